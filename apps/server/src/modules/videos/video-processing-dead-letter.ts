// The end of a "videos.process" job that failed for good (it threw, expired or its worker died on
// every attempt): the video leaves "processing" as failed with a reason, never stays there.
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { videos } from '../../platform/db/schema';

export const processingGaveUpMessage =
  'We could not process this file: it failed several times in a row. Upload it again, or export it again as MP4 (H.264 + AAC).';

/** False when the video had already left "processing" (finished, refused or deleted). */
export async function failStuckVideoProcessing(db: Database, videoId: string): Promise<boolean> {
  const rows = await db
    .update(videos)
    .set({ status: 'failed', error: processingGaveUpMessage, updatedAt: new Date() })
    .where(and(eq(videos.id, videoId), eq(videos.status, 'processing')))
    .returning({ id: videos.id });
  return rows.length > 0;
}
