// What a video cuts from its recording: the edit's cuts and, for a video made of ranges of its
// recording (a clip), everything outside them, composed in packages/captions as the editor does.
import { editedCuts, normaliseCuts, type TimeRange } from '@captionist/captions';
import type { VideoRow } from '../videos/video-queries';
import { storedEdits } from './video-edits-queries';

export function videoCuts(video: Pick<VideoRow, 'ranges' | 'durationMs' | 'editorState'>): TimeRange[] {
  const cuts = storedEdits(video).cuts.map((cut) => ({ start: cut.start_ms, end: cut.end_ms }));
  const ranges = video.ranges?.map((range) => ({ start: range.startMs, end: range.endMs })) ?? null;
  return normaliseCuts(editedCuts(ranges, video.durationMs ?? Number.POSITIVE_INFINITY, cuts));
}

/** How long a video is before its own cuts, for the plan's length rule: its ranges', or its recording's. */
export function videoLengthMs(video: Pick<VideoRow, 'ranges'> & { durationMs: number }): number {
  if (!video.ranges) return video.durationMs;
  return video.ranges.reduce((sum, range) => sum + Math.max(0, range.endMs - range.startMs), 0);
}
