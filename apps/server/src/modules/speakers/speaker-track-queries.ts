// A recording's speaker analysis (recordings.speaker_track, migration 0019), and the words of its
// videos labelled with it (announced to webhooks as `speakers.found`). Status changes are
// conditional updates, as for the face track: two requests, or a request and a job, never both
// start an analysis.
import { wordsWithSpeakers } from '@captionist/captions';
import {
  type SpeakerTrack,
  type SpeakerTrackStatus,
  speakerTrackSchema,
  speakerTrackStatuses,
  type Transcript,
} from '@captionist/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { recordings, videos } from '../../platform/db/schema';
import { parseColumn } from '../../platform/db/schema/json-columns';
import { findVideoForJob, recordingOfVideo } from '../videos/video-queries';
import { announceAboutVideo } from '../webhooks/webhook-outbox';
import { videoSpeakers } from './video-speakers';

const trackStatus = sql`coalesce(${recordings.speakerTrack}->>'status', 'none')`;
const inFlight = sql`${trackStatus} in ('queued', 'running')`;

/** The track with a new status, progress and error; what an earlier analysis found stays until replaced. */
const withStatus = (status: SpeakerTrack['status'], error: string | null, progress = 0) =>
  sql`coalesce(${recordings.speakerTrack}, '{}'::jsonb) || ${JSON.stringify({ status, error, progress })}::jsonb`;

/** Queues an analysis unless one is queued or running; true when this call queued it. */
export async function queueSpeakerTrack(db: Database, videoId: string, userId?: string): Promise<boolean> {
  const rows = await db
    .update(recordings)
    .set({ speakerTrack: withStatus('queued', null) })
    .where(and(recordingOfVideo(videoId, userId), sql`not ${inFlight}`))
    .returning({ id: recordings.id });
  return rows.length > 0;
}

/** Marks the analysis running, unless it is done already (a retried job after success). */
export async function startSpeakerTrack(db: Database, videoId: string): Promise<boolean> {
  const rows = await db
    .update(recordings)
    .set({ speakerTrack: withStatus('running', null) })
    .where(and(recordingOfVideo(videoId), sql`${trackStatus} <> 'done'`))
    .returning({ id: recordings.id });
  return rows.length > 0;
}

export async function setSpeakerProgress(db: Database, videoId: string, progress: number): Promise<void> {
  await db
    .update(recordings)
    .set({ speakerTrack: withStatus('running', null, progress) })
    .where(and(recordingOfVideo(videoId), sql`${trackStatus} = 'running'`));
}

/**
 * Stores a finished analysis and gives its speakers to the words of every video of the recording
 * that do not have one yet (a speaker the person chose stays), in one transaction, which also
 * announces `speakers.found` for each of those videos.
 */
export async function finishSpeakerTrack(
  db: Database,
  videoId: string,
  found: Omit<SpeakerTrack, 'status' | 'progress' | 'error'>,
): Promise<void> {
  const track: SpeakerTrack = { ...found, status: 'done', progress: 100, error: null };
  await db.transaction(async (tx) => {
    const [recording] = await tx
      .update(recordings)
      .set({ speakerTrack: track })
      .where(and(recordingOfVideo(videoId), sql`${trackStatus} = 'running'`))
      .returning({ id: recordings.id });
    if (!recording) return;
    const madeOf = await tx
      .select({ id: videos.id, transcript: videos.transcript })
      .from(videos)
      .where(eq(videos.recordingId, recording.id))
      .for('update');
    for (const video of madeOf) {
      const transcript = video.transcript as Transcript | null;
      if (!transcript || transcript.words.length === 0) continue;
      await tx
        .update(videos)
        .set({ transcript: { ...transcript, words: wordsWithSpeakers(transcript.words, track.turns) } })
        .where(eq(videos.id, video.id));
    }
    for (const { id } of madeOf) await announceSpeakersFound(tx, id);
  });
}

/** The video's speakers as GET /speakers lists them, read after its words took theirs. */
async function announceSpeakersFound(tx: Database, videoId: string): Promise<void> {
  const video = await findVideoForJob(tx, videoId);
  if (!video) return;
  const speakers = videoSpeakers(video).speakers.map(({ id, name, on_screen, speaking_ms }) => ({
    id,
    name,
    on_screen,
    speaking_ms,
  }));
  await announceAboutVideo(tx, videoId, 'speakers.found', { speakers });
}

/** Ends the analysis as failed with a reason; what an earlier one found stays. */
export async function failSpeakerTrack(db: Database, videoId: string, reason: string): Promise<void> {
  await db
    .update(recordings)
    .set({ speakerTrack: withStatus('failed', reason) })
    .where(recordingOfVideo(videoId));
}

/** Ends an analysis still in flight as failed (the dead-letter queue's last word). */
export async function failStuckSpeakerTrack(db: Database, videoId: string, reason: string): Promise<boolean> {
  const rows = await db
    .update(recordings)
    .set({ speakerTrack: withStatus('failed', reason) })
    .where(and(recordingOfVideo(videoId), inFlight))
    .returning({ id: recordings.id });
  return rows.length > 0;
}

/** The finished analysis of a recording, for labelling words written later (a new transcript, an edit). */
export async function finishedSpeakerTrack(db: Database, recordingId: string): Promise<SpeakerTrack | null> {
  const [row] = await db
    .select({ track: recordings.speakerTrack })
    .from(recordings)
    .where(eq(recordings.id, recordingId));
  const track = parseColumn(speakerTrackSchema, row?.track ?? null);
  return track?.status === 'done' ? track : null;
}

/** Where a recording's analysis stands, without its turns and faces: cheap to read again and again. */
export async function speakerTrackStatus(db: Database, recordingId: string): Promise<SpeakerTrackStatus> {
  const [row] = await db
    .select({ status: sql<string>`${trackStatus}` })
    .from(recordings)
    .where(eq(recordings.id, recordingId));
  return speakerTrackStatuses.find((status) => status === row?.status) ?? 'none';
}
