import { describe, expect, it } from 'vitest';
import { type PictureLimits, pictureLimitProblem } from './picture-limits';

const limits: PictureLimits = {
  maxPixels: 4096 * 2304,
  maxSide: 4096,
  maxFps: 120,
  maxStillPixels: 50_000_000,
};

describe('pictureLimitProblem', () => {
  it('accepts 4K at 60 fps, DCI 4K and a portrait 4K phone video', () => {
    expect(pictureLimitProblem({ width: 3840, height: 2160, fps: 60 }, 'moving', limits)).toBeNull();
    expect(pictureLimitProblem({ width: 4096, height: 2160, fps: 24 }, 'moving', limits)).toBeNull();
    expect(pictureLimitProblem({ width: 2160, height: 3840, fps: 30 }, 'moving', limits)).toBeNull();
  });

  it('refuses a pixel bomb, a too-long side and a too-high frame rate with the reason', () => {
    expect(pictureLimitProblem({ width: 16000, height: 16000, fps: 1 }, 'moving', limits)).toMatch(
      /^This video is 16000×16000; videos up to 4096 pixels/,
    );
    expect(pictureLimitProblem({ width: 8000, height: 100, fps: 30 }, 'moving', limits)).toMatch(/8000×100/);
    expect(pictureLimitProblem({ width: 640, height: 360, fps: 240 }, 'moving', limits)).toMatch(
      /240 frames per second; up to 120/,
    );
  });

  it('lets photos be larger than video frames, within their own limit', () => {
    expect(pictureLimitProblem({ width: 6000, height: 4000, fps: null }, 'still', limits)).toBeNull();
    expect(pictureLimitProblem({ width: 12000, height: 9000, fps: null }, 'still', limits)).toMatch(
      /^This picture is 12000×9000; pictures up to 50.0 megapixels/,
    );
  });
});
