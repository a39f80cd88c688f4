// Webhook endpoints and their deliveries as their owner sees them: every query is scoped by the
// user, so another user's endpoint or delivery reads as missing.
import { WEBHOOK_DELIVERIES_LIST_MAX, type WebhookEvent } from '@captionist/contracts';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { users, webhookDeliveries, webhookEndpoints } from '../../platform/db/schema';

export type WebhookEndpointRow = typeof webhookEndpoints.$inferSelect;
export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;

/** The channel the outbox's insert trigger (migration 0018) notifies, which wakes the senders. */
export const WEBHOOKS_DUE_CHANNEL = 'captionist_webhooks_due';

export const listEndpoints = (db: Database, userId: string) =>
  db
    .select()
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.userId, userId))
    .orderBy(desc(webhookEndpoints.createdAt), desc(webhookEndpoints.id));

export async function findEndpoint(
  db: Database,
  userId: string,
  id: string,
): Promise<WebhookEndpointRow | null> {
  const [row] = await db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.userId, userId), eq(webhookEndpoints.id, id)));
  return row ?? null;
}

/**
 * Inserts the endpoint unless the user already has `max`; the user's row is locked meanwhile, so
 * two requests at once cannot both take the last place. Null when full.
 */
export async function insertEndpointWithin(
  db: Database,
  max: number,
  values: { userId: string; url: string; description: string; events: WebhookEvent[]; secret: string },
): Promise<WebhookEndpointRow | null> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, values.userId)).for('update');
    const [held] = await tx
      .select({ n: count() })
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.userId, values.userId));
    if ((held?.n ?? 0) >= max) return null;
    const [row] = await tx.insert(webhookEndpoints).values(values).returning();
    return row ?? null;
  });
}

export async function updateEndpoint(
  db: Database,
  userId: string,
  id: string,
  change: Partial<Pick<WebhookEndpointRow, 'url' | 'description' | 'events' | 'disabledAt'>>,
): Promise<WebhookEndpointRow | null> {
  const [row] = await db
    .update(webhookEndpoints)
    .set(change)
    .where(and(eq(webhookEndpoints.userId, userId), eq(webhookEndpoints.id, id)))
    .returning();
  return row ?? null;
}

/** Deletes the endpoint and (by cascade) its deliveries. */
export async function deleteEndpoint(db: Database, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(webhookEndpoints)
    .where(and(eq(webhookEndpoints.userId, userId), eq(webhookEndpoints.id, id)))
    .returning({ id: webhookEndpoints.id });
  return rows.length > 0;
}

export const listDeliveries = (db: Database, userId: string, endpointId: string) =>
  db
    .select()
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.userId, userId), eq(webhookDeliveries.endpointId, endpointId)))
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(WEBHOOK_DELIVERIES_LIST_MAX);

/**
 * Makes the delivery due now with its tries counted afresh (same message id), and wakes the
 * senders: the outbox trigger announces inserts only.
 */
export async function sendDeliveryAgain(
  db: Database,
  userId: string,
  endpointId: string,
  id: string,
): Promise<WebhookDeliveryRow | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(webhookDeliveries)
      .set({ status: 'pending', attempts: 0, nextAttemptAt: sql`now()`, deliveredAt: null })
      .where(
        and(
          eq(webhookDeliveries.userId, userId),
          eq(webhookDeliveries.endpointId, endpointId),
          eq(webhookDeliveries.id, id),
        ),
      )
      .returning();
    if (row) await tx.execute(sql`select pg_notify(${WEBHOOKS_DUE_CHANNEL}, '')`);
    return row ?? null;
  });
}
