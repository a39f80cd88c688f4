// Redeem codes and who redeemed them. Codes are stored normalised (upper case, no dashes).
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { redeemCodeRedemptions, redeemCodes } from '../../platform/db/schema';

export type RedeemCodeRow = typeof redeemCodes.$inferSelect;

export async function findRedeemCode(db: Database, code: string): Promise<RedeemCodeRow | null> {
  const [row] = await db.select().from(redeemCodes).where(eq(redeemCodes.code, code));
  return row ?? null;
}

export async function hasRedeemed(db: Database, codeId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ codeId: redeemCodeRedemptions.codeId })
    .from(redeemCodeRedemptions)
    .where(and(eq(redeemCodeRedemptions.codeId, codeId), eq(redeemCodeRedemptions.userId, userId)));
  return row !== undefined;
}

/**
 * Takes one use of the code for the user; false when none is left. The conditional increment is
 * the arbiter when two people redeem the last use at once.
 */
export async function claimRedeemCode(db: Database, codeId: string, userId: string): Promise<boolean> {
  const [claimed] = await db
    .update(redeemCodes)
    .set({ uses: sql`${redeemCodes.uses} + 1` })
    .where(and(eq(redeemCodes.id, codeId), lt(redeemCodes.uses, redeemCodes.maxUses)))
    .returning({ id: redeemCodes.id });
  if (!claimed) return false;
  await db.insert(redeemCodeRedemptions).values({ codeId, userId });
  return true;
}

export async function insertRedeemCodes(
  db: Database,
  values: (typeof redeemCodes.$inferInsert)[],
): Promise<void> {
  await db.insert(redeemCodes).values(values);
}
