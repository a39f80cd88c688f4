// The pieces of a run (platform/db/schema/transcription.ts). A piece is worked on only while its
// video's run is running; each change is conditional on that, so a deleted video, a failed run or
// a later run leaves the remaining piece jobs with nothing to do.
import type { TranscriptWord } from '@captionist/contracts';
import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { transcriptionPieces, videos } from '../../platform/db/schema';

export type PieceRow = typeof transcriptionPieces.$inferSelect;
export type NewPiece = Omit<
  typeof transcriptionPieces.$inferInsert,
  'doneMs' | 'attempts' | 'words' | 'language'
>;

export interface PieceRef {
  videoId: string;
  runId: string;
  index: number;
}

const runningVideo = (videoId: string) =>
  sql`exists (select 1 from ${videos} where ${videos.id} = ${videoId} and ${videos.transcriptionStatus} = 'running')`;

const samePiece = (ref: PieceRef) =>
  and(
    eq(transcriptionPieces.videoId, ref.videoId),
    eq(transcriptionPieces.runId, ref.runId),
    eq(transcriptionPieces.index, ref.index),
  );

/** All of one run's pieces at once: a run is pieced completely or not at all. */
export async function insertPieces(db: Database, pieces: NewPiece[]): Promise<void> {
  await db.insert(transcriptionPieces).values(pieces);
}

export async function findRunPieces(db: Database, videoId: string, runId: string): Promise<PieceRow[]> {
  return db
    .select()
    .from(transcriptionPieces)
    .where(and(eq(transcriptionPieces.videoId, videoId), eq(transcriptionPieces.runId, runId)))
    .orderBy(asc(transcriptionPieces.index));
}

/** Takes a piece for one attempt; null when it is recognised already or its run has ended. */
export async function startPiece(db: Database, ref: PieceRef): Promise<PieceRow | null> {
  const [row] = await db
    .update(transcriptionPieces)
    .set({ attempts: sql`${transcriptionPieces.attempts} + 1`, doneMs: 0 })
    .where(and(samePiece(ref), isNull(transcriptionPieces.words), runningVideo(ref.videoId)))
    .returning();
  return row ?? null;
}

/** Whether the piece is still to be heard for a running run (false once deleted, failed, replaced). */
export async function pieceStillWanted(db: Database, ref: PieceRef): Promise<boolean> {
  const [row] = await db
    .select({ index: transcriptionPieces.index })
    .from(transcriptionPieces)
    .where(and(samePiece(ref), isNull(transcriptionPieces.words), runningVideo(ref.videoId)));
  return row !== undefined;
}

/**
 * Records how much of the piece is recognised and shows the share of the whole run on the video.
 * False when the run has ended (the video deleted, the run failed): the piece's work is wasted.
 */
export async function setPieceProgress(db: Database, ref: PieceRef, doneMs: number): Promise<boolean> {
  const pieces = await db
    .update(transcriptionPieces)
    .set({ doneMs })
    .where(and(samePiece(ref), isNull(transcriptionPieces.words), runningVideo(ref.videoId)))
    .returning({ index: transcriptionPieces.index });
  if (pieces.length === 0) return false;
  await showRunProgress(db, ref);
  return true;
}

/** The video's progress is the share of the run's sound recognised, over all its pieces. */
export async function showRunProgress(db: Database, ref: Omit<PieceRef, 'index'>): Promise<void> {
  const run = and(eq(transcriptionPieces.videoId, ref.videoId), eq(transcriptionPieces.runId, ref.runId));
  const done = sql`(select least(99, floor(100.0 * sum(${transcriptionPieces.doneMs}) / greatest(1, sum(${transcriptionPieces.durationMs})))) from ${transcriptionPieces} where ${run})`;
  await db
    .update(videos)
    .set({ transcriptionProgress: done })
    .where(and(eq(videos.id, ref.videoId), eq(videos.transcriptionStatus, 'running')));
}

/**
 * Stores a piece's words. Returns the run's pieces when this was the last one to finish, for the
 * caller to join; the video row is locked meanwhile, so that of two pieces finishing at the same
 * moment on two workers exactly one sees the run complete.
 */
export async function finishPiece(
  db: Database,
  ref: PieceRef,
  recognition: { words: TranscriptWord[]; language: string },
): Promise<PieceRow[] | null> {
  return db.transaction(async (tx) => {
    await tx.select({ id: videos.id }).from(videos).where(eq(videos.id, ref.videoId)).for('update');
    const stored = await tx
      .update(transcriptionPieces)
      .set({
        words: recognition.words,
        language: recognition.language,
        doneMs: transcriptionPieces.durationMs,
      })
      .where(and(samePiece(ref), isNull(transcriptionPieces.words), runningVideo(ref.videoId)))
      .returning({ index: transcriptionPieces.index });
    if (stored.length === 0) return null;
    const pieces = await findRunPieces(tx, ref.videoId, ref.runId);
    return pieces.every((piece) => piece.words !== null) ? pieces : null;
  });
}

/** Forgets the video's pieces (of every run, or of every run but `keepRunId`); returns them for their files. */
export async function deletePieces(db: Database, videoId: string, keepRunId?: string): Promise<PieceRow[]> {
  return db
    .delete(transcriptionPieces)
    .where(
      and(
        eq(transcriptionPieces.videoId, videoId),
        keepRunId === undefined ? undefined : ne(transcriptionPieces.runId, keepRunId),
      ),
    )
    .returning();
}
