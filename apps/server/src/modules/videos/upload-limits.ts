// The plan's size rule a video's file is held to: spec §5's upload cap, or, for a long recording
// to find clips in, the plan's own limit for those (docs/plans.md). Checked before any byte moves
// and again on confirmation, since the plan may have changed meanwhile.
import { checkRecording, checkUploadSize } from '@captionist/contracts';
import type { Database } from '../../platform/db/client';
import { AppError } from '../../platform/http/app-error';
import { findFeatures, findRecordingLimits } from '../plans/subscription-queries';

/** Why the plan refuses the file, or null. A plan without long recordings refuses them with 403. */
export async function uploadSizeRefusal(
  db: Database,
  userId: string,
  { sizeBytes, longRecording }: { sizeBytes: number; longRecording: boolean },
): Promise<AppError | null> {
  if (longRecording) {
    const limits = await findRecordingLimits(db, userId);
    const check = checkRecording(limits, { sizeBytes });
    return check.ok ? null : new AppError(limits ? 413 : 403, check.message);
  }
  const check = checkUploadSize(await findFeatures(db, userId), sizeBytes);
  return check.ok ? null : new AppError(413, check.message);
}

/** Before any byte moves: the refusal as a field error on `size`. */
export async function assertUploadAllowed(
  db: Database,
  userId: string,
  file: { sizeBytes: number; longRecording: boolean },
): Promise<void> {
  const refusal = await uploadSizeRefusal(db, userId, file);
  if (refusal) throw new AppError(refusal.statusCode, refusal.message, { size: [refusal.message] });
}
