// The senders' side of the outbox: claim due deliveries (a hold, not a lock, so a sender killed
// mid-send leaves them to be sent again once the hold lapses), record each try, and say when the
// next delivery falls due.
import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { webhookDeliveries, webhookEndpoints } from '../../platform/db/schema';

export interface ClaimedDelivery {
  id: string;
  event: string;
  payload: unknown;
  attempts: number;
  createdAt: Date;
  url: string;
  /** Sealed (platform/security/sealed-secret.ts). */
  secret: string;
  endpointDisabled: boolean;
}

/**
 * Takes up to `limit` due deliveries: each is held until `holdSeconds` from now (another sender
 * takes it after that) and counts one more try. Rows another sender is claiming are skipped.
 */
export async function claimDueDeliveries(
  db: Database,
  limit: number,
  holdSeconds: number,
): Promise<ClaimedDelivery[]> {
  const due = db
    .select({ id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.status, 'pending'), lte(webhookDeliveries.nextAttemptAt, sql`now()`)))
    .orderBy(webhookDeliveries.nextAttemptAt)
    .limit(limit)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(webhookDeliveries)
    .set({
      nextAttemptAt: sql`now() + make_interval(secs => ${holdSeconds})`,
      attempts: sql`${webhookDeliveries.attempts} + 1`,
      lastAttemptAt: sql`now()`,
    })
    .where(inArray(webhookDeliveries.id, due))
    .returning({
      id: webhookDeliveries.id,
      endpointId: webhookDeliveries.endpointId,
      event: webhookDeliveries.event,
      payload: webhookDeliveries.payload,
      attempts: webhookDeliveries.attempts,
      createdAt: webhookDeliveries.createdAt,
    });
  if (claimed.length === 0) return [];
  const endpoints = await db
    .select({
      id: webhookEndpoints.id,
      url: webhookEndpoints.url,
      secret: webhookEndpoints.secret,
      disabledAt: webhookEndpoints.disabledAt,
    })
    .from(webhookEndpoints)
    .where(inArray(webhookEndpoints.id, [...new Set(claimed.map((row) => row.endpointId))]));
  const byId = new Map(endpoints.map((endpoint) => [endpoint.id, endpoint]));
  return claimed.flatMap(({ endpointId, ...row }) => {
    const endpoint = byId.get(endpointId);
    // Deleted meanwhile: its deliveries went with it.
    if (!endpoint) return [];
    return [
      { ...row, url: endpoint.url, secret: endpoint.secret, endpointDisabled: endpoint.disabledAt !== null },
    ];
  });
}

export type TryOutcome =
  | { kind: 'delivered'; statusCode: number }
  | { kind: 'retry'; statusCode: number | null; error: string; waitSeconds: number }
  | { kind: 'failed'; statusCode: number | null; error: string };

/**
 * Records try number `attempts`; ignored when the delivery has moved on since the claim (sent
 * again, or its hold lapsed and another sender tried it), so an old try never overwrites a newer.
 */
export async function recordTry(
  db: Database,
  id: string,
  attempts: number,
  outcome: TryOutcome,
): Promise<void> {
  const common = { lastStatusCode: outcome.statusCode };
  const change =
    outcome.kind === 'delivered'
      ? { ...common, status: 'delivered', lastError: null, deliveredAt: sql`now()` }
      : outcome.kind === 'retry'
        ? {
            ...common,
            lastError: outcome.error,
            nextAttemptAt: sql`now() + make_interval(secs => ${outcome.waitSeconds})`,
          }
        : { ...common, status: 'failed', lastError: outcome.error };
  await db
    .update(webhookDeliveries)
    .set(change)
    .where(
      and(
        eq(webhookDeliveries.id, id),
        eq(webhookDeliveries.status, 'pending'),
        eq(webhookDeliveries.attempts, attempts),
      ),
    );
}

/** Seconds until the earliest pending delivery (or hold) falls due, by the database's clock; null when none. */
export async function secondsUntilNextDue(db: Database): Promise<number | null> {
  const [row] = await db
    .select({
      seconds: sql<string | null>`extract(epoch from min(${webhookDeliveries.nextAttemptAt}) - now())`,
    })
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.status, 'pending'));
  return row?.seconds == null ? null : Number(row.seconds);
}
