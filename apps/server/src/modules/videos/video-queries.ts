// Videos, filtered by owner on every user-facing query (another user's video reads as missing).
// A video is read joined with its recording as one flat row, so that its readers need not know
// which of the two holds a column (docs/decisions/0015); writers address each table here.
import {
  captionSettingsSchema,
  speakerTrackSchema,
  type Transcript,
  transcriptSchema,
} from '@captionist/contracts';
import {
  and,
  count,
  desc,
  eq,
  getTableColumns,
  inArray,
  isNull,
  lt,
  ne,
  notExists,
  notInArray,
  or,
  sql,
} from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { multipartUploads, type RecordingRanges, recordings, videos } from '../../platform/db/schema';
import {
  clipProxySchema,
  editorStateSchema,
  parseColumn,
  storedFaceTrackSchema,
} from '../../platform/db/schema/json-columns';
import { mediaProbeSchema } from '../../platform/media/probe-media';
import { projectListChangedHere } from '../projects/project-list-cache';
import { announceAboutVideo } from '../webhooks/webhook-outbox';

const {
  id: _id,
  userId: _userId,
  projectId: _projectId,
  createdAt: _created,
  updatedAt: _updated,
  // Up to 50,000 words: read only where wanted (findRecordingWords).
  machineTranscript: _machineTranscript,
  ...fileColumns
} = getTableColumns(recordings);
type FileColumn = keyof typeof fileColumns;
const fileColumnNames = Object.keys(fileColumns) as FileColumn[];

/** A video with its recording's file columns: the row every reader gets. */
const videoWithFile = { ...getTableColumns(videos), ...fileColumns };

export type VideoRow = typeof videos.$inferSelect & Pick<typeof recordings.$inferSelect, FileColumn>;
type VideoOnlyChanges = Partial<
  Omit<typeof videos.$inferInsert, 'id' | 'userId' | 'projectId' | 'recordingId'>
>;
type FileChanges = Partial<Pick<typeof recordings.$inferInsert, FileColumn>>;
export type VideoChanges = VideoOnlyChanges & FileChanges;
/** A new upload: its video and, with the same id, its recording. */
export type NewVideo = Omit<typeof videos.$inferInsert, 'recordingId'> &
  Pick<typeof recordings.$inferInsert, 'storageKey'> &
  FileChanges & { id: string };

/** Splits a change into the video's columns and its recording's. */
function splitChanges(changes: VideoChanges): { video: VideoOnlyChanges; file: FileChanges } {
  const video: Record<string, unknown> = {};
  const file: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined) continue;
    if ((fileColumnNames as string[]).includes(key)) file[key] = value;
    else video[key] = value;
  }
  return { video: video as VideoOnlyChanges, file: file as FileChanges };
}

const selectVideos = (db: Database) =>
  db.select(videoWithFile).from(videos).innerJoin(recordings, eq(recordings.id, videos.recordingId));

/** The recording of `videoId`, for writes to the file's columns. */
const recordingOf = (videoId: string) =>
  sql`(select ${videos.recordingId} from ${videos} where ${videos.id} = ${videoId})`;

/**
 * The recording of the video (of this owner, when given), as a condition on `recordings`: for the
 * things a recording keeps for all its videos (its face track, its speaker analysis).
 */
export const recordingOfVideo = (videoId: string, userId?: string) =>
  eq(
    recordings.id,
    sql`(select ${videos.recordingId} from ${videos} where ${videos.id} = ${videoId}${
      userId === undefined ? sql`` : sql` and ${videos.userId} = ${userId}`
    })`,
  );

/**
 * Every video read is checked here once, so that services can trust its jsonb columns; a value
 * without its shape reads as none (no transcript yet, no saved style, no edits).
 */
const toVideoRow = (row: VideoRow): VideoRow => ({
  ...row,
  probe: parseColumn(mediaProbeSchema, row.probe),
  transcript: parseColumn(transcriptSchema, row.transcript),
  captionSettings: parseColumn(captionSettingsSchema, row.captionSettings),
  editorState: parseColumn(editorStateSchema, row.editorState),
  faceTrack: parseColumn(storedFaceTrackSchema, row.faceTrack),
  speakerTrack: parseColumn(speakerTrackSchema, row.speakerTrack),
  clipProxy: parseColumn(clipProxySchema, row.clipProxy),
});

/** The words the recording's latest transcription run heard, in recording time (none before one ended). */
export async function findRecordingWords(db: Database, recordingId: string): Promise<Transcript | null> {
  const [row] = await db
    .select({ transcript: recordings.machineTranscript })
    .from(recordings)
    .where(eq(recordings.id, recordingId));
  return parseColumn(transcriptSchema, row?.transcript ?? null);
}

/** An upload's recording and its video over all of it, in one transaction. */
export async function insertVideo(db: Database, values: NewVideo): Promise<VideoRow> {
  const { video, file } = splitChanges(values);
  const inserted = await db.transaction(async (tx) => {
    const owner = { id: values.id, userId: values.userId, projectId: values.projectId };
    await tx.insert(recordings).values({ ...file, ...owner, storageKey: values.storageKey });
    await tx.insert(videos).values({ ...video, ...owner, name: values.name, recordingId: values.id });
    return findVideoForJob(tx, values.id);
  });
  if (!inserted) throw new Error('insert into videos returned no row');
  projectListChangedHere(inserted.userId);
  return inserted;
}

export async function countVideosOfRecording(db: Database, recordingId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(videos).where(eq(videos.recordingId, recordingId));
  return row?.n ?? 0;
}

