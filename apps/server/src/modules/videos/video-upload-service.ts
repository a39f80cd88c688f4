// Uploads go straight to storage: the API hands out a signed PUT URL (never the bytes through
// itself), then the client confirms and the video is queued for processing. The plan's size cap
// is checked before any byte moves and again on confirm.
import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { checkUploadSize, SINGLE_UPLOAD_MAX_BYTES, type UploadUrlRequest } from '@captionist/contracts';
import type { AppContext } from '../../app-context';
import { AppError } from '../../platform/http/app-error';
import { extensionFromFileName } from '../../platform/storage/storage-keys';
import { findFeatures } from '../plans/subscription-queries';
import { findProject } from '../projects/project-queries';
import { videoStoragePrefix } from '../projects/project-storage';
import { sampleVideoPath } from './sample-video';
import { findVideo, insertVideo, updateVideo, type VideoRow } from './video-queries';

export const uploadMessages = {
  projectMissing: 'This project does not exist.',
  videoMissing: 'This video does not exist.',
  useMultipart:
    'Files over 100 MB are uploaded in parts. Please try again; the uploader switches automatically.',
  notArrived: 'The upload has not arrived yet. Upload the file, then confirm.',
  alreadyConfirmed: 'This upload was already confirmed.',
};

export class VideoUploadService {
  constructor(private readonly context: AppContext) {}

  async createSingleUpload(userId: string, projectId: string, request: Required<UploadUrlRequest>) {
    const { db } = this.context.database;
    if (!(await findProject(db, userId, projectId))) throw AppError.notFound(uploadMessages.projectMissing);
    const sizeCheck = checkUploadSize(await findFeatures(db, userId), request.size);
    if (!sizeCheck.ok) throw new AppError(413, sizeCheck.message, { size: [sizeCheck.message] });
    if (request.size > SINGLE_UPLOAD_MAX_BYTES)
      throw AppError.invalid({ size: [uploadMessages.useMultipart] });
    const id = randomUUID();
    const storageKey = `${videoStoragePrefix(userId, projectId, id)}/source.${extensionFromFileName(request.name, 'mp4')}`;
    const video = await insertVideo(db, {
      id,
      userId,
      projectId,
      name: request.name,
      storageKey,
      mimeType: request.content_type,
      sizeBytes: request.size,
      language: request.language,
    });
    // The signed URL carries the declared size as its cap: nothing larger can be stored.
    const url = await this.context.storage.presignPut(storageKey, {
      maxBytes: request.size,
      contentType: request.content_type,
    });
    return {
      video,
      upload: {
        url,
        method: 'PUT' as const,
        headers: { 'Content-Type': request.content_type, ...this.context.storage.putHeaders },
      },
    };
  }

  /** Copies the bundled sample clip into the project; from there it flows like an upload. */
  async useSample(userId: string, projectId: string): Promise<VideoRow> {
    const { db } = this.context.database;
    if (!(await findProject(db, userId, projectId))) throw AppError.notFound(uploadMessages.projectMissing);
    const source = await sampleVideoPath(this.context.config.DATA_DIR);
    const id = randomUUID();
    const storageKey = `${videoStoragePrefix(userId, projectId, id)}/source.mp4`;
    const stored = await this.context.storage.put(storageKey, createReadStream(source), {
      contentType: 'video/mp4',
    });
    const video = await insertVideo(db, {
      id,
      userId,
      projectId,
      name: 'Sample video',
      storageKey,
      mimeType: 'video/mp4',
      sizeBytes: stored.sizeBytes,
      status: 'processing',
    });
    await this.context.queue.send('videos.process', { videoId: id });
    return video;
  }

  async confirm(userId: string, videoId: string): Promise<VideoRow> {
    const { db } = this.context.database;
    const video = await findVideo(db, userId, videoId);
    if (!video) throw AppError.notFound(uploadMessages.videoMissing);
    if (video.status !== 'uploading') throw new AppError(409, uploadMessages.alreadyConfirmed);
    const stored = await this.context.storage.head(video.storageKey);
    if (!stored) throw new AppError(409, uploadMessages.notArrived);
    const sizeCheck = checkUploadSize(await findFeatures(db, userId), stored.sizeBytes);
    if (!sizeCheck.ok) {
      await this.context.storage.delete(video.storageKey);
      throw new AppError(413, sizeCheck.message);
    }
    const updated = await updateVideo(db, video.id, {
      status: 'processing',
      sizeBytes: stored.sizeBytes,
      error: null,
    });
    await this.context.queue.send('videos.process', { videoId: video.id });
    return updated ?? video;
  }
}
