// The end of a "media.process" or "media.import-stock" job that failed for good (it threw, expired
// or its worker died on every attempt): the item leaves "processing" as failed with a reason.
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { mediaUploads } from '../../platform/db/schema';

export const mediaGaveUpMessage =
  'We could not process this file: it failed several times in a row. Please add it again.';

/** False when the item had already left "processing" (ready, refused or deleted). */
export async function failStuckMedia(db: Database, mediaId: string, reason: string): Promise<boolean> {
  const rows = await db
    .update(mediaUploads)
    .set({ status: 'failed', error: reason, updatedAt: new Date() })
    .where(and(eq(mediaUploads.id, mediaId), eq(mediaUploads.status, 'processing')))
    .returning({ id: mediaUploads.id });
  return rows.length > 0;
}
