// Uploads nobody finished are given up after UPLOAD_ABANDONED_AFTER_HOURS without a sign of life:
// a multipart upload is aborted in the store (which frees its parts), and the waiting video or
// library file is deleted with whatever arrived of it, so that it counts against no plan limit.
import type { AppContext } from '../../app-context';
import { queueDeletePrefix } from '../../platform/storage/delete-prefix-job';
import { deleteMedia, listAbandonedMediaUploads, mediaStoragePrefix } from '../media/media-queries';
import { deletedVideoFolders } from '../projects/project-storage';
import { deleteMultipart, listAbandonedMultiparts } from '../videos/multipart-queries';
import { abortStoredMultipart } from '../videos/multipart-upload-service';
import { deleteVideo, listAbandonedSingleUploads } from '../videos/video-queries';

/** Gives up every upload idle since before the cutoff; resolves with how many. */
export async function cleanUpAbandonedUploads(context: AppContext, now = new Date()): Promise<number> {
  const { db } = context.database;
  const cutoff = new Date(now.getTime() - context.config.UPLOAD_ABANDONED_AFTER_HOURS * 3600 * 1000);
  const deleteWaitingVideo = async (userId: string, videoId: string) => {
    const deleted = await deleteVideo(db, userId, videoId);
    if (!deleted) return;
    for (const folder of deletedVideoFolders(deleted.video, deleted.recordingGone))
      await queueDeletePrefix(context.queue, folder);
  };
  let cleaned = 0;
  for (const upload of await listAbandonedMultiparts(db, cutoff)) {
    await abortStoredMultipart(context, upload);
    await deleteMultipart(db, upload.id);
    if (upload.videoId) await deleteWaitingVideo(upload.userId, upload.videoId);
    cleaned++;
  }
  for (const video of await listAbandonedSingleUploads(db, cutoff)) {
    await deleteWaitingVideo(video.userId, video.id);
    cleaned++;
  }
  for (const media of await listAbandonedMediaUploads(db, cutoff)) {
    if (await deleteMedia(db, media.userId, media.id))
      await queueDeletePrefix(context.queue, mediaStoragePrefix(media.userId, media.id));
    cleaned++;
  }
  return cleaned;
}
