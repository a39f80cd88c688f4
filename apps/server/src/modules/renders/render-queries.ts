// The renders table and the video status it drives. Every change is conditional on the state it
// leaves (queued/running), so a job, a retry and a cancel racing each other cannot all win.
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { renders, videos } from '../../platform/db/schema';
import { type RenderInput, renderInputSchema } from '../../platform/db/schema/json-columns';
import { announceAboutVideo } from '../webhooks/webhook-outbox';

export type RenderRow = typeof renders.$inferSelect;

/** Every render read is checked here once: its input is what the job will draw. */
const toRenderRow = (row: RenderRow): RenderRow => ({ ...row, input: renderInputSchema.parse(row.input) });
const inFlight: ('queued' | 'running')[] = ['queued', 'running'];

/**
 * A new render, and its video marked rendering; null when a render with the same request id
 * exists (the unique index decides, even for requests that raced each other).
 */
export async function insertRender(
  db: Database,
  values: { userId: string; videoId: string; requestId: string | null; input: RenderInput },
): Promise<RenderRow | null> {
  const [row] = await db
    .insert(renders)
    .values(values)
    .onConflictDoNothing({ target: [renders.userId, renders.videoId, renders.requestId] })
    .returning();
  if (!row) return null;
  await db
    .update(videos)
    .set({ status: 'rendering', error: null, updatedAt: new Date() })
    .where(eq(videos.id, values.videoId));
  return toRenderRow(row);
}

export async function findLatestRender(
  db: Database,
  userId: string,
  videoId: string,
): Promise<RenderRow | null> {
  const [row] = await db
    .select()
    .from(renders)
    .where(and(eq(renders.userId, userId), eq(renders.videoId, videoId)))
    .orderBy(desc(renders.createdAt))
    .limit(1);
  return row ? toRenderRow(row) : null;
}

export async function findLatestFinishedRender(
  db: Database,
  userId: string,
  videoId: string,
): Promise<RenderRow | null> {
  const [row] = await db
    .select()
    .from(renders)
    .where(and(eq(renders.userId, userId), eq(renders.videoId, videoId), eq(renders.status, 'done')))
    .orderBy(desc(renders.finishedAt))
    .limit(1);
  return row ? toRenderRow(row) : null;
}

export async function findRenderByRequestId(
  db: Database,
  userId: string,
  videoId: string,
  requestId: string,
): Promise<RenderRow | null> {
  const [row] = await db
    .select()
    .from(renders)
    .where(and(eq(renders.userId, userId), eq(renders.videoId, videoId), eq(renders.requestId, requestId)));
  return row ? toRenderRow(row) : null;
}

export async function findRenderForJob(db: Database, renderId: string): Promise<RenderRow | null> {
  const [row] = await db.select().from(renders).where(eq(renders.id, renderId));
  return row ? toRenderRow(row) : null;
}

/** A job takes its queued render, or one an earlier attempt left running (that worker died). */
export async function startRender(db: Database, renderId: string): Promise<RenderRow | null> {
  const [row] = await db
    .update(renders)
    .set({ status: 'running', progress: 0, etaSeconds: null })
    .where(and(eq(renders.id, renderId), inArray(renders.status, inFlight)))
    .returning();
  return row ? toRenderRow(row) : null;
}

/** Writes progress; false when the render is no longer running (cancelled meanwhile). */
export async function setRenderProgress(
  db: Database,
  renderId: string,
  progress: number,
  etaSeconds: number | null,
): Promise<boolean> {
  const rows = await db
    .update(renders)
    .set({ progress, etaSeconds })
    .where(and(eq(renders.id, renderId), eq(renders.status, 'running')))
    .returning({ id: renders.id });
  return rows.length > 0;
}

/**
 * The output is stored before this runs, so a finished render always has its whole file; its
 * render.done webhooks carry `download`, a signed link to it (docs/webhooks.md).
 */
export async function finishRender(
  db: Database,
  render: RenderRow,
  outputKey: string,
  thumbnailKey: string | null,
  download: { url: string; expiresAt: Date },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const finishedAt = new Date();
    const rows = await tx
      .update(renders)
      .set({ status: 'done', progress: 100, etaSeconds: 0, outputKey, finishedAt })
      .where(and(eq(renders.id, render.id), eq(renders.status, 'running')))
      .returning({ id: renders.id });
    if (rows.length === 0) return false;
    await announceAboutVideo(tx, render.videoId, 'render.done', {
      render_id: render.id,
      finished_at: finishedAt.toISOString(),
      download_url: download.url,
      download_expires_at: download.expiresAt.toISOString(),
    });
    await tx
      .update(videos)
      .set({
        status: 'rendered',
        error: null,
        updatedAt: new Date(),
        ...(thumbnailKey ? { thumbnailKey } : {}),
      })
      .where(and(eq(videos.id, render.videoId), eq(videos.status, 'rendering')));
    return true;
  });
}

/**
 * Ends an unfinished render as failed or cancelled (false when it had already ended); the video
 * goes back to what it was before: rendered when an earlier render exists, else ready.
 */
export async function endRender(
  db: Database,
  render: Pick<RenderRow, 'id' | 'videoId'>,
  outcome: { status: 'failed' | 'cancelled'; error: string | null },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(renders)
      .set({ status: outcome.status, error: outcome.error, etaSeconds: null, finishedAt: new Date() })
      .where(and(eq(renders.id, render.id), inArray(renders.status, inFlight)))
      .returning({ id: renders.id });
    if (rows.length === 0) return false;
    if (outcome.status === 'failed')
      await announceAboutVideo(tx, render.videoId, 'render.failed', {
        render_id: render.id,
        error: outcome.error,
      });
    const [earlier] = await tx
      .select({ id: renders.id })
      .from(renders)
      .where(and(eq(renders.videoId, render.videoId), eq(renders.status, 'done')))
      .limit(1);
    await tx
      .update(videos)
      .set({ status: earlier ? 'rendered' : 'ready', updatedAt: new Date() })
      .where(and(eq(videos.id, render.videoId), eq(videos.status, 'rendering')));
    return true;
  });
}
