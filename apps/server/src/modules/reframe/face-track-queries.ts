// A video's face track (migration 0009): the search's status and the faces it found, written by
// the face-track job and read whole. Status changes are conditional updates, so two requests
// or a request and a job never both start a search.
import type { FaceTrack } from '@captionist/contracts';
import { and, eq, or, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { videos } from '../../platform/db/schema';

const trackStatus = sql`coalesce(${videos.faceTrack}->>'status', 'none')`;
const inFlight = sql`${trackStatus} in ('queued', 'running')`;

export const noFaceTrack: FaceTrack = { status: 'none', samples: [], error: null };

/** Queues a search unless one is queued, running or done; true when this call queued it. */
export async function queueFaceTrack(db: Database, userId: string, videoId: string): Promise<boolean> {
  const rows = await db
    .update(videos)
    .set({ faceTrack: { status: 'queued', samples: [], error: null } })
    .where(and(eq(videos.userId, userId), eq(videos.id, videoId), sql`${trackStatus} in ('none', 'failed')`))
    .returning({ id: videos.id });
  return rows.length > 0;
}

/** Marks the search running, unless it is done already (a retried job after success). */
export async function startFaceTrack(db: Database, videoId: string): Promise<boolean> {
  const rows = await db
    .update(videos)
    .set({ faceTrack: { status: 'running', samples: [], error: null } })
    .where(and(eq(videos.id, videoId), or(inFlight, sql`${trackStatus} in ('none', 'failed')`)))
    .returning({ id: videos.id });
  return rows.length > 0;
}

export async function saveFaceTrack(db: Database, videoId: string, track: FaceTrack): Promise<void> {
  await db.update(videos).set({ faceTrack: track }).where(eq(videos.id, videoId));
}

/** Ends a search that is still in flight as failed (the dead-letter queue's last word). */
export async function failStuckFaceTrack(db: Database, videoId: string, reason: string): Promise<boolean> {
  const rows = await db
    .update(videos)
    .set({ faceTrack: { status: 'failed', samples: [], error: reason } })
    .where(and(eq(videos.id, videoId), inFlight))
    .returning({ id: videos.id });
  return rows.length > 0;
}
