// The kept answers of Idempotency-Key requests (platform/http/idempotency.ts).
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { idempotentRequests } from '../db/schema';

/** How long a first answer is replayed. */
export const IDEMPOTENCY_HOURS = 24;
/** A claim whose request never answered (its process died) may be taken over after this long. */
const ABANDONED_CLAIM_MINUTES = 10;

type Claim = { userId: string; key: string };

/**
 * Claims the key for a request; false when another request holds it or has answered under it.
 * A kept answer past its 24 hours, or a claim abandoned by a process that died, is taken over.
 */
export async function claimIdempotencyKey(
  db: Database,
  claim: Claim & { requestHash: string },
): Promise<boolean> {
  const t = idempotentRequests;
  const rows = await db
    .insert(t)
    .values(claim)
    .onConflictDoUpdate({
      target: [t.userId, t.key],
      set: { requestHash: claim.requestHash, statusCode: null, response: null, createdAt: sql`now()` },
      setWhere: sql`${t.createdAt} < now() - ${IDEMPOTENCY_HOURS}::int * interval '1 hour'
        or (${t.statusCode} is null and ${t.createdAt} < now() - ${ABANDONED_CLAIM_MINUTES}::int * interval '1 minute')`,
    })
    .returning({ key: t.key });
  return rows.length > 0;
}

export async function findIdempotentRequest(db: Database, userId: string, key: string) {
  const [row] = await db
    .select()
    .from(idempotentRequests)
    .where(and(eq(idempotentRequests.userId, userId), eq(idempotentRequests.key, key)));
  return row ?? null;
}

export async function keepIdempotentAnswer(db: Database, claim: Claim, statusCode: number, response: string) {
  await db
    .update(idempotentRequests)
    .set({ statusCode, response })
    .where(and(eq(idempotentRequests.userId, claim.userId), eq(idempotentRequests.key, claim.key)));
}

export async function forgetIdempotentRequest(db: Database, claim: Claim) {
  await db
    .delete(idempotentRequests)
    .where(and(eq(idempotentRequests.userId, claim.userId), eq(idempotentRequests.key, claim.key)));
}

/** Deletes the answers no retry may ask for any more (an hourly job). */
export async function purgeIdempotentRequests(db: Database): Promise<void> {
  await db
    .delete(idempotentRequests)
    .where(lt(idempotentRequests.createdAt, sql`now() - ${IDEMPOTENCY_HOURS}::int * interval '1 hour'`));
}
