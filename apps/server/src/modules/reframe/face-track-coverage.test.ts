import { describe, expect, it } from 'vitest';
import type { StoredFaceTrack } from '../../platform/db/schema/json-columns';
import { faceTrackOf, mergedFaceTrack, neededRanges, unsearchedRanges } from './face-track-coverage';

const HOUR = 3_600_000;
const wholeVideo = { ranges: null, durationMs: HOUR };
const clip = (startMs: number, endMs: number) => ({ ranges: [{ startMs, endMs }], durationMs: HOUR });
const missing = (searched: StoredFaceTrack | null, video: ReturnType<typeof clip> | typeof wholeVideo) =>
  unsearchedRanges(searched, neededRanges(video), HOUR);
const sample = (t_ms: number) => ({ t_ms, faces: [{ x: 0.4, y: 0.3, w: 0.2, h: 0.3 }] });
const track = (searched: StoredFaceTrack['searched'], status: StoredFaceTrack['status'] = 'done') => ({
  status,
  error: null,
  samples: [],
  ...(searched ? { searched } : {}),
});

describe('the parts of a recording a face search covers', () => {
  it('needs a clip’s ranges on the sample grid, and all of a video over the whole recording', () => {
    expect(neededRanges(clip(12_345, 57_010))).toEqual([{ start: 12_000, end: 57_500 }]);
    expect(neededRanges(wholeVideo)).toEqual([{ start: 0, end: HOUR }]);
    expect(
      neededRanges({
        ranges: [
          { startMs: 1_000, endMs: 2_200 },
          { startMs: 2_400, endMs: 4_000 },
        ],
        durationMs: HOUR,
      }),
    ).toEqual([{ start: 1_000, end: 4_000 }]);
  });

  it('searches only what no earlier search covered', () => {
    expect(missing(null, clip(60_000, 90_000))).toEqual([{ start: 60_000, end: 90_000 }]);
    const searched = track([{ start_ms: 50_000, end_ms: 70_000 }]);
    expect(missing(searched, clip(60_000, 90_000))).toEqual([{ start: 70_000, end: 90_000 }]);
    expect(missing(searched, clip(55_000, 65_000))).toEqual([]);
    expect(missing(searched, wholeVideo)).toEqual([
      { start: 0, end: 50_000 },
      { start: 70_000, end: HOUR },
    ]);
  });

  it('takes a finished track from before clips as the whole recording searched, an unfinished one as nothing', () => {
    expect(missing(track(undefined), clip(60_000, 90_000))).toEqual([]);
    expect(missing(track(undefined, 'failed'), clip(60_000, 90_000))).toEqual([
      { start: 60_000, end: 90_000 },
    ]);
  });

  it('shows a track as done only to a video whose parts it covers', () => {
    const searched = { ...track([{ start_ms: 50_000, end_ms: 70_000 }]), samples: [sample(50_000)] };
    expect(faceTrackOf(searched, clip(52_000, 69_000))).toEqual({
      status: 'done',
      error: null,
      samples: [sample(50_000)],
    });
    expect(faceTrackOf(searched, wholeVideo).status).toBe('none');
    expect(faceTrackOf(null, wholeVideo)).toEqual({ status: 'none', samples: [], error: null });
    expect(faceTrackOf({ ...searched, status: 'running' }, wholeVideo).status).toBe('running');
    // Another clip's search under way or failed does not take this clip's faces away.
    expect(faceTrackOf({ ...searched, status: 'running' }, clip(52_000, 69_000)).status).toBe('done');
    expect(
      faceTrackOf({ ...searched, status: 'failed', error: 'Faces could not be found' }, clip(52_000, 69_000)),
    ).toEqual({ status: 'done', error: null, samples: [sample(50_000)] });
  });

  it('adds a search: its samples replace the earlier ones in its ranges, and the searched parts join', () => {
    const before = {
      ...track([{ start_ms: 0, end_ms: 1_000 }]),
      samples: [sample(0), sample(500)],
    };
    const after = mergedFaceTrack(
      before,
      HOUR,
      [{ start: 500, end: 2_000 }],
      [sample(500), sample(1_000), sample(1_500)],
    );
    expect(after.status).toBe('done');
    expect(after.samples.map((s) => s.t_ms)).toEqual([0, 500, 1_000, 1_500]);
    expect(after.searched).toEqual([{ start_ms: 0, end_ms: 2_000 }]);
  });
});
