// Upload strategy for files over 100 MB: the server cuts the file into 8–16 MB parts, each PUT to
// its own signed URL, a few at a time. A part whose connection drops is tried again after a pause;
// if the connection stays lost the upload pauses, and resuming sends only the parts still missing.
import { VIDEO_NAME_MAX } from '@captionist/contracts';
import { ApiError } from '../../../lib/normalise-error';
import { isConnectionLost, putFile } from '../../../lib/put-file';
import { confirmMultipartUpload, recordUploadedPart, requestMultipartUpload } from '../video-requests';
import { PartProgress, partBlob, receivedBytes } from './multipart-parts';
import { UploadPausedError } from './upload-paused-error';
import type { UploadStrategy } from './upload-strategy';

export const MISSING_ETAG_MESSAGE =
  'The storage did not say which part it received. Its CORS settings must expose the ETag header.';

interface MultipartOptions {
  /** Parts in flight at once. */
  concurrency: number;
  /** The pause before each new attempt at a part whose connection dropped; one entry per retry. */
  retryDelaysMs: readonly number[];
}

function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const stop = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', stop);
      resolve();
    }, ms);
    signal.addEventListener('abort', stop, { once: true });
  });
}

/** Runs `work` over `items` with at most `limit` at once; the first failure stops the rest. */
async function forEachConcurrently<T>(
  items: readonly T[],
  limit: number,
  signal: AbortSignal,
  work: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length && !signal.aborted) {
      const item = items[next] as T;
      next += 1;
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

export function createMultipartUpload({ concurrency, retryDelaysMs }: MultipartOptions): UploadStrategy {
  return async ({
    projectId,
    file,
    language,
    longRecording,
    resumeVideoId,
    signal,
    onCreated,
    onProgress,
    onSent,
  }) => {
    const upload = await requestMultipartUpload(
      projectId,
      resumeVideoId
        ? { video_id: resumeVideoId }
        : {
            name: file.name.slice(0, VIDEO_NAME_MAX),
            size: file.size,
            content_type: file.type || 'application/octet-stream',
            // With name and size, what tells the same file again when the upload is resumed.
            last_modified: file.lastModified,
            language,
            long_recording: longRecording,
          },
      signal,
    ).catch((error: unknown) => {
      // Nothing to resume without a video; a resume that could not ask stays resumable.
      throw resumeVideoId && isConnectionLost(error) && !signal.aborted ? new UploadPausedError() : error;
    });
    const videoId = upload.video.id;
    onCreated(videoId);
    const progress = new PartProgress(receivedBytes(upload.uploaded, upload.part_size, file.size));
    onProgress(progress.loaded);

    // One part failing for good stops the others at once, as cancelling does.
    const parts = new AbortController();
    const stopParts = () => parts.abort(signal.reason);
    signal.addEventListener('abort', stopParts);

    const sendPart = async (part: (typeof upload.parts)[number]) => {
      for (let attempt = 0; ; attempt += 1) {
        try {
          const etag = await putFile(part.url, partBlob(file, upload.part_size, part), {
            headers: {},
            signal: parts.signal,
            onProgress: (loaded) => {
              progress.sending(part.part_number, loaded);
              onProgress(progress.loaded);
            },
          });
          if (!etag) throw new ApiError(MISSING_ETAG_MESSAGE);
          await recordUploadedPart(videoId, { part_number: part.part_number, etag }, parts.signal);
          progress.received(part.part_number, part.size);
          onProgress(progress.loaded);
          return;
        } catch (error) {
          progress.dropped(part.part_number);
          onProgress(progress.loaded);
          const delay = retryDelaysMs[attempt];
          if (parts.signal.aborted || !isConnectionLost(error) || delay === undefined) throw error;
          await pause(delay, parts.signal);
        }
      }
    };

    try {
      await forEachConcurrently(upload.parts, concurrency, parts.signal, sendPart);
      onSent();
      return await confirmMultipartUpload(videoId, signal);
    } catch (error) {
      parts.abort();
      throw isConnectionLost(error) && !signal.aborted ? new UploadPausedError() : error;
    } finally {
      signal.removeEventListener('abort', stopParts);
    }
  };
}

export const multipartUpload = createMultipartUpload({
  concurrency: 3,
  retryDelaysMs: [1000, 3000, 8000],
});
