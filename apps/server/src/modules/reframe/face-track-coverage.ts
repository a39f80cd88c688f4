// Which parts of a recording its face track covers (docs/reframe.md "Clips"). The track is the
// recording's, shared by its videos, but a clip's face-following crop needs its own ranges only:
// searching an hour of interview for a 40-second clip would cost the clip ninety times over. So a
// search covers the parts a video needs that no earlier search covered, and each video sees the
// track as done only once its own parts are covered.
import { keptRanges, normaliseCuts, type TimeRange } from '@captionist/captions';
import type { FaceTrack } from '@captionist/contracts';
import type { StoredFaceTrack } from '../../platform/db/schema/json-columns';
import type { VideoRow } from '../videos/video-queries';
import { timeRangesOf } from '../videos/video-ranges';
import { SAMPLE_INTERVAL_MS } from './face-detection';

type VideoParts = Pick<VideoRow, 'ranges' | 'durationMs'>;

/** The parts searched: as recorded, else all of a finished search from before clips. */
export function searchedRanges(track: StoredFaceTrack | null, durationMs: number): TimeRange[] {
  if (!track) return [];
  if (track.searched) return track.searched.map((range) => ({ start: range.start_ms, end: range.end_ms }));
  return track.status === 'done' ? [{ start: 0, end: durationMs }] : [];
}

/** Recording ranges widened to the sampling grid (samples of every search fall on it), merged. */
export function onSampleGrid(ranges: readonly TimeRange[], durationMs: number): TimeRange[] {
  const grid = SAMPLE_INTERVAL_MS;
  return normaliseCuts(
    ranges.map((range) => ({
      start: Math.floor(range.start / grid) * grid,
      end: Math.ceil(range.end / grid) * grid,
    })),
    durationMs,
  );
}

/** The parts of its recording a video shows, on the sampling grid. */
export function neededRanges(video: VideoParts): TimeRange[] {
  const durationMs = video.durationMs ?? 0;
  const shown = timeRangesOf(video.ranges) ?? [{ start: 0, end: durationMs }];
  return onSampleGrid(shown, durationMs);
}

/** What of `needed` (on the grid) no search has covered yet, in order. */
export function unsearchedRanges(
  track: StoredFaceTrack | null,
  needed: readonly TimeRange[],
  durationMs: number,
): TimeRange[] {
  // The needed parts outside the searched ones: the complement of (not needed ∪ searched).
  const notNeeded = keptRanges(needed, durationMs);
  return keptRanges([...notNeeded, ...searchedRanges(track, durationMs)], durationMs);
}

export const noFaceTrack: FaceTrack = { status: 'none', samples: [], error: null };

/**
 * The track as one video sees it: done once the video's parts are searched, whatever a search
 * of other parts is doing (under way, or failed); a finished search that did not cover them is
 * "none" for it (the editor then asks for one, and a render searches them itself).
 */
export function faceTrackOf(track: StoredFaceTrack | null, video: VideoParts): FaceTrack {
  if (!track) return noFaceTrack;
  const { status, samples, error } = track;
  const missing = unsearchedRanges(track, neededRanges(video), video.durationMs ?? 0);
  if (missing.length === 0) return { status: 'done', samples, error: null };
  if (status === 'done') return { ...noFaceTrack, samples };
  return { status, samples, error };
}

/**
 * A finished search of `ranges` added to the track: its samples replace any earlier ones there,
 * and the searched parts grow by them.
 */
export function mergedFaceTrack(
  track: StoredFaceTrack | null,
  durationMs: number,
  ranges: readonly TimeRange[],
  samples: FaceTrack['samples'],
): StoredFaceTrack {
  const inside = (t: number) => ranges.some((range) => t >= range.start && t < range.end);
  const kept = (track?.samples ?? []).filter((sample) => !inside(sample.t_ms));
  const searched = normaliseCuts([...searchedRanges(track, durationMs), ...ranges], durationMs);
  return {
    status: 'done',
    error: null,
    samples: [...kept, ...samples].sort((a, b) => a.t_ms - b.t_ms),
    searched: searched.map((range) => ({ start_ms: range.start, end_ms: range.end })),
  };
}
