// A long recording transcribed in pieces, each a "videos.transcribe-piece" job: every worker
// process helps, and a dying worker loses one piece, which the queue retries alone. The transcribe
// job cuts the sound at quiet points (with an overlap) and queues the pieces; the piece that
// finishes last, on whichever worker, joins every piece's words and stores the transcript.
import { createReadStream } from 'node:fs';
import path from 'node:path';
import type { Transcript, TranscriptEngine } from '@captionist/contracts';
import type { AppContext } from '../../app-context';
import type { Config } from '../../platform/config';
import type { Job } from '../../platform/queue/job-queue';
import { finalFailureReason } from '../../platform/queue/permanent-job-error';
import { videoStoragePrefix } from '../projects/project-storage';
import { SpeakerService } from '../speakers/speaker-service';
import type { VideoRow } from '../videos/video-queries';
import { stitchChunks } from './engines/stitch-chunks';
import { splitWav } from './engines/wav-chunks';
import {
  deletePieces,
  findRunPieces,
  finishPiece,
  insertPieces,
  type PieceRow,
  pieceStillWanted,
  setPieceProgress,
  showRunProgress,
  startPiece,
} from './piece-queries';
import { throttledProgress } from './throttled-progress';
import { adviseOperator, noteFor } from './transcript-note';
import type { SpeechEngine } from './transcription-job';
import { transcriptionErrors } from './transcription-messages';
import { failTranscriptionRun, finishTranscriptionRun } from './transcription-queries';

/** Sound shared by neighbouring pieces: a word cut at a seam is heard whole on one side. */
const PIECE_OVERLAP_MS = 2000;

export interface PieceJob {
  videoId: string;
  /** The transcribe job's id: pieces of an earlier run of the same video are not this run's. */
  runId: string;
  index: number;
  /** The video's language when the run started: a code, or "auto". */
  language: string;
}

type PieceSettings = Pick<Config, 'TRANSCRIPTION_PIECES_FROM_SECONDS' | 'TRANSCRIPTION_PIECE_SECONDS'>;

/** How the sound is cut: pieces of about TRANSCRIPTION_PIECE_SECONDS, each overlapping its neighbours. */
export const pieceLimits = (config: PieceSettings) => ({
  maxMs: config.TRANSCRIPTION_PIECE_SECONDS * 1000,
  overlapMs: PIECE_OVERLAP_MS,
});

export const transcribedInPieces = (config: PieceSettings, video: VideoRow) =>
  (video.durationMs ?? 0) > config.TRANSCRIPTION_PIECES_FROM_SECONDS * 1000;

/**
 * Stores the pieces of `wavPath` where every worker can read them and queues a job for each. A
 * retried transcribe job finds its pieces stored already and queues again those not yet heard
 * (a piece job that finds its piece heard does nothing).
 */
export async function queuePieces(context: AppContext, video: VideoRow, runId: string, wavPath: string) {
  const { db } = context.database;
  await forgetPieces(context, video.id, runId);
  let pieces = await findRunPieces(db, video.id, runId);
  if (pieces.length === 0) {
    const chunks = await splitWav(wavPath, path.dirname(wavPath), pieceLimits(context.config));
    const folder = `${videoStoragePrefix(video.userId, video.projectId, video.id)}/transcription-pieces/${runId}`;
    const stored = [];
    for (const [index, chunk] of chunks.entries()) {
      const storageKey = `${folder}/piece-${String(index).padStart(4, '0')}.wav`;
      await context.storage.put(storageKey, createReadStream(chunk.path), { contentType: 'audio/wav' });
      const { offsetMs, durationMs } = chunk;
      stored.push({
        videoId: video.id,
        runId,
        index,
        storageKey,
        offsetMs,
        durationMs,
        keepFromMs: chunk.keepFromMs ?? 0,
      });
    }
    await insertPieces(db, stored);
    pieces = await findRunPieces(db, video.id, runId);
  }
  for (const piece of pieces.filter((p) => p.words === null)) {
    const job: PieceJob = { videoId: video.id, runId, index: piece.index, language: video.language };
    await context.queue.send('videos.transcribe-piece', job);
  }
}

export async function runPieceJob(context: AppContext, job: Job<PieceJob>, speech: SpeechEngine) {
  const { db } = context.database;
  const { videoId, language } = job.data;
  const piece = await startPiece(db, job.data);
  // Heard already (a duplicate job), or the run ended: deleted, failed, replaced.
  if (!piece) return;
  const runEnded = new AbortController();
  const progress = throttledProgress(async (percent) => {
    const running = await setPieceProgress(
      db,
      job.data,
      Math.round((piece.durationMs * percent) / 100),
    ).catch((err) => context.logger.warn({ err, videoId }, 'transcription progress not written'));
    if (running === false) runEnded.abort();
  });
  try {
    const recognition = await context.storage.withLocalFile(piece.storageKey, (wavPath) =>
      speech.recognise(wavPath, {
        onProgress: progress.report,
        signal: AbortSignal.any([job.signal, runEnded.signal]),
        language,
        durationMs: piece.durationMs,
      }),
    );
    await progress.settled();
    const pieces = await finishPiece(db, job.data, recognition);
    if (!pieces) return await showRunProgress(db, job.data);
    const transcript = joinPieces(pieces, speech.engine, language);
    await finishTranscriptionRun(db, videoId, transcript);
    adviseOperator(context.logger, videoId, transcript, language);
    await new SpeakerService(context).afterTranscription(videoId);
    await forgetPieces(context, videoId);
  } catch (err) {
    // The run ended meanwhile (its files may be gone with the video): nothing to retry or fail.
    if (runEnded.signal.aborted || !(await pieceStillWanted(db, job.data))) return;
    const reason = finalFailureReason(err, job, transcriptionErrors.keptFailing);
    if (reason === null) throw err;
    context.logger.warn({ err, videoId, jobId: job.id, piece: piece.index }, 'transcription failed');
    await failTranscriptionRun(db, videoId, reason);
    await forgetPieces(context, videoId);
  }
}

/** The transcript of a run whose pieces are all heard, on one time line, each seam's words once. */
export function joinPieces(pieces: PieceRow[], engine: TranscriptEngine, asked: string): Transcript {
  const { words } = stitchChunks(
    pieces.map((piece) => ({
      offsetMs: piece.offsetMs,
      keepFromMs: piece.keepFromMs,
      recognition: { language: piece.language ?? '', words: piece.words ?? [] },
    })),
  );
  // A piece in which nobody speaks cannot tell the language; the others can.
  const language = pieces.find((piece) => piece.language && piece.language !== 'und')?.language ?? 'und';
  return { language, engine, words, note: noteFor(engine, { language, words }, asked) };
}

/** Deletes the video's pieces and their files (of every run, or of every run but `keepRunId`). */
export async function forgetPieces(context: AppContext, videoId: string, keepRunId?: string) {
  const pieces = await deletePieces(context.database.db, videoId, keepRunId);
  await Promise.all(pieces.map((piece) => context.storage.delete(piece.storageKey)));
}
