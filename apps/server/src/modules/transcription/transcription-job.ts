// The "videos.transcribe" and "videos.align" jobs: extract the sound, run the speech engine with
// its progress written to the video row, and store the transcript (or, for long sound, queue its
// pieces: piece-runs.ts). A crash is retried by the queue; a permanent failure, or the last
// attempt, ends the run as failed with a human reason.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Transcript, TranscriptEngine } from '@captionist/contracts';
import type { AppContext } from '../../app-context';
import { soundMap } from '../../platform/media/probe-media';
import { ToolError } from '../../platform/media/run-tool';
import type { Job } from '../../platform/queue/job-queue';
import { finalFailureReason, PermanentJobError } from '../../platform/queue/permanent-job-error';
import { SpeakerService } from '../speakers/speaker-service';
import type { VideoRow } from '../videos/video-queries';
import { extractAudio } from './engines/extract-audio';
import { queuePieces, transcribedInPieces } from './piece-runs';
import { throttledProgress } from './throttled-progress';
import type { Recognition, TranscribeOptions } from './transcriber';
import { adviseOperator, noteFor } from './transcript-note';
import { transcriptionErrors, transcriptNotes } from './transcription-messages';
import {
  failTranscriptionRun,
  finishTranscriptionRun,
  setTranscriptionProgress,
  startTranscriptionRun,
} from './transcription-queries';

/** What a run asks of an engine: free recognition, or alignment of a script already bound in. */
export interface SpeechEngine {
  engine: TranscriptEngine;
  recognise(wavPath: string, options: TranscribeOptions): Promise<Recognition>;
  /** Free recognition can run piece by piece; an alignment needs the whole script at once. */
  inPieces?: boolean;
}

export async function runTranscriptionJob(
  context: AppContext,
  job: Job<{ videoId: string }>,
  speech: SpeechEngine,
): Promise<void> {
  const { db } = context.database;
  const video = await startTranscriptionRun(db, job.data.videoId);
  // Deleted meanwhile, or its run already ended (an edit saved, an earlier attempt finished).
  if (!video) return;
  try {
    const transcript = await transcribe(context, video, speech, job);
    // Null: the pieces are queued, and the last of them to finish stores the transcript.
    if (transcript) {
      await finishTranscriptionRun(db, video.id, transcript);
      adviseOperator(context.logger, video.id, transcript, video.language);
      await new SpeakerService(context).afterTranscription(video.id);
    }
  } catch (err) {
    const reason = finalFailureReason(err, job, transcriptionErrors.keptFailing);
    if (reason === null) throw err;
    context.logger.warn({ err, videoId: video.id, jobId: job.id }, 'transcription failed');
    await failTranscriptionRun(db, video.id, reason);
  }
}

async function transcribe(
  context: AppContext,
  video: VideoRow,
  speech: SpeechEngine,
  { id: runId, signal }: Job<unknown>,
): Promise<Transcript | null> {
  if (video.hasAudio === 'no')
    return { language: 'und', engine: speech.engine, words: [], note: transcriptNotes.noSound };
  const progress = throttledProgress((percent) =>
    setTranscriptionProgress(context.database.db, video.id, percent).catch((err) =>
      context.logger.warn({ err, videoId: video.id }, 'transcription progress not written'),
    ),
  );
  const workDir = await mkdtemp(path.join(os.tmpdir(), 'captionist-transcribe-'));
  try {
    const wavPath = path.join(workDir, 'audio.wav');
    await context.storage.withLocalFile(video.storageKey, (source) =>
      extractSound(source, wavPath, soundMap(video.probe), signal),
    );
    if (speech.inPieces && transcribedInPieces(context.config, video)) {
      await queuePieces(context, video, runId, wavPath);
      return null;
    }
    const recognition = await speech.recognise(wavPath, {
      onProgress: progress.report,
      signal,
      language: video.language,
      ...(video.durationMs ? { durationMs: video.durationMs } : {}),
    });
    await progress.settled();
    return {
      // What the engine heard, whatever was asked for.
      language: recognition.language,
      engine: speech.engine,
      words: recognition.words,
      note: noteFor(speech.engine, recognition, video.language),
    };
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}

/** The video's sound as the engines read it; a sound track ffmpeg refuses fails for good. */
export async function extractSound(source: string, wavPath: string, sound: string, signal: AbortSignal) {
  try {
    await extractAudio(source, wavPath, signal, sound);
  } catch (err) {
    // ffmpeg refusing the sound track will refuse it on every attempt.
    if (err instanceof ToolError && !signal.aborted)
      throw new PermanentJobError(transcriptionErrors.unreadableSound, { cause: err });
    throw err;
  }
}
