// How a file reaches storage depends on its size: one signed PUT up to 100 MB; above that a
// resumable multipart upload (docs/api.md), whose parts survive a dropped connection.
import { SINGLE_UPLOAD_MAX_BYTES, type TranscriptionLanguage, type Video } from '@captionist/contracts';
import { multipartUpload } from './multipart-upload';
import { singlePutUpload } from './single-put-upload';

export interface UploadJob {
  projectId: string;
  file: File;
  /** Stored on the new video for its transcription (a resumed upload keeps the one it began with). */
  language: TranscriptionLanguage;
  /** A long recording to find clips in (a resumed upload keeps what it began as). */
  longRecording: boolean;
  /** The video of a paused multipart upload to carry on with; null starts a new one. */
  resumeVideoId: string | null;
  signal: AbortSignal;
  /** The API made the video row: a cancelled or failed upload now leaves one behind. */
  onCreated: (videoId: string) => void;
  onProgress: (loadedBytes: number) => void;
  /** Every byte is in storage; only the confirmation is left. */
  onSent: () => void;
}

/** Uploads the file and confirms it; resolves with the video, now processing. */
export type UploadStrategy = (job: UploadJob) => Promise<Video>;

/** Only an upload in parts can be resumed, whatever the size of the file it carries on with. */
export function chooseUploadStrategy(sizeBytes: number, resuming: boolean): UploadStrategy {
  return sizeBytes <= SINGLE_UPLOAD_MAX_BYTES && !resuming ? singlePutUpload : multipartUpload;
}
