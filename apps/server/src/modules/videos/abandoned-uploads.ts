// Uploads nobody finished within a day are given up: multipart uploads are aborted in the store
// (so it frees their parts), single uploads' partial objects deleted, and the video marked failed.
import type { AppContext } from '../../app-context';
import { deleteMultipart, listAbandonedMultiparts } from './multipart-queries';
import { listAbandonedSingleUploads, updateVideo } from './video-queries';

export const ABANDONED_AFTER_MS = 24 * 3600 * 1000;
export const abandonedMessage = 'The upload was not finished within 24 hours. Please upload the file again.';

export async function cleanUpAbandonedUploads(context: AppContext, now = new Date()): Promise<number> {
  const { db } = context.database;
  const cutoff = new Date(now.getTime() - ABANDONED_AFTER_MS);
  let cleaned = 0;
  for (const upload of await listAbandonedMultiparts(db, cutoff)) {
    await context.storage.abortMultipart(upload.storageKey, upload.uploadId).catch((err) => {
      context.logger.warn(
        { err: { message: (err as Error).message }, uploadId: upload.id },
        'abort of an abandoned upload failed',
      );
    });
    await deleteMultipart(db, upload.id);
    if (upload.videoId) await updateVideo(db, upload.videoId, { status: 'failed', error: abandonedMessage });
    cleaned++;
  }
  for (const video of await listAbandonedSingleUploads(db, cutoff)) {
    await context.storage.delete(video.storageKey);
    await updateVideo(db, video.id, { status: 'failed', error: abandonedMessage });
    cleaned++;
  }
  return cleaned;
}
