// Projects, always filtered by their owner: another user's project reads as missing.
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { preparedQuery } from '../../platform/db/prepared-query';
import { projects, videos } from '../../platform/db/schema';
import { projectListChangedHere } from './project-list-cache';

export type ProjectRow = typeof projects.$inferSelect & { videoCount: number; pictureKey: string | null };

const withVideoCount = {
  id: projects.id,
  userId: projects.userId,
  name: projects.name,
  createdAt: projects.createdAt,
  updatedAt: projects.updatedAt,
  videoCount: count(videos.id),
  // The newest video's picture that exists: its latest render's frame, else its poster.
  pictureKey: sql<string | null>`(
    select coalesce(pictured.thumbnail_key, recording.poster_key) from videos pictured
    join recordings recording on recording.id = pictured.recording_id
    where pictured.project_id = ${projects.id}
      and coalesce(pictured.thumbnail_key, recording.poster_key) is not null
    order by pictured.created_at desc limit 1
  )`,
};

// The dashboard's list: the first request of every visit.
const projectListQuery = preparedQuery((db) =>
  db
    .select(withVideoCount)
    .from(projects)
    .leftJoin(videos, eq(videos.projectId, projects.id))
    .where(eq(projects.userId, sql.placeholder('userId')))
    .groupBy(projects.id)
    .orderBy(desc(projects.updatedAt))
    .prepare('list_projects'),
);

export async function listProjects(db: Database, userId: string): Promise<ProjectRow[]> {
  return projectListQuery(db).execute({ userId });
}

export async function findProject(
  db: Database,
  userId: string,
  projectId: string,
): Promise<ProjectRow | null> {
  const [row] = await db
    .select(withVideoCount)
    .from(projects)
    .leftJoin(videos, eq(videos.projectId, projects.id))
    .where(and(eq(projects.userId, userId), eq(projects.id, projectId)))
    .groupBy(projects.id);
  return row ?? null;
}

export async function countProjects(db: Database, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(projects).where(eq(projects.userId, userId));
  return row?.n ?? 0;
}

export async function insertProject(db: Database, userId: string, name: string) {
  const [row] = await db.insert(projects).values({ userId, name }).returning();
  if (!row) throw new Error('insert into projects returned no row');
  projectListChangedHere(userId);
  return row;
}

export async function renameProject(
  db: Database,
  userId: string,
  projectId: string,
  name: string,
): Promise<boolean> {
  const rows = await db
    .update(projects)
    .set({ name, updatedAt: new Date() })
    .where(and(eq(projects.userId, userId), eq(projects.id, projectId)))
    .returning({ id: projects.id });
  if (rows.length > 0) projectListChangedHere(userId);
  return rows.length > 0;
}

export async function deleteProject(db: Database, userId: string, projectId: string): Promise<boolean> {
  const rows = await db
    .delete(projects)
    .where(and(eq(projects.userId, userId), eq(projects.id, projectId)))
    .returning({ id: projects.id });
  if (rows.length > 0) projectListChangedHere(userId);
  return rows.length > 0;
}
