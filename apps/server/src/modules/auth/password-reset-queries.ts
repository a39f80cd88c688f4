// Password reset tokens, stored as SHA-256 hashes: one live token per account.
import { and, eq, gt } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { passwordResetTokens, users } from '../../platform/db/schema';

/**
 * Replaces the account's token, unless one was issued after `notBefore` (then false). Locks the
 * user's row first, so concurrent requests for one account are serialised. Call in a transaction.
 */
export async function replaceResetToken(
  tx: Database,
  values: { userId: string; tokenHash: string; expiresAt: Date },
  notBefore: Date,
): Promise<boolean> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, values.userId)).for('update');
  const [recent] = await tx
    .select({ tokenHash: passwordResetTokens.tokenHash })
    .from(passwordResetTokens)
    .where(and(eq(passwordResetTokens.userId, values.userId), gt(passwordResetTokens.createdAt, notBefore)));
  if (recent) return false;
  await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, values.userId));
  await tx.insert(passwordResetTokens).values(values);
  return true;
}

export async function deleteResetToken(db: Database, tokenHash: string): Promise<void> {
  await db.delete(passwordResetTokens).where(eq(passwordResetTokens.tokenHash, tokenHash));
}

/**
 * Uses up the account's live token with this hash, and every other token of the account with it:
 * false when there is none. Deleting in the statement that checks makes it single-use under races.
 */
export async function consumeResetToken(tx: Database, userId: string, tokenHash: string): Promise<boolean> {
  const [claimed] = await tx
    .delete(passwordResetTokens)
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        eq(passwordResetTokens.userId, userId),
        gt(passwordResetTokens.expiresAt, new Date()),
      ),
    )
    .returning({ userId: passwordResetTokens.userId });
  if (!claimed) return false;
  await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, userId));
  return true;
}
