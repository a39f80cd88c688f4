// Font rows: system fonts are everyone's; a custom font only its owner's.
import { and, asc, count, desc, eq, isNull, or } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { fonts } from '../../platform/db/schema';

export type FontRow = typeof fonts.$inferSelect;

const usableBy = (userId: string) =>
  or(and(eq(fonts.isSystem, true), isNull(fonts.userId)), eq(fonts.userId, userId));

/** System fonts in seed order of name, then the user's own, newest first. */
export const listUsableFonts = (db: Database, userId: string) =>
  db
    .select()
    .from(fonts)
    .where(usableBy(userId))
    .orderBy(desc(fonts.isSystem), asc(fonts.name), desc(fonts.createdAt));

export async function findUsableFont(db: Database, userId: string, id: string): Promise<FontRow | null> {
  const [row] = await db
    .select()
    .from(fonts)
    .where(and(eq(fonts.id, id), usableBy(userId)));
  return row ?? null;
}

export async function findFontByStorageKey(db: Database, userId: string, key: string) {
  const [row] = await db
    .select({ id: fonts.id })
    .from(fonts)
    .where(and(eq(fonts.userId, userId), eq(fonts.storageKey, key)));
  return row ?? null;
}

/** The first system font by name: what captions fall back to when their font is gone. */
export async function findFirstSystemFont(db: Database): Promise<FontRow | null> {
  const [row] = await db
    .select()
    .from(fonts)
    .where(and(eq(fonts.isSystem, true), isNull(fonts.userId)))
    .orderBy(asc(fonts.name))
    .limit(1);
  return row ?? null;
}

export async function countCustomFonts(db: Database, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(fonts).where(eq(fonts.userId, userId));
  return row?.n ?? 0;
}

export async function insertFont(db: Database, values: typeof fonts.$inferInsert): Promise<FontRow> {
  const [row] = await db.insert(fonts).values(values).returning();
  if (!row) throw new Error('insert into fonts returned no row');
  return row;
}

export async function deleteOwnFont(db: Database, userId: string, id: string): Promise<FontRow | null> {
  const [row] = await db
    .delete(fonts)
    .where(and(eq(fonts.id, id), eq(fonts.userId, userId)))
    .returning();
  return row ?? null;
}

export const fontStoragePrefix = (userId: string, uploadId: string) => `users/${userId}/fonts/${uploadId}`;
