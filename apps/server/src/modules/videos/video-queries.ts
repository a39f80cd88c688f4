// Videos, filtered by owner on every user-facing query (another user's video reads as missing).
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { videos } from '../../platform/db/schema';

export type VideoRow = typeof videos.$inferSelect;
export type VideoChanges = Partial<Omit<typeof videos.$inferInsert, 'id' | 'userId' | 'projectId'>>;

export async function insertVideo(db: Database, values: typeof videos.$inferInsert): Promise<VideoRow> {
  const [row] = await db.insert(videos).values(values).returning();
  if (!row) throw new Error('insert into videos returned no row');
  return row;
}

export async function findVideo(db: Database, userId: string, videoId: string): Promise<VideoRow | null> {
  const [row] = await db
    .select()
    .from(videos)
    .where(and(eq(videos.userId, userId), eq(videos.id, videoId)));
  return row ?? null;
}

/** For workers, which act on a job's video whoever owns it. */
export async function findVideoForJob(db: Database, videoId: string): Promise<VideoRow | null> {
  const [row] = await db.select().from(videos).where(eq(videos.id, videoId));
  return row ?? null;
}

export async function listProjectVideos(
  db: Database,
  userId: string,
  projectId: string,
): Promise<VideoRow[]> {
  return db
    .select()
    .from(videos)
    .where(and(eq(videos.userId, userId), eq(videos.projectId, projectId)))
    .orderBy(desc(videos.createdAt));
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
  return row ?? null;
}

export async function deleteVideo(db: Database, userId: string, videoId: string): Promise<VideoRow | null> {
  const [row] = await db
    .delete(videos)
    .where(and(eq(videos.userId, userId), eq(videos.id, videoId)))
    .returning();
  return row ?? null;
}
