// Videos, filtered by owner on every user-facing query (another user's video reads as missing).
import { captionSettingsSchema, faceTrackSchema, transcriptSchema } from '@captionist/contracts';
import { and, desc, eq, inArray, isNull, lt, notExists, or, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { multipartUploads, videos } from '../../platform/db/schema';
import { editorStateSchema, parseColumn } from '../../platform/db/schema/json-columns';
import { mediaProbeSchema } from '../../platform/media/probe-media';
import { projectListChangedHere } from '../projects/project-list-cache';

export type VideoRow = typeof videos.$inferSelect;
export type VideoChanges = Partial<Omit<typeof videos.$inferInsert, 'id' | 'userId' | 'projectId'>>;

/**
 * Every video read is checked here once, so that services can trust its jsonb columns; a value
 * without its shape reads as none (no transcript yet, no saved style, no edits).
 */
export const toVideoRow = (row: VideoRow): VideoRow => ({
  ...row,
  probe: parseColumn(mediaProbeSchema, row.probe),
  transcript: parseColumn(transcriptSchema, row.transcript),
  captionSettings: parseColumn(captionSettingsSchema, row.captionSettings),
  editorState: parseColumn(editorStateSchema, row.editorState),
  faceTrack: parseColumn(faceTrackSchema, row.faceTrack),
});

export async function insertVideo(db: Database, values: typeof videos.$inferInsert): Promise<VideoRow> {
  const [row] = await db.insert(videos).values(values).returning();
  if (!row) throw new Error('insert into videos returned no row');
  projectListChangedHere(row.userId);
  return toVideoRow(row);
}

export async function findVideo(db: Database, userId: string, videoId: string): Promise<VideoRow | null> {
  const [row] = await db
    .select()
    .from(videos)
    .where(and(eq(videos.userId, userId), eq(videos.id, videoId)));
  return row ? toVideoRow(row) : null;
}

/** For workers, which act on a job's video whoever owns it. */
export async function findVideoForJob(db: Database, videoId: string): Promise<VideoRow | null> {
  const [row] = await db.select().from(videos).where(eq(videos.id, videoId));
  return row ? toVideoRow(row) : null;
}

export async function listProjectVideos(
  db: Database,
  userId: string,
  projectId: string,
): Promise<VideoRow[]> {
  const rows = await db
    .select()
    .from(videos)
    .where(and(eq(videos.userId, userId), eq(videos.projectId, projectId)))
    .orderBy(desc(videos.createdAt));
  return rows.map(toVideoRow);
}

export async function updateVideo(
  db: Database,
  videoId: string,
  changes: VideoChanges,
): Promise<VideoRow | null> {
  const [row] = await db
    .update(videos)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(videos.id, videoId))
    .returning();
  return row ? toVideoRow(row) : null;
}

/**
 * Moves a video whose file has arrived on to processing, once: null when another confirm of the
 * same upload got there first (the row is the lock, so concurrent confirms queue one job).
 */
export async function markUploaded(
  db: Database,
  videoId: string,
  sizeBytes: number,
): Promise<VideoRow | null> {
  const [row] = await db
    .update(videos)
    .set({ status: 'processing', sizeBytes, error: null, updatedAt: new Date() })
    .where(and(eq(videos.id, videoId), eq(videos.status, 'uploading')))
    .returning();
  return row ? toVideoRow(row) : null;
}

/**
 * Ends the preparation of a video that cannot be used (refused, or its "videos.process" job failed
 * for good): the video becomes failed with the reason, and a transcription run under way on it is
 * ended too, so that its result cannot bring the video back. A video that has its preview proxy,
 * or is being rendered or was rendered, is left alone. False when nothing was left to end.
 */
export async function failVideoPreparation(db: Database, videoId: string, reason: string): Promise<boolean> {
  const runInFlight = inArray(videos.transcriptionStatus, ['queued', 'running']);
  const rows = await db
    .update(videos)
    .set({
      status: 'failed',
      error: reason,
      transcriptionStatus: sql`case when ${runInFlight} then 'failed' else ${videos.transcriptionStatus} end`,
      transcriptionError: sql`case when ${runInFlight} then ${reason} else ${videos.transcriptionError} end`,
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(videos.id, videoId),
        or(
          eq(videos.status, 'processing'),
          and(inArray(videos.status, ['transcribing', 'ready']), isNull(videos.proxyKey)),
        ),
      ),
    )
    .returning({ id: videos.id });
  return rows.length > 0;
}

export async function deleteVideo(db: Database, userId: string, videoId: string): Promise<VideoRow | null> {
  const [row] = await db
    .delete(videos)
    .where(and(eq(videos.userId, userId), eq(videos.id, videoId)))
    .returning();
  if (!row) return null;
  projectListChangedHere(userId);
  return toVideoRow(row);
}

/** Videos still waiting for their single-PUT file since before `olderThan` (parts go by their activity). */
export const listAbandonedSingleUploads = (db: Database, olderThan: Date) =>
  db
    .select({ id: videos.id, userId: videos.userId })
    .from(videos)
    .where(
      and(
        eq(videos.status, 'uploading'),
        lt(videos.createdAt, olderThan),
        notExists(db.select().from(multipartUploads).where(eq(multipartUploads.videoId, videos.id))),
      ),
    );
