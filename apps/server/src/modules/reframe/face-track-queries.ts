// A video's face track (migration 0009): the search's status and the faces it found, written by
// the face-track job and read whole. It is its recording's (migration 0014), so every clip of one
// recording shares one search. Status changes are conditional updates, so two requests or a
// request and a job never both start a search.
import type { FaceTrack } from '@captionist/contracts';
import { and, eq, or, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { recordings, videos } from '../../platform/db/schema';

const trackStatus = sql`coalesce(${recordings.faceTrack}->>'status', 'none')`;

/** The recording of the video (of this owner, when given). */
const recordingOfVideo = (videoId: string, userId?: string) =>
  eq(
    recordings.id,
    sql`(select ${videos.recordingId} from ${videos} where ${videos.id} = ${videoId}${
      userId === undefined ? sql`` : sql` and ${videos.userId} = ${userId}`
    })`,
  );
const inFlight = sql`${trackStatus} in ('queued', 'running')`;

export const noFaceTrack: FaceTrack = { status: 'none', samples: [], error: null };

/** Queues a search unless one is queued, running or done; true when this call queued it. */
export async function queueFaceTrack(db: Database, userId: string, videoId: string): Promise<boolean> {
  const rows = await db
    .update(recordings)
    .set({ faceTrack: { status: 'queued', samples: [], error: null } })
    .where(and(recordingOfVideo(videoId, userId), sql`${trackStatus} in ('none', 'failed')`))
    .returning({ id: recordings.id });
  return rows.length > 0;
}

/** Marks the search running, unless it is done already (a retried job after success). */
export async function startFaceTrack(db: Database, videoId: string): Promise<boolean> {
  const rows = await db
    .update(recordings)
    .set({ faceTrack: { status: 'running', samples: [], error: null } })
    .where(and(recordingOfVideo(videoId), or(inFlight, sql`${trackStatus} in ('none', 'failed')`)))
    .returning({ id: recordings.id });
  return rows.length > 0;
}

export async function saveFaceTrack(db: Database, videoId: string, track: FaceTrack): Promise<void> {
  await db.update(recordings).set({ faceTrack: track }).where(recordingOfVideo(videoId));
}

/** Ends a search that is still in flight as failed (the dead-letter queue's last word). */
export async function failStuckFaceTrack(db: Database, videoId: string, reason: string): Promise<boolean> {
  const rows = await db
    .update(recordings)
    .set({ faceTrack: { status: 'failed', samples: [], error: reason } })
    .where(and(recordingOfVideo(videoId), inFlight))
    .returning({ id: recordings.id });
  return rows.length > 0;
}
