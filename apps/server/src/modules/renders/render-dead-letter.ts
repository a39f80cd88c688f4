// The end of a "videos.render" job that failed for good without its last attempt ending the render
// itself (that attempt's worker died, or it expired): failed with a reason and the credit refunded,
// exactly as a last attempt that throws does (render-job.ts).
import type { Database } from '../../platform/db/client';
import { endRenderWithRefund } from './render-credits';
import { renderMessages } from './render-messages';
import { findRenderForJob } from './render-queries';

/** False when the render had already ended (done, failed, cancelled or deleted). */
export async function failStuckRender(db: Database, renderId: string): Promise<boolean> {
  const render = await findRenderForJob(db, renderId);
  if (!render) return false;
  return endRenderWithRefund(db, render, { status: 'failed', error: renderMessages.keptFailing });
}
