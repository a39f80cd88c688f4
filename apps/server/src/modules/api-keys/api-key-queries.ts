// API keys in the database: only each key's hash is stored, with its first characters for lists.
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { changedHere } from '../../platform/db/notified-cache';
import { apiKeys } from '../../platform/db/schema';

export const API_KEYS_CHANGED_CHANNEL = 'captionist_api_keys_changed';

export type ApiKeyRow = typeof apiKeys.$inferSelect;

export async function insertApiKey(db: Database, values: typeof apiKeys.$inferInsert): Promise<ApiKeyRow> {
  const [row] = await db.insert(apiKeys).values(values).returning();
  if (!row) throw new Error('api key insert returned nothing');
  return row;
}

export async function countActiveApiKeys(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(apiKeys)
    .where(and(eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)));
  return row?.n ?? 0;
}

/** Serialises key creation per user, so that racing requests cannot pass the limit together. */
export async function lockUserApiKeys(db: Database, userId: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`api-keys:${userId}`}))`);
}

export function listActiveApiKeys(db: Database, userId: string): Promise<ApiKeyRow[]> {
  return db
    .select()
    .from(apiKeys)
    .where(and(eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)))
    .orderBy(desc(apiKeys.createdAt));
}

/** Revokes the user's key; false when the user has no such live key. */
export async function revokeApiKey(db: Database, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .update(apiKeys)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(apiKeys.id, id), eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)))
    .returning({ id: apiKeys.id });
  changedHere(API_KEYS_CHANGED_CHANNEL);
  return rows.length > 0;
}

/** The key with this hash, revoked and expired ones too (their callers are told why they fail). */
export async function findApiKeyByHash(db: Database, secretHash: string): Promise<ApiKeyRow | null> {
  const [row] = await db.select().from(apiKeys).where(eq(apiKeys.secretHash, secretHash)).limit(1);
  return row ?? null;
}

export async function touchApiKey(db: Database, id: string, at: Date): Promise<void> {
  await db.update(apiKeys).set({ lastUsedAt: at }).where(eq(apiKeys.id, id));
}
