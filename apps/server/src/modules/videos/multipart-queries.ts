// In-flight multipart uploads and the parts received so far (kept here rather than asked of the
// store: not every S3-compatible server lists parts, and resume then works the same everywhere).
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { multipartUploadParts, multipartUploads, videos } from '../../platform/db/schema';

export type MultipartRow = typeof multipartUploads.$inferSelect;
export type PartRow = typeof multipartUploadParts.$inferSelect;

export async function insertMultipart(
  db: Database,
  values: typeof multipartUploads.$inferInsert,
): Promise<MultipartRow> {
  const [row] = await db.insert(multipartUploads).values(values).returning();
  if (!row) throw new Error('insert into multipart_uploads returned no row');
  return row;
}

export async function findMultipartForVideo(
  db: Database,
  userId: string,
  videoId: string,
): Promise<MultipartRow | null> {
  const [row] = await db
    .select()
    .from(multipartUploads)
    .where(and(eq(multipartUploads.userId, userId), eq(multipartUploads.videoId, videoId)));
  return row ?? null;
}

export const listParts = (db: Database, uploadId: string) =>
  db.select().from(multipartUploadParts).where(eq(multipartUploadParts.uploadId, uploadId));

export async function recordPart(
  db: Database,
  part: typeof multipartUploadParts.$inferInsert,
): Promise<void> {
  // A part sent again (a retry after a dropped connection) replaces the earlier one.
  await db
    .insert(multipartUploadParts)
    .values(part)
    .onConflictDoUpdate({
      target: [multipartUploadParts.uploadId, multipartUploadParts.partNumber],
      set: { etag: part.etag, sizeBytes: part.sizeBytes },
    });
  await touchMultipart(db, part.uploadId);
}

/** The upload shows a sign of life (a part arrived, a resume began): it is not interrupted. */
export async function touchMultipart(db: Database, id: string): Promise<void> {
  await db.update(multipartUploads).set({ lastActivityAt: new Date() }).where(eq(multipartUploads.id, id));
}

export async function deleteMultipart(db: Database, id: string): Promise<void> {
  await db.delete(multipartUploads).where(eq(multipartUploads.id, id));
}

/** Multipart uploads with no sign of life since before `olderThan`. */
export const listAbandonedMultiparts = (db: Database, olderThan: Date) =>
  db.select().from(multipartUploads).where(lt(multipartUploads.lastActivityAt, olderThan));

/**
 * The project's videos still waiting for their file, with their multipart upload if they are sent
 * in parts (and the bytes received so far); a single-PUT upload's only sign of life is its start.
 */
export const listUnfinishedUploads = (db: Database, userId: string, projectId: string) =>
  db
    .select({
      videoId: videos.id,
      startedAt: videos.createdAt,
      videoName: videos.name,
      multipartId: multipartUploads.id,
      fileName: multipartUploads.fileName,
      fileLastModified: multipartUploads.fileLastModified,
      sizeBytes: multipartUploads.sizeBytes,
      lastActivityAt: multipartUploads.lastActivityAt,
      receivedBytes: sql<number>`(
        select coalesce(sum(${multipartUploadParts.sizeBytes}), 0) from ${multipartUploadParts}
        where ${multipartUploadParts.uploadId} = ${multipartUploads.id}
      )`.mapWith(Number),
    })
    .from(videos)
    .leftJoin(multipartUploads, eq(multipartUploads.videoId, videos.id))
    .where(and(eq(videos.userId, userId), eq(videos.projectId, projectId), eq(videos.status, 'uploading')));
