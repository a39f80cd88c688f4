// One video credit per render request, through the append-only ledger: the charge and its refund
// are keyed by the render's id, so a retried job or a repeated cancel moves credits only once.
import type { Database } from '../../platform/db/client';
import { moveCredits } from '../plans/credit-ledger-queries';
import { endRender, type RenderRow } from './render-queries';

export const chargeKey = (renderId: string) => `render:${renderId}`;
export const refundKey = (renderId: string) => `render-refund:${renderId}`;

export async function chargeRender(db: Database, userId: string, renderId: string): Promise<void> {
  await moveCredits(db, { userId, delta: -1, reason: 'render', idempotencyKey: chargeKey(renderId) });
}

/** Gives back the credit of a render that did not finish (no-op for unlimited plans). */
async function refundRender(db: Database, render: Pick<RenderRow, 'id' | 'userId' | 'input'>) {
  if (!render.input.creditCharged) return;
  await db.transaction((tx) =>
    moveCredits(tx, {
      userId: render.userId,
      delta: 1,
      reason: 'render_refund',
      idempotencyKey: refundKey(render.id),
    }),
  );
}

/**
 * Ends a render still in flight and gives back its credit in one transaction, so nobody ever
 * reads it failed or cancelled with the credit still spent. False when it had already ended.
 */
export async function endRenderWithRefund(
  db: Database,
  render: Pick<RenderRow, 'id' | 'userId' | 'videoId' | 'input'>,
  outcome: { status: 'failed' | 'cancelled'; error: string | null },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (!(await endRender(tx, render, outcome))) return false;
    await refundRender(tx, render);
    return true;
  });
}
