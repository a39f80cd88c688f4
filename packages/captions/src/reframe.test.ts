import { describe, expect, it } from 'vitest';
import {
  cameraAt,
  cameraPath,
  cropOrigin,
  cropSize,
  type FaceSample,
  fitInside,
  isUpscaled,
  outputSize,
  PATH_STEP_MS,
  resolvedFrame,
} from './reframe';

const landscape = { width: 1920, height: 1080 };
const face = (x: number, y = 0.4, size = 0.15) => ({ x: x - size / 2, y: y - size / 2, w: size, h: size });
const samples = (count: number, at: (t: number) => number[], stepMs = 500): FaceSample[] =>
  Array.from({ length: count }, (_, i) => ({ t: i * stepMs, faces: at(i * stepMs).map((x) => face(x)) }));

describe('the reframed frame', () => {
  it('crops the largest region of the aspect, never upscaled, in even sizes', () => {
    expect(cropSize(landscape, '9:16')).toEqual({ width: 606, height: 1080 });
    expect(cropSize(landscape, '1:1')).toEqual({ width: 1080, height: 1080 });
    expect(cropSize(landscape, '4:5')).toEqual({ width: 864, height: 1080 });
    expect(cropSize({ width: 1080, height: 1920 }, '9:16')).toEqual({ width: 1080, height: 1920 });
    expect(cropSize({ width: 1080, height: 1920 }, '1:1')).toEqual({ width: 1080, height: 1080 });
    expect(cropSize(landscape, 'original')).toEqual(landscape);
  });

  it('fills a frame of the aspect whose shorter side is the source shorter side', () => {
    expect(outputSize(landscape, '9:16', 'fill')).toEqual({ width: 1080, height: 1920 });
    expect(outputSize(landscape, '4:5', 'fill')).toEqual({ width: 1080, height: 1350 });
    expect(outputSize(landscape, '9:16', 'face')).toEqual({ width: 606, height: 1080 });
    expect(outputSize(landscape, 'original', 'fill')).toEqual(landscape);
  });

  it('fits the whole source inside the fill frame, in even sizes', () => {
    expect(fitInside(landscape, { width: 1080, height: 1920 })).toEqual({ width: 1080, height: 606 });
    expect(fitInside({ width: 1080, height: 1920 }, { width: 1080, height: 1080 })).toEqual({
      width: 606,
      height: 1080,
    });
  });

  it('sizes the output at a resolution by its shorter side, shaped like the aspect', () => {
    expect(resolvedFrame({ width: 606, height: 1080 }, '1080p', '9:16')).toEqual({
      width: 1080,
      height: 1920,
    });
    expect(resolvedFrame({ width: 606, height: 1080 }, '720p', '9:16')).toEqual({ width: 720, height: 1280 });
    expect(resolvedFrame(landscape, '2160p')).toEqual({ width: 3840, height: 2160 });
    expect(resolvedFrame(landscape, '720p')).toEqual({ width: 1280, height: 720 });
    expect(resolvedFrame(landscape, 'source')).toEqual(landscape);
    expect(resolvedFrame({ width: 1279, height: 719 }, 'source')).toEqual({ width: 1278, height: 718 });
    expect(isUpscaled({ width: 606, height: 1080 }, { width: 1080, height: 1920 })).toBe(true);
    expect(isUpscaled(landscape, { width: 1280, height: 720 })).toBe(false);
  });

  it('places the crop around a centre and keeps it inside the frame', () => {
    const crop = { width: 606, height: 1080 };
    expect(cropOrigin({ x: 0.5, y: 0.5 }, landscape, crop)).toEqual({ x: 657, y: 0 });
    expect(cropOrigin({ x: 0.01, y: 0.5 }, landscape, crop)).toEqual({ x: 0, y: 0 });
    expect(cropOrigin({ x: 0.99, y: 0.5 }, landscape, crop)).toEqual({ x: 1314, y: 0 });
  });
});

describe('the camera path', () => {
  const span = 606 / 1920;

  it('keeps a face moving across the frame inside the crop, with bounded acceleration', () => {
    // Across and back in 6 s: 25 % → 75 % → 25 % of the width.
    const at = (t: number) => 0.25 + 0.5 * (1 - Math.abs(1 - t / 3000));
    const path = cameraPath(
      samples(13, (t) => [at(t)]),
      landscape,
      '9:16',
      6000,
    );
    expect(path.length).toBe(Math.floor(6000 / PATH_STEP_MS) + 1);
    for (const point of path) expect(Math.abs(at(point.t) - point.x)).toBeLessThan(span / 2 - 0.075 / 2);
    const dt = PATH_STEP_MS / 1000;
    for (let i = 2; i < path.length; i++) {
      const [a, b, c] = [path[i - 2], path[i - 1], path[i]].map((p) => (p?.x ?? 0) * 1920);
      const acceleration = Math.abs(((c ?? 0) - 2 * (b ?? 0) + (a ?? 0)) / dt ** 2);
      // 4 crop widths per second², in pixels, with a little room for the clamp at the edges.
      expect(acceleration).toBeLessThanOrEqual(4 * 606 * 1.01);
    }
  });

  it('does not move for a face that sways a little, or for one stray detection', () => {
    const sway = cameraPath(
      samples(20, (t) => [0.5 + 0.03 * Math.sin(t / 300)]),
      landscape,
      '9:16',
      9500,
    );
    expect(new Set(sway.map((p) => p.x.toFixed(6))).size).toBe(1);
    const stray = cameraPath(
      samples(20, (t) => [t === 4000 ? 0.9 : 0.3]),
      landscape,
      '9:16',
      9500,
    );
    expect(new Set(stray.map((p) => p.x.toFixed(6))).size).toBe(1);
    expect(stray[0]?.x).toBeCloseTo(0.3, 5);
  });

  it('holds the last face seen through frames without one, and the centre without any', () => {
    const gap = cameraPath(
      samples(10, (t) => (t >= 1000 && t <= 3000 ? [] : [0.7])),
      landscape,
      '9:16',
      4500,
    );
    for (const point of gap) expect(point.x).toBeCloseTo(0.7, 5);
    const none = cameraPath(
      samples(4, () => []),
      landscape,
      '9:16',
      1500,
    );
    for (const point of none) expect(point.x).toBeCloseTo(0.5, 5);
    expect(cameraAt([], 1000)).toEqual({ x: 0.5, y: 0.5 });
  });

  it('goes where the user put the crop over a corrected range, and back to the face after', () => {
    const path = cameraPath(
      samples(20, () => [0.3]),
      landscape,
      '9:16',
      9500,
      [{ start: 2000, end: 6000, x: 0.8, y: 0.5 }],
    );
    expect(cameraAt(path, 1900).x).toBeCloseTo(0.3, 5);
    expect(cameraAt(path, 5900).x).toBeCloseTo(0.8, 2);
    expect(cameraAt(path, 9500).x).toBeCloseTo(0.3, 2);
  });

  it('keeps the crop inside the frame for a face at the edge', () => {
    const path = cameraPath(
      samples(6, () => [0.02]),
      landscape,
      '9:16',
      2500,
    );
    for (const point of path) expect(point.x).toBeCloseTo(span / 2, 5);
  });
});
