// The checks made before a chosen file starts, so a file that cannot go never does: an empty file,
// the plan's upload size and, once the browser has read the video's length, its duration limit
// (spec §5); a long recording, the plan's own limits for those. The server makes the same checks
// and stays the authority.
import {
  checkDuration,
  checkRecording,
  checkUploadSize,
  type FeatureSet,
  type UserPlan,
} from '@captionist/contracts';

// Extensions too: some systems give common containers (.mkv) no MIME type on drop.
export const VIDEO_TYPES = { 'video/*': ['.mp4', '.m4v', '.mov', '.webm', '.mkv', '.avi'] };

export const EMPTY_FILE_MESSAGE = 'This file is empty.';
export const NOT_A_VIDEO_MESSAGE = 'This is not a video file. Choose an MP4, MOV, WebM or another video.';

/** Why `file` cannot be uploaded, or null when it can. */
export function uploadRefusal(file: Pick<File, 'size'>, features: FeatureSet | undefined): string | null {
  if (file.size === 0) return EMPTY_FILE_MESSAGE;
  const planCheck = checkUploadSize(features, file.size);
  return planCheck.ok ? null : planCheck.message;
}

/**
 * The plan's duration rule for the length the browser read, or null: nothing to say when the
 * plan has not loaded or the browser could not read the length (the server then decides).
 */
export function durationRefusal(
  durationSeconds: number | null,
  plan: Pick<UserPlan, 'durationLimit'> | undefined,
): string | null {
  if (durationSeconds === null || !plan) return null;
  const check = checkDuration(durationSeconds, plan);
  return check.ok ? null : check.message;
}

/**
 * A long recording against the plan's limits for those (its size, and its length once read), or
 * null; nothing to say before the plan has loaded.
 */
export function recordingRefusal(
  file: Pick<File, 'size'>,
  durationSeconds: number | null,
  plan: Pick<UserPlan, 'recordingLimits'> | undefined,
): string | null {
  if (!plan) return null;
  const check = checkRecording(plan.recordingLimits, {
    sizeBytes: file.size,
    durationSeconds: durationSeconds ?? undefined,
  });
  return check.ok ? null : check.message;
}
