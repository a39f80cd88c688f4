// Resumable uploads for large files: the file is cut into 8–16 MB parts, each PUT straight to
// storage with its own presigned URL. The client reports each part's ETag as it lands; asking
// again with the video id resumes with only the missing parts; confirming assembles the file.
import { randomUUID } from 'node:crypto';
import {
  MULTIPART_MAX_PART_BYTES,
  MULTIPART_MIN_PART_BYTES,
  type MultipartUploadResponse,
  type UploadUrlRequest,
  type Video,
} from '@captionist/contracts';
import type { AppContext } from '../../app-context';
import { AppError } from '../../platform/http/app-error';
import { PartMismatchError, type StoredObjectInfo } from '../../platform/storage/storage-driver';
import { extensionFromFileName } from '../../platform/storage/storage-keys';
import { findProject } from '../projects/project-queries';
import { videoStoragePrefix } from '../projects/project-storage';
import {
  deleteMultipart,
  findMultipartForVideo,
  insertMultipart,
  listParts,
  type MultipartRow,
  recordPart,
  touchMultipart,
} from './multipart-queries';
import { assertUploadAllowed } from './upload-limits';
import { findVideo, insertVideo, type VideoRow } from './video-queries';
import { toVideoResponse } from './video-response';
import { startProcessing, uploadMessages } from './video-upload-service';

export const multipartMessages = {
  notMultipart: 'This video is not being uploaded in parts.',
  noSuchPart: 'There is no such part in this upload.',
  missing: (parts: number[]) =>
    `Part${parts.length === 1 ? '' : 's'} ${parts.slice(0, 10).join(', ')}${parts.length > 10 ? '…' : ''} ha${parts.length === 1 ? 's' : 've'} not arrived yet. Resume the upload to send ${parts.length === 1 ? 'it' : 'them'}.`,
  mismatch: 'A part of the file did not arrive intact. Resume the upload to send it again.',
};

export function partSizeFor(sizeBytes: number): number {
  // S3 allows 10,000 parts; 8 MB parts cover 80 GB before they need to grow.
  return Math.min(
    MULTIPART_MAX_PART_BYTES,
    Math.max(MULTIPART_MIN_PART_BYTES, Math.ceil(sizeBytes / 10_000)),
  );
}

const partCount = (upload: MultipartRow) => Math.ceil(upload.sizeBytes / upload.partSize);
const partBytes = (upload: MultipartRow, partNumber: number) =>
  Math.min(upload.partSize, upload.sizeBytes - (partNumber - 1) * upload.partSize);

export class MultipartUploadService {
  constructor(private readonly context: AppContext) {}

  private get db() {
    return this.context.database.db;
  }

  async start(
    userId: string,
    projectId: string,
    request: Required<UploadUrlRequest> & { last_modified?: number },
  ): Promise<MultipartUploadResponse> {
    if (!(await findProject(this.db, userId, projectId)))
      throw AppError.notFound(uploadMessages.projectMissing);
    await assertUploadAllowed(this.db, userId, {
      sizeBytes: request.size,
      longRecording: request.long_recording,
    });
    const id = randomUUID();
    const storageKey = `${videoStoragePrefix(userId, projectId, id)}/source.${extensionFromFileName(request.name, 'mp4')}`;
    const uploadId = await this.context.storage.createMultipart(storageKey, {
      contentType: request.content_type,
    });
    const video = await insertVideo(this.db, {
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
    const upload = await insertMultipart(this.db, {
      userId,
      videoId: id,
      storageKey,
      uploadId,
      sizeBytes: request.size,
      partSize: partSizeFor(request.size),
      fileName: request.name,
      fileLastModified: request.last_modified ?? null,
    });
    return this.describe(video, upload);
  }

  async resume(userId: string, videoId: string): Promise<MultipartUploadResponse> {
    const { video, upload } = await this.owned(userId, videoId);
    await touchMultipart(this.db, upload.id);
    return this.describe(video, upload);
  }

  async partDone(userId: string, videoId: string, partNumber: number, etag: string): Promise<void> {
    const { upload } = await this.owned(userId, videoId);
    if (partNumber > partCount(upload))
      throw AppError.invalid({ part_number: [multipartMessages.noSuchPart] });
    await recordPart(this.db, {
      uploadId: upload.id,
      partNumber,
      etag,
      sizeBytes: partBytes(upload, partNumber),
    });
  }

  async confirm(userId: string, videoId: string): Promise<Video> {
    const { video, upload } = await this.owned(userId, videoId);
    const parts = await listParts(this.db, upload.id);
    const received = new Set(parts.map((p) => p.partNumber));
    const missing = Array.from({ length: partCount(upload) }, (_, i) => i + 1).filter(
      (n) => !received.has(n),
    );
    if (missing.length > 0) throw new AppError(409, multipartMessages.missing(missing));
    let stored: StoredObjectInfo;
    try {
      stored = await this.context.storage.completeMultipart(
        upload.storageKey,
        upload.uploadId,
        parts.map((p) => ({ partNumber: p.partNumber, etag: p.etag })),
      );
    } catch (err) {
      if (err instanceof PartMismatchError) throw new AppError(409, multipartMessages.mismatch);
      throw err;
    }
    await deleteMultipart(this.db, upload.id);
    return startProcessing(this.context, video, stored.sizeBytes);
  }

  private async owned(userId: string, videoId: string) {
    const video = await findVideo(this.db, userId, videoId);
    if (!video) throw AppError.notFound(uploadMessages.videoMissing);
    const upload = await findMultipartForVideo(this.db, userId, videoId);
    if (!upload || video.status !== 'uploading') throw new AppError(409, multipartMessages.notMultipart);
    return { video, upload };
  }

  private async describe(video: VideoRow, upload: MultipartRow): Promise<MultipartUploadResponse> {
    const uploaded = (await listParts(this.db, upload.id)).map((p) => p.partNumber).sort((a, b) => a - b);
    const done = new Set(uploaded);
    const todo = Array.from({ length: partCount(upload) }, (_, i) => i + 1).filter((n) => !done.has(n));
    const parts = await Promise.all(
      todo.map(async (n) => ({
        part_number: n,
        size: partBytes(upload, n),
        url: await this.context.storage.presignPart(upload.storageKey, upload.uploadId, n, {
          sizeBytes: partBytes(upload, n),
        }),
      })),
    );
    return {
      video: await toVideoResponse(video, this.context.storage),
      part_size: upload.partSize,
      part_count: partCount(upload),
      uploaded,
      parts,
    };
  }
}

/**
 * Gives a multipart upload up in the store, which frees its parts (S3 keeps them, and bills them,
 * until the upload is completed or aborted). A failure is logged: the store's own expiry of
 * incomplete uploads, where configured, is the safety net.
 */
export async function abortStoredMultipart(context: AppContext, upload: MultipartRow): Promise<void> {
  await context.storage.abortMultipart(upload.storageKey, upload.uploadId).catch((err) => {
    context.logger.warn(
      { err: { message: (err as Error).message }, uploadId: upload.id },
      'abort of a multipart upload failed',
    );
  });
}
