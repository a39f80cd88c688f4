// One video credit per render request, through the append-only ledger: the charge and its refund
// are keyed by the render's id, so a retried job or a repeated cancel moves credits only once.
import type { Database } from '../../platform/db/client';
import { moveCredits } from '../plans/credit-ledger-queries';
import type { RenderRow } from './render-queries';

export const chargeKey = (renderId: string) => `render:${renderId}`;
export const refundKey = (renderId: string) => `render-refund:${renderId}`;

export async function chargeRender(db: Database, userId: string, renderId: string): Promise<void> {
  await moveCredits(db, { userId, delta: -1, reason: 'render', idempotencyKey: chargeKey(renderId) });
}

/** Gives back the credit of a render that did not finish (no-op for unlimited plans). */
export async function refundRender(db: Database, render: Pick<RenderRow, 'id' | 'userId' | 'input'>) {
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
