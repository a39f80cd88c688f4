// A video's part of its recording as the shared edit code counts time: the stored ranges
// (recording ms, `startMs`/`endMs`) as `TimeRange`s, or null for the whole recording.
import type { TimeRange } from '@captionist/captions';
import type { RecordingRanges } from '../../platform/db/schema';

export const timeRangesOf = (ranges: RecordingRanges | null | undefined): TimeRange[] | null =>
  ranges?.map((range) => ({ start: range.startMs, end: range.endMs })) ?? null;
