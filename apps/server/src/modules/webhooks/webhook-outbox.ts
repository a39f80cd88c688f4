// The outbox (docs/webhooks.md): an event is written as one delivery per subscribed endpoint in
// the transaction of the change it announces, so it is sent if and only if the change commits;
// the senders (webhook-sender.ts) are woken by the insert's notification when it does.
import { randomBytes } from 'node:crypto';
import type { WebhookDeliveryEvent, WebhookEventData, WebhookPayload } from '@captionist/contracts';
import { and, arrayContains, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { videos, webhookDeliveries, webhookEndpoints } from '../../platform/db/schema';

/** A Standard Webhooks message id: the same on every try of the delivery. */
export const newMessageId = () => `msg_${randomBytes(16).toString('base64url')}`;

export const webhookPayload = <E extends WebhookDeliveryEvent>(
  event: E,
  data: WebhookEventData<E>,
  at = new Date(),
): WebhookPayload => ({ type: event, timestamp: at.toISOString(), data });

/**
 * Writes `event` for every enabled endpoint of the user subscribed to it; nothing (and no wake-up)
 * for a user without one. Returns how many deliveries were written.
 */
export async function announce<E extends WebhookDeliveryEvent>(
  tx: Database,
  userId: string,
  event: E,
  data: WebhookEventData<E>,
): Promise<number> {
  const endpoints = await tx
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(
      and(
        eq(webhookEndpoints.userId, userId),
        isNull(webhookEndpoints.disabledAt),
        arrayContains(webhookEndpoints.events, [event]),
      ),
    );
  if (endpoints.length === 0) return 0;
  const payload = webhookPayload(event, data);
  await tx
    .insert(webhookDeliveries)
    .values(endpoints.map(({ id }) => ({ id: newMessageId(), endpointId: id, userId, event, payload })));
  return endpoints.length;
}

type VideoEvent = Exclude<WebhookDeliveryEvent, 'webhook.test'>;
type VideoRef = 'video_id' | 'project_id' | 'video_name';

/** Announces an event about a video: its owner, id, project and name are read in the same transaction. */
export async function announceAboutVideo<E extends VideoEvent>(
  tx: Database,
  videoId: string,
  event: E,
  data: Omit<WebhookEventData<E>, VideoRef>,
): Promise<number> {
  const [video] = await tx
    .select({ userId: videos.userId, projectId: videos.projectId, name: videos.name })
    .from(videos)
    .where(eq(videos.id, videoId));
  if (!video) return 0;
  const ref = { video_id: videoId, project_id: video.projectId, video_name: video.name };
  return announce(tx, video.userId, event, { ...ref, ...data } as WebhookEventData<E>);
}

/** A `webhook.test` delivery to one endpoint, whatever its events (the caller checked the owner). */
export async function queueTestDelivery(db: Database, userId: string, endpointId: string) {
  const payload = webhookPayload('webhook.test', {
    endpoint_id: endpointId,
    message: 'A test event from Captionist: your endpoint is reachable and can verify our signature.',
  });
  const [row] = await db
    .insert(webhookDeliveries)
    .values({ id: newMessageId(), endpointId, userId, event: 'webhook.test', payload })
    .returning();
  if (!row) throw new Error('test delivery not written');
  return row;
}
