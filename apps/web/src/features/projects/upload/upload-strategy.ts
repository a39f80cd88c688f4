// How a file reaches storage depends on its size: one signed PUT up to 100 MB; a multipart
// strategy (docs/api.md multipart-upload-url) will take the larger files when it exists.
import { SINGLE_UPLOAD_MAX_BYTES, type Video } from '@captionist/contracts';
import { singlePutUpload } from './single-put-upload';

export interface UploadJob {
  projectId: string;
  file: File;
  signal: AbortSignal;
  /** The API made the video row: a cancelled or failed upload now leaves one behind. */
  onCreated: (videoId: string) => void;
  onProgress: (loadedBytes: number) => void;
  /** Every byte is in storage; only the confirmation is left. */
  onSent: () => void;
}

/** Uploads the file and confirms it; resolves with the video, now processing. */
export type UploadStrategy = (job: UploadJob) => Promise<Video>;

export const LARGE_FILE_MESSAGE = 'Large files (over 100 MB) are not supported yet.';

export type UploadPlan = { ok: true; strategy: UploadStrategy } | { ok: false; message: string };

export function chooseUploadStrategy(sizeBytes: number): UploadPlan {
  if (sizeBytes <= SINGLE_UPLOAD_MAX_BYTES) return { ok: true, strategy: singlePutUpload };
  return { ok: false, message: LARGE_FILE_MESSAGE };
}
