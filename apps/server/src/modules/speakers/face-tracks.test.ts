import { describe, expect, it } from 'vitest';
import type { FaceSample } from '../reframe/face-detection';
import { boxAt, followFaces, sampleInterval } from './face-tracks';

const face = (x: number, y = 0.3, w = 0.15, h = 0.25) => ({ x, y, w, h, score: 0.9 });
/** Samples every 500 ms; each holds the faces `at(t)` gives. */
const samples = (count: number, at: (t: number) => ReturnType<typeof face>[]): FaceSample[] =>
  Array.from({ length: count }, (_, i) => ({ t: i * 500, faces: at(i * 500) }));

describe('followFaces', () => {
  it('follows two faces side by side as they sway, whichever the detector lists first', () => {
    const tracks = followFaces(
      samples(6, (t) => {
        const left = face(0.2 + 0.01 * Math.sin(t / 300));
        const right = face(0.6 - 0.01 * Math.sin(t / 300), 0.32, 0.18);
        return t % 1000 === 0 ? [right, left] : [left, right];
      }),
    );

    expect(tracks).toHaveLength(2);
    expect(tracks.map((track) => track.boxes.length)).toEqual([6, 6]);
    expect(tracks[0]?.boxes.every(({ box }) => box.x < 0.3)).toBe(true);
    expect(tracks[1]?.boxes.every(({ box }) => box.x > 0.5)).toBe(true);
  });

  it('keeps a face the detector missed on one sample, and starts anew after a longer absence', () => {
    const seen = new Set([0, 500, 1_500, 2_000, 3_500]);
    const tracks = followFaces(samples(8, (t) => (seen.has(t) ? [face(0.4)] : [])));

    expect(tracks.map((track) => track.boxes.map((box) => box.t))).toEqual([[0, 500, 1_500, 2_000], [3_500]]);
  });

  it('starts a new track for a face that appears elsewhere (a cut)', () => {
    const tracks = followFaces(samples(4, (t) => [face(t < 1_000 ? 0.1 : 0.6)]));

    expect(tracks.map((track) => track.boxes.length)).toEqual([2, 2]);
  });

  it('gives no track for no face', () => {
    expect(followFaces(samples(4, () => []))).toEqual([]);
    expect(followFaces([])).toEqual([]);
  });
});

describe('boxAt', () => {
  const [track] = followFaces([
    { t: 1_000, faces: [face(0.2)] },
    { t: 1_500, faces: [face(0.24)] },
  ]);
  if (!track) throw new Error('no track');

  it('interpolates between samples and holds half an interval beyond the ends', () => {
    expect(boxAt(track, 1_250, 500)?.x).toBeCloseTo(0.22);
    expect(boxAt(track, 800, 500)?.x).toBeCloseTo(0.2);
    expect(boxAt(track, 1_700, 500)?.x).toBeCloseTo(0.24);
    expect(boxAt(track, 700, 500)).toBeUndefined();
    expect(boxAt(track, 1_800, 500)).toBeUndefined();
  });
});

describe('sampleInterval', () => {
  it('is the commonest step between samples, 500 ms when there is none', () => {
    expect(sampleInterval([{ t: 0 }, { t: 500 }, { t: 1_000 }, { t: 9_000 }, { t: 9_500 }])).toBe(500);
    expect(sampleInterval([{ t: 0 }, { t: 1_300 }, { t: 2_600 }])).toBe(1_300);
    expect(sampleInterval([{ t: 0 }])).toBe(500);
  });
});
