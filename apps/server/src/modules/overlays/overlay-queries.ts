// The render_overlays table. Every change is conditional on the state it leaves, so two presses,
// a job and its retry cannot both win; the render's deletion (and its video's) takes its overlays.

import type { OverlayFormat } from '@captionist/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { renderOverlays } from '../../platform/db/schema';

export type OverlayRow = typeof renderOverlays.$inferSelect;

const inFlight: ('queued' | 'running')[] = ['queued', 'running'];

export async function findOverlays(db: Database, userId: string, renderId: string): Promise<OverlayRow[]> {
  return db
    .select()
    .from(renderOverlays)
    .where(and(eq(renderOverlays.userId, userId), eq(renderOverlays.renderId, renderId)));
}

/**
 * The render's overlay in `format` queued: a new one, or a failed one again. Null when it is
 * already queued, running or done: there is nothing to start.
 */
export async function queueOverlay(
  db: Database,
  values: { userId: string; renderId: string; format: OverlayFormat },
): Promise<OverlayRow | null> {
  const [created] = await db
    .insert(renderOverlays)
    .values(values)
    .onConflictDoNothing({ target: [renderOverlays.renderId, renderOverlays.format] })
    .returning();
  if (created) return created;
  const [again] = await db
    .update(renderOverlays)
    .set({ status: 'queued', progress: 0, error: null, finishedAt: null })
    .where(
      and(
        eq(renderOverlays.userId, values.userId),
        eq(renderOverlays.renderId, values.renderId),
        eq(renderOverlays.format, values.format),
        eq(renderOverlays.status, 'failed'),
      ),
    )
    .returning();
  return again ?? null;
}

/** A job takes its queued overlay, or one an earlier attempt left running (that worker died). */
export async function startOverlay(db: Database, overlayId: string): Promise<OverlayRow | null> {
  const [row] = await db
    .update(renderOverlays)
    .set({ status: 'running', progress: 0 })
    .where(and(eq(renderOverlays.id, overlayId), inArray(renderOverlays.status, inFlight)))
    .returning();
  return row ?? null;
}

/** False when the overlay is no longer running (its render or video was deleted meanwhile). */
export async function setOverlayProgress(
  db: Database,
  overlayId: string,
  progress: number,
): Promise<boolean> {
  const rows = await db
    .update(renderOverlays)
    .set({ progress })
    .where(and(eq(renderOverlays.id, overlayId), eq(renderOverlays.status, 'running')))
    .returning({ id: renderOverlays.id });
  return rows.length > 0;
}

/** The file is stored before this runs, so a finished overlay always has its whole file. */
export async function finishOverlay(db: Database, overlayId: string, outputKey: string): Promise<boolean> {
  const rows = await db
    .update(renderOverlays)
    .set({ status: 'done', progress: 100, outputKey, finishedAt: new Date() })
    .where(and(eq(renderOverlays.id, overlayId), eq(renderOverlays.status, 'running')))
    .returning({ id: renderOverlays.id });
  return rows.length > 0;
}

/** False when the overlay had already ended (or is gone). */
export async function failOverlay(db: Database, overlayId: string, error: string): Promise<boolean> {
  const rows = await db
    .update(renderOverlays)
    .set({ status: 'failed', error, finishedAt: new Date() })
    .where(and(eq(renderOverlays.id, overlayId), inArray(renderOverlays.status, inFlight)))
    .returning({ id: renderOverlays.id });
  return rows.length > 0;
}
