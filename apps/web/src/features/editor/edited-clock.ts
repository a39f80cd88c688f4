// The preview player's clock on the edited timeline: where the playhead is and how long the video
// runs once its cuts are taken out, and where in the source a seek on that timeline lands
// (docs/automatic-editing.md "The editor").
import { editedDuration, type TimeRange, toEditedTime, toSourceTime } from '@captionist/captions';
import { formatDuration } from '../../lib/format-duration';

/** How far the scrubber's arrow keys move the playhead, in edited ms. */
export const SEEK_STEP_MS = 5000;

export interface EditedClock {
  atMs: number;
  durationMs: number;
}

/** The playhead of a source time on the edited timeline; a time inside a cut shows the cut's place. */
export function editedClock(
  sourceMs: number,
  cuts: readonly TimeRange[],
  sourceDurationMs: number,
): EditedClock {
  const durationMs = editedDuration(sourceDurationMs, cuts);
  return { atMs: Math.min(Math.max(0, toEditedTime(sourceMs, cuts)), durationMs), durationMs };
}

/**
 * The source time that plays at an edited time, kept on the video: at a cut's place it is the
 * cut's end, so a seek never lands inside removed footage.
 */
export function seekTarget(editedMs: number, cuts: readonly TimeRange[], sourceDurationMs: number): number {
  const durationMs = editedDuration(sourceDurationMs, cuts);
  const source = toSourceTime(Math.min(Math.max(0, editedMs), durationMs), cuts);
  return Math.min(source, sourceDurationMs);
}

/** "0:12 / 0:48": the clock as the player shows it, in the app's way of writing lengths. */
export function clockText({ atMs, durationMs }: EditedClock, separator = ' / '): string {
  return `${formatDuration(atMs)}${separator}${formatDuration(durationMs)}`;
}