/** Videos made of ranges of an existing recording (accepted clips), in one transaction. */
export async function insertVideosOfRecording(
  db: Database,
  rows: (Omit<typeof videos.$inferInsert, 'id'> & { recordingId: string })[],
): Promise<VideoRow[]> {
  if (rows.length === 0) return [];
  const made = await db.transaction(async (tx) => {
    const inserted = await tx.insert(videos).values(rows).returning({ id: videos.id });
    const read = await Promise.all(inserted.map((row) => findVideoForJob(tx, row.id)));
    return read.filter((row): row is VideoRow => row !== null);
  });
  for (const userId of new Set(made.map((row) => row.userId))) projectListChangedHere(userId);
  return made;
}

export async function findVideo(db: Database, userId: string, videoId: string): Promise<VideoRow | null> {
  const [row] = await selectVideos(db).where(and(eq(videos.userId, userId), eq(videos.id, videoId)));
  return row ? toVideoRow(row) : null;
}

/** A video just written, read back with its recording (a write's RETURNING holds its own table only). */
export const readBack = (db: Database, written: { id: string } | undefined): Promise<VideoRow | null> =>
  written ? findVideoForJob(db, written.id) : Promise.resolve(null);

/** For workers, which act on a job's video whoever owns it. */
export async function findVideoForJob(db: Database, videoId: string): Promise<VideoRow | null> {
  const [row] = await selectVideos(db).where(eq(videos.id, videoId));
  return row ? toVideoRow(row) : null;
}

export async function listProjectVideos(
  db: Database,
  userId: string,
  projectId: string,
): Promise<VideoRow[]> {
  const rows = await selectVideos(db)
    .where(and(eq(videos.userId, userId), eq(videos.projectId, projectId)))
    .orderBy(desc(videos.createdAt));
  return rows.map(toVideoRow);
}

export async function updateVideo(
  db: Database,
  videoId: string,
  changes: VideoChanges,
): Promise<VideoRow | null> {
  const { video, file } = splitChanges(changes);
  const updatedAt = new Date();
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(videos)
      .set({ ...video, updatedAt })
      .where(eq(videos.id, videoId))
      .returning({ id: videos.id });
    if (rows.length === 0) return null;
    if (Object.keys(file).length > 0)
      await tx
        .update(recordings)
        .set({ ...file, updatedAt })
        .where(eq(recordings.id, recordingOf(videoId)));
    return findVideoForJob(tx, videoId);
  });
}

/**
 * A clip's new ranges and the words that go with them, unless it is no longer at `baseVersion`,
 * a run is queued or running (it would overwrite the words) or it started rendering.
 */
export async function saveClipRanges(
  db: Database,
  video: Pick<VideoRow, 'id' | 'userId'>,
  change: { ranges: RecordingRanges; transcript: Transcript },
  baseVersion: number,
): Promise<VideoRow | null> {
  const [row] = await db
    .update(videos)
    .set({ ...change, editVersion: baseVersion + 1, updatedAt: new Date() })
    .where(
      and(
        eq(videos.userId, video.userId),
        eq(videos.id, video.id),
        eq(videos.editVersion, baseVersion),
        notInArray(videos.transcriptionStatus, ['queued', 'running']),
        ne(videos.status, 'rendering'),
      ),
    )
    .returning({ id: videos.id });
  return readBack(db, row);
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
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(videos)
      .set({ status: 'processing', error: null, updatedAt: new Date() })
      .where(and(eq(videos.id, videoId), eq(videos.status, 'uploading')))
      .returning({ id: videos.id });
    if (rows.length === 0) return null;
    await tx
      .update(recordings)
      .set({ sizeBytes })
      .where(eq(recordings.id, recordingOf(videoId)));
    return findVideoForJob(tx, videoId);
  });
}

/**
 * Ends the preparation of a video that cannot be used (refused, or its "videos.process" job failed
 * for good): the video becomes failed with the reason, and a transcription run under way on it is
 * ended too, so that its result cannot bring the video back. A video that has its preview proxy,
 * or is being rendered or was rendered, is left alone. False when nothing was left to end.
 */
export async function failVideoPreparation(db: Database, videoId: string, reason: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const failed = await markPreparationFailed(tx, videoId, reason);
    if (failed) await announceAboutVideo(tx, videoId, 'video.failed', { error: reason });
    return failed;
  });
}

async function markPreparationFailed(db: Database, videoId: string, reason: string): Promise<boolean> {
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
          and(
            inArray(videos.status, ['transcribing', 'ready']),
            sql`exists (select 1 from ${recordings} where ${recordings.id} = ${videos.recordingId} and ${isNull(recordings.proxyKey)})`,
          ),
        ),
      ),
    )
    .returning({ id: videos.id });
  return rows.length > 0;
}

/**
 * Deletes a video, and its recording when no other video is made of it; the row as it was, and
 * whether the recording (and so its files) went with it. The recording's row is locked meanwhile,
 * so that of two last videos deleted at once, one takes the recording.
 */
export async function deleteVideo(
  db: Database,
  userId: string,
  videoId: string,
): Promise<{ video: VideoRow; recordingGone: boolean } | null> {
  const deleted = await db.transaction(async (tx) => {
    const video = await findVideo(tx, userId, videoId);
    if (!video) return null;
    await tx
      .select({ id: recordings.id })
      .from(recordings)
      .where(eq(recordings.id, video.recordingId))
      .for('update');
    await tx.delete(videos).where(eq(videos.id, videoId));
    const [other] = await tx
      .select({ id: videos.id })
      .from(videos)
      .where(eq(videos.recordingId, video.recordingId))
      .limit(1);
    if (!other) await tx.delete(recordings).where(eq(recordings.id, video.recordingId));
    return { video, recordingGone: !other };
  });
  if (deleted) projectListChangedHere(userId);
  return deleted;
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
