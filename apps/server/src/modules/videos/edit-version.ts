// The rule every editor save follows: it is based on the video's current edit version, or it is
// refused, so a tab that missed another tab's save cannot overwrite it unknowingly.
import { editConflictMessage } from '@captionist/contracts';
import { AppError } from '../../platform/http/app-error';
import type { VideoRow } from './video-queries';

export function assertEditVersion(video: Pick<VideoRow, 'editVersion'>, baseVersion: number): void {
  if (video.editVersion !== baseVersion) throw new AppError(409, editConflictMessage);
}
