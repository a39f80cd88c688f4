// The user's media library rows, always filtered by owner.
import { stockCreditSchema } from '@captionist/contracts';
import { and, count, desc, eq, lt } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { mediaUploads } from '../../platform/db/schema';
import { mediaMetadataSchema, parseColumn } from '../../platform/db/schema/json-columns';

export type MediaRow = typeof mediaUploads.$inferSelect;

/** Every media row read is checked here once; metadata or a credit without its shape reads as none. */
export const toMediaRow = (row: MediaRow): MediaRow => ({
  ...row,
  metadata: parseColumn(mediaMetadataSchema, row.metadata) ?? {},
  credit: row.credit === null ? null : parseColumn(stockCreditSchema, row.credit),
});

export async function listMedia(db: Database, userId: string): Promise<MediaRow[]> {
  const rows = await db
    .select()
    .from(mediaUploads)
    .where(eq(mediaUploads.userId, userId))
    .orderBy(desc(mediaUploads.createdAt));
  return rows.map(toMediaRow);
}

export async function countMedia(db: Database, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(mediaUploads).where(eq(mediaUploads.userId, userId));
  return row?.n ?? 0;
}

export async function findMedia(db: Database, userId: string, id: string): Promise<MediaRow | null> {
  const [row] = await db
    .select()
    .from(mediaUploads)
    .where(and(eq(mediaUploads.userId, userId), eq(mediaUploads.id, id)));
  return row ? toMediaRow(row) : null;
}

export async function findMediaForJob(db: Database, id: string): Promise<MediaRow | null> {
  const [row] = await db.select().from(mediaUploads).where(eq(mediaUploads.id, id));
  return row ? toMediaRow(row) : null;
}

export async function insertMedia(db: Database, values: typeof mediaUploads.$inferInsert): Promise<MediaRow> {
  const [row] = await db.insert(mediaUploads).values(values).returning();
  if (!row) throw new Error('insert into media_uploads returned no row');
  return toMediaRow(row);
}

export async function updateMedia(
  db: Database,
  id: string,
  changes: Partial<Omit<typeof mediaUploads.$inferInsert, 'id' | 'userId'>>,
): Promise<MediaRow | null> {
  const [row] = await db
    .update(mediaUploads)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(mediaUploads.id, id))
    .returning();
  return row ? toMediaRow(row) : null;
}

/**
 * Ends a "media.process" or "media.import-stock" job that failed for good: the item leaves
 * "processing" as failed with the reason. False when it had already left "processing" (ready,
 * refused or deleted).
 */
export async function failStuckMedia(db: Database, mediaId: string, reason: string): Promise<boolean> {
  const rows = await db
    .update(mediaUploads)
    .set({ status: 'failed', error: reason, updatedAt: new Date() })
    .where(and(eq(mediaUploads.id, mediaId), eq(mediaUploads.status, 'processing')))
    .returning({ id: mediaUploads.id });
  return rows.length > 0;
}

export async function deleteMedia(db: Database, userId: string, id: string): Promise<MediaRow | null> {
  const [row] = await db
    .delete(mediaUploads)
    .where(and(eq(mediaUploads.userId, userId), eq(mediaUploads.id, id)))
    .returning();
  return row ? toMediaRow(row) : null;
}

export const mediaStoragePrefix = (userId: string, id: string) => `users/${userId}/media/${id}`;

/** Library files still waiting for their upload since before `olderThan`. */
export const listAbandonedMediaUploads = (db: Database, olderThan: Date) =>
  db
    .select({ id: mediaUploads.id, userId: mediaUploads.userId })
    .from(mediaUploads)
    .where(and(eq(mediaUploads.status, 'uploading'), lt(mediaUploads.createdAt, olderThan)));
