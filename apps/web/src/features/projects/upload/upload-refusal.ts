// The checks made the moment a file is chosen, so a file that cannot go never starts: an empty
// file and the plan's upload size (spec §5).
import { checkUploadSize, type FeatureSet } from '@captionist/contracts';

export const EMPTY_FILE_MESSAGE = 'This file is empty.';
export const NOT_A_VIDEO_MESSAGE = 'This is not a video file. Choose an MP4, MOV, WebM or another video.';

/** Why `file` cannot be uploaded, or null when it can. */
export function uploadRefusal(file: Pick<File, 'size'>, features: FeatureSet | undefined): string | null {
  if (file.size === 0) return EMPTY_FILE_MESSAGE;
  const planCheck = checkUploadSize(features, file.size);
  return planCheck.ok ? null : planCheck.message;
}
