// Every credit movement is an append-only ledger row with an idempotency key, written in the
// same transaction as the subscription's available_credits: a retried render, job or webhook
// that repeats a key moves nothing the second time.
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { creditLedger, subscriptions } from '../../platform/db/schema';

export interface CreditMovement {
  userId: string;
  delta: number;
  reason: string;
  idempotencyKey: string;
  /** Also raise (or lower) the period's total, as grants from codes do. */
  adjustTotal?: boolean;
}

/** Applies the movement once; returns false when its key was already used. Call inside a transaction. */
export async function moveCredits(db: Database, movement: CreditMovement): Promise<boolean> {
  const inserted = await db
    .insert(creditLedger)
    .values({
      userId: movement.userId,
      delta: movement.delta,
      reason: movement.reason,
      idempotencyKey: movement.idempotencyKey,
    })
    .onConflictDoNothing({ target: creditLedger.idempotencyKey })
    .returning({ id: creditLedger.id });
  if (inserted.length === 0) return false;
  await db
    .update(subscriptions)
    .set({
      availableCredits: sql`${subscriptions.availableCredits} + ${movement.delta}`,
      ...(movement.adjustTotal
        ? { totalCredits: sql`${subscriptions.totalCredits} + ${movement.delta}` }
        : {}),
      updatedAt: new Date(),
    })
    .where(eq(subscriptions.userId, movement.userId));
  return true;
}

/**
 * Records credits that were set on the subscription as it was created (a new account's first
 * grant), so the ledger still accounts for every credit.
 */
export async function recordInitialGrant(
  db: Database,
  entry: Omit<CreditMovement, 'adjustTotal'>,
): Promise<void> {
  await db.insert(creditLedger).values(entry);
}
