// The transcription columns of videos. Each change is conditional on the state it leaves, so a
// job and a user request racing each other cannot both win.
import { wordsWithin, wordsWithSpeakers } from '@captionist/captions';
import { speakerTrackSchema, type Transcript, type TranscriptionLanguage } from '@captionist/contracts';
import { and, eq, inArray, isNotNull, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { recordings, videos } from '../../platform/db/schema';
import { parseColumn } from '../../platform/db/schema/json-columns';
import { readBack, type VideoRow } from '../videos/video-queries';
import { timeRangesOf } from '../videos/video-ranges';
import { announceAboutVideo } from '../webhooks/webhook-outbox';

const inFlight: ('queued' | 'running')[] = ['queued', 'running'];
// Before the probe there is no sound to read; during a render the status belongs to the render.
const notTranscribable: VideoRow['status'][] = ['uploading', 'processing', 'rendering'];

/**
 * Queues a new run for the owner's video unless one is queued or running, the video has not
 * been probed, or it is rendering. The video shows as transcribing until the run ends; a
 * language given is stored with it, for the job to read. An earlier transcript stays until the
 * new one replaces it (a failed run keeps it).
 */
export async function queueTranscriptionRun(
  db: Database,
  userId: string,
  videoId: string,
  language?: TranscriptionLanguage,
): Promise<VideoRow | null> {
  const [row] = await db
    .update(videos)
    .set({
      ...(language ? { language } : {}),
      status: 'transcribing',
      error: null,
      transcriptionStatus: 'queued',
      transcriptionProgress: 0,
      transcriptionError: null,
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(videos.userId, userId),
        eq(videos.id, videoId),
        notInArray(videos.transcriptionStatus, inFlight),
        notInArray(videos.status, notTranscribable),
        sql`exists (select 1 from ${recordings} where ${recordings.id} = ${videos.recordingId} and ${isNotNull(recordings.durationMs)})`,
      ),
    )
    .returning({ id: videos.id });
  return readBack(db, row);
}

/** A job takes its queued run (or a run an earlier attempt left running). */
export async function startTranscriptionRun(db: Database, videoId: string): Promise<VideoRow | null> {
  const [row] = await db
    .update(videos)
    .set({ transcriptionStatus: 'running', transcriptionProgress: 0, updatedAt: new Date() })
    .where(and(eq(videos.id, videoId), inArray(videos.transcriptionStatus, inFlight)))
    .returning({ id: videos.id });
  return readBack(db, row);
}

export async function setTranscriptionProgress(db: Database, videoId: string, progress: number) {
  await db
    .update(videos)
    .set({ transcriptionProgress: progress })
    .where(and(eq(videos.id, videoId), eq(videos.transcriptionStatus, 'running')));
}

/**
 * A clip (a video of ranges of its recording) keeps the words of its ranges; the recording keeps
 * all the run heard, for its clips' edges to move past their own words.
 */
export async function finishTranscriptionRun(db: Database, videoId: string, transcript: Transcript) {
  const [video] = await db
    .select({ ranges: videos.ranges, speakerTrack: recordings.speakerTrack })
    .from(videos)
    .innerJoin(recordings, eq(recordings.id, videos.recordingId))
    .where(eq(videos.id, videoId));
  // New words of a recording whose speakers are known take them at once (docs/speakers.md).
  const track = parseColumn(speakerTrackSchema, video?.speakerTrack ?? null);
  const heard = wordsWithin(transcript.words, timeRangesOf(video?.ranges));
  const words = track?.status === 'done' ? wordsWithSpeakers(heard, track.turns) : heard;
  await db.transaction(async (tx) => {
    const [finished] = await tx
      .update(videos)
      .set({
        status: 'ready',
        error: null,
        transcript: { ...transcript, words },
        transcriptionStatus: 'done',
        transcriptionProgress: 100,
        transcriptionError: null,
        updatedAt: new Date(),
      })
      .where(and(eq(videos.id, videoId), eq(videos.transcriptionStatus, 'running')))
      .returning({ recordingId: videos.recordingId });
    if (!finished) return;
    await tx
      .update(recordings)
      .set({ machineTranscript: transcript })
      .where(eq(recordings.id, finished.recordingId));
    await announceAboutVideo(tx, videoId, 'transcript.done', {
      language: transcript.language,
      word_count: words.length,
    });
  });
}

/** The video shows the reason on the project page; an earlier transcript is kept. */
export async function failTranscriptionRun(db: Database, videoId: string, reason: string) {
  await db
    .update(videos)
    .set(failedRun(reason))
    .where(and(eq(videos.id, videoId), eq(videos.transcriptionStatus, 'running')));
}

const failedRun = (reason: string) => ({
  status: 'failed' as const,
  error: reason,
  transcriptionStatus: 'failed' as const,
  transcriptionError: reason,
  updatedAt: new Date(),
});

/**
 * Ends a run whose job failed for good (dead-lettered: its worker died or it expired on its last
 * attempt), whether or not that attempt got to start it. False when the run had already ended.
 */
export async function failStuckTranscriptionRun(db: Database, videoId: string, reason: string) {
  const rows = await db
    .update(videos)
    .set(failedRun(reason))
    .where(and(eq(videos.id, videoId), inArray(videos.transcriptionStatus, inFlight)))
    .returning({ id: videos.id });
  return rows.length > 0;
}

/**
 * Stores the owner's edited transcript unless a run is queued or running (it would overwrite
 * the edit) or the video is no longer at `baseVersion`, and moves it to the next edit version.
 * A video that failed transcription becomes ready; a rendered one stays rendered.
 */
export async function saveEditedTranscript(
  db: Database,
  video: VideoRow,
  transcript: Transcript,
  baseVersion: number,
): Promise<VideoRow | null> {
  const [row] = await db
    .update(videos)
    .set({
      ...(video.status === 'failed' || video.status === 'transcribing' ? { status: 'ready' as const } : {}),
      ...(video.status === 'failed' ? { error: null } : {}),
      transcript,
      transcriptionStatus: 'done',
      transcriptionProgress: 100,
      transcriptionError: null,
      editVersion: baseVersion + 1,
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(videos.userId, video.userId),
        eq(videos.id, video.id),
        eq(videos.status, video.status),
        eq(videos.editVersion, baseVersion),
        notInArray(videos.transcriptionStatus, inFlight),
      ),
    )
    .returning({ id: videos.id });
  return readBack(db, row);
}
