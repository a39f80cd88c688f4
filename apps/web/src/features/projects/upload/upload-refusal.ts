// The checks made the moment a file is chosen, so a file that cannot go never starts: an empty
// file, the plan's upload size (spec §5), and sizes no upload strategy handles yet.
import { checkUploadSize, type FeatureSet } from '@captionist/contracts';
import { chooseUploadStrategy } from './upload-strategy';

export const EMPTY_FILE_MESSAGE = 'This file is empty.';
export const NOT_A_VIDEO_MESSAGE = 'This is not a video file. Choose an MP4, MOV, WebM or another video.';

/** Why `file` cannot be uploaded, or null when it can. */
export function uploadRefusal(file: Pick<File, 'size'>, features: FeatureSet | undefined): string | null {
  if (file.size === 0) return EMPTY_FILE_MESSAGE;
  const planCheck = checkUploadSize(features, file.size);
  if (!planCheck.ok) return planCheck.message;
  const plan = chooseUploadStrategy(file.size);
  return plan.ok ? null : plan.message;
}
