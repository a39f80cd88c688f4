// What a video cuts from its recording: the edit's cuts and, for a video made of ranges of its
// recording (a clip), everything outside them, composed in packages/captions as the editor does.
import { editedCuts, normaliseCuts, type TimeRange } from '@captionist/captions';
import { videoLengthMs } from '@captionist/contracts';
import type { VideoRow } from '../videos/video-queries';
import { timeRangesOf } from '../videos/video-ranges';
import { storedEdits } from './video-edits-queries';

export function videoCuts(video: Pick<VideoRow, 'ranges' | 'durationMs' | 'editorState'>): TimeRange[] {
  const cuts = storedEdits(video).cuts.map((cut) => ({ start: cut.start_ms, end: cut.end_ms }));
  return normaliseCuts(
    editedCuts(timeRangesOf(video.ranges), video.durationMs ?? Number.POSITIVE_INFINITY, cuts),
  );
}

/** The plan's length of a video: its ranges' together, or its recording's (contracts: videoLengthMs). */
export const planLengthMs = (video: Pick<VideoRow, 'ranges'> & { durationMs: number }): number =>
  videoLengthMs({
    duration_ms: video.durationMs,
    ranges: video.ranges?.map((range) => ({ start_ms: range.startMs, end_ms: range.endMs })) ?? null,
  }) ?? video.durationMs;
