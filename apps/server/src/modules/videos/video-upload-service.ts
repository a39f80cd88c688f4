// Uploads go straight to storage: the API hands out a signed PUT URL (never the bytes through
// itself), then the client confirms and the video is queued for processing. The plan's size cap
// is checked before any byte moves and again on confirm.
import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { SINGLE_UPLOAD_MAX_BYTES, type UploadUrlRequest, type Video } from '@captionist/contracts';
import type { AppContext } from '../../app-context';
import { AppError } from '../../platform/http/app-error';
import { extensionFromFileName } from '../../platform/storage/storage-keys';
import { findProject } from '../projects/project-queries';
import { videoStoragePrefix } from '../projects/project-storage';
import { DirectUploads, directUploadMessages } from '../uploads/direct-upload';
import { SAMPLE_SCRIPT, sampleVideoPath } from './sample-video';
import { assertUploadAllowed, uploadSizeRefusal } from './upload-limits';
import type { ProcessJob } from './video-processing';
import { findVideo, insertVideo, markUploaded, type VideoRow } from './video-queries';
import { toVideoResponse } from './video-response';

export const uploadMessages = {
  projectMissing: 'This project does not exist.',
  videoMissing: 'This video does not exist.',
  useMultipart:
    'Files over 100 MB are uploaded in parts. Please try again; the uploader switches automatically.',
};

export class VideoUploadService {
  private readonly uploads: DirectUploads;

  constructor(private readonly context: AppContext) {
    this.uploads = new DirectUploads(context.storage);
  }

  async createSingleUpload(userId: string, projectId: string, request: Required<UploadUrlRequest>) {
    const { db } = this.context.database;
    if (!(await findProject(db, userId, projectId))) throw AppError.notFound(uploadMessages.projectMissing);
    await assertUploadAllowed(db, userId, { sizeBytes: request.size, longRecording: request.long_recording });
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
      isLong: request.long_recording,
    });
    const upload = await this.uploads.target(storageKey, {
      maxBytes: request.size,
      contentType: request.content_type,
    });
    return { video: await toVideoResponse(video, this.context.storage), upload };
  }

  /** Copies the bundled sample clip into the project; from there it flows like an upload. */
  async useSample(userId: string, projectId: string): Promise<Video> {
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
    // Its words are known: aligned to the sound, they are right with any engine (docs/videos.md).
    const job: ProcessJob = { videoId: id, script: SAMPLE_SCRIPT };
    await this.context.queue.send('videos.process', job);
    return toVideoResponse(video, this.context.storage);
  }

  async confirm(userId: string, videoId: string): Promise<Video> {
    const { db } = this.context.database;
    const video = await findVideo(db, userId, videoId);
    if (!video) throw AppError.notFound(uploadMessages.videoMissing);
    const stored = await this.uploads.receive(video.storageKey, {
      confirmed: video.status !== 'uploading',
      refuse: ({ sizeBytes }) => uploadSizeRefusal(db, userId, { sizeBytes, longRecording: video.isLong }),
    });
    return startProcessing(this.context, video, stored.sizeBytes);
  }
}

/** The file is complete in storage: the video moves on to probing and transcription. */
export async function startProcessing(
  context: AppContext,
  video: VideoRow,
  sizeBytes: number,
): Promise<Video> {
  const updated = await markUploaded(context.database.db, video.id, sizeBytes);
  if (!updated) throw new AppError(409, directUploadMessages.alreadyConfirmed);
  // A long recording's preview copy takes about a minute per 4 minutes of it on 2 cores, behind its
  // transcription: past the queue's hour, an attempt would be taken for dead and start over.
  await context.queue.send(
    'videos.process',
    { videoId: video.id },
    video.isLong ? { expireInSeconds: LONG_RECORDING_PROCESS_SECONDS } : undefined,
  );
  return toVideoResponse(updated, context.storage);
}

/** The longest a long recording's processing (probe, poster, preview copy) may run: 4 hours. */
const LONG_RECORDING_PROCESS_SECONDS = 4 * 3600;
