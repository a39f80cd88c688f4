// A video's face track (migration 0009): the search's status and the faces it found, written by
// the face-track job and the render. It is its recording's (migration 0014), so every clip of one
// recording shares it, and each search adds the parts it covered (face-track-coverage.ts): a
// status change keeps the faces already found. Status changes are conditional updates, so two
// requests or a request and a job never both start a search.
import type { TimeRange } from '@captionist/captions';
import type { FaceTrack } from '@captionist/contracts';
import { and, eq, or, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { recordings } from '../../platform/db/schema';
import { storedFaceTrackSchema } from '../../platform/db/schema/json-columns';
import { recordingOfVideo } from '../videos/video-queries';
import { mergedFaceTrack } from './face-track-coverage';

const trackStatus = sql`coalesce(${recordings.faceTrack}->>'status', 'none')`;

const inFlight = sql`${trackStatus} in ('queued', 'running')`;

/** The track with a new status and error, its faces and searched parts kept. */
const withStatus = (status: FaceTrack['status'], error: string | null) =>
  sql`coalesce(${recordings.faceTrack}, '{"samples": []}'::jsonb) || ${JSON.stringify({ status, error })}::jsonb`;

/** Queues a search unless one is queued or running; true when this call queued it. */
export async function queueFaceTrack(db: Database, userId: string, videoId: string): Promise<boolean> {
  const rows = await db
    .update(recordings)
    .set({ faceTrack: withStatus('queued', null) })
    .where(and(recordingOfVideo(videoId, userId), sql`not ${inFlight}`))
    .returning({ id: recordings.id });
  return rows.length > 0;
}

/** Marks the search running, unless it is done already (a retried job after success). */
export async function startFaceTrack(db: Database, videoId: string): Promise<boolean> {
  const rows = await db
    .update(recordings)
    .set({ faceTrack: withStatus('running', null) })
    .where(and(recordingOfVideo(videoId), or(inFlight, sql`${trackStatus} in ('none', 'failed')`)))
    .returning({ id: recordings.id });
  return rows.length > 0;
}

/** Adds a finished search of `ranges` (recording time) to the track of the video's recording. */
export async function addFaceSearch(
  db: Database,
  videoId: string,
  ranges: readonly TimeRange[],
  samples: FaceTrack['samples'],
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: recordings.id, faceTrack: recordings.faceTrack, durationMs: recordings.durationMs })
      .from(recordings)
      .where(recordingOfVideo(videoId))
      .for('update');
    if (!row) return;
    const track = row.faceTrack ? storedFaceTrackSchema.parse(row.faceTrack) : null;
    const merged = mergedFaceTrack(track, row.durationMs ?? 0, ranges, samples);
    await tx.update(recordings).set({ faceTrack: merged }).where(eq(recordings.id, row.id));
  });
}

/** Ends the search as failed with a reason; the faces found before stay. */
export async function failFaceTrack(db: Database, videoId: string, reason: string): Promise<void> {
  await db
    .update(recordings)
    .set({ faceTrack: withStatus('failed', reason) })
    .where(recordingOfVideo(videoId));
}

/** Ends a search that is still in flight as failed (the dead-letter queue's last word). */
export async function failStuckFaceTrack(db: Database, videoId: string, reason: string): Promise<boolean> {
  const rows = await db
    .update(recordings)
    .set({ faceTrack: withStatus('failed', reason) })
    .where(and(recordingOfVideo(videoId), inFlight))
    .returning({ id: recordings.id });
  return rows.length > 0;
}
