import { cameraPath } from '@captionist/captions';
import { describe, expect, it } from 'vitest';
import { reframeCommands } from './reframe-commands';

const source = { width: 1920, height: 1080 };
const crop = { width: 606, height: 1080 };

describe('reframeCommands', () => {
  it('moves the crop where its corner changes, on the path times a millisecond early', () => {
    const samples = [0, 500, 1000, 1500, 2000].map((t) => ({
      t,
      faces: [{ x: (t < 1000 ? 0.3 : 0.7) - 0.05, y: 0.3, w: 0.1, h: 0.1 }],
    }));
    const { origin, script } = reframeCommands(cameraPath(samples, source, '9:16', 3000), source, crop);
    expect(origin).toEqual({ x: Math.round(0.3 * 1920 - 303), y: 0 });
    const lines = (script ?? '').trim().split('\n');
    expect(lines.length).toBeGreaterThan(10);
    const xs = lines.map((line) => {
      const match = /^([\d.]+) crop@reframe x (\d+), crop@reframe y 0;$/.exec(line);
      expect(match).not.toBeNull();
      return Number(match?.[2]);
    });
    // A pan to the right that never overshoots and comes back, settling (within its 1 % of the
    // crop) where the face is.
    for (let i = 1; i < xs.length; i++) expect(xs[i]).toBeGreaterThan(xs[i - 1] ?? 0);
    expect(Math.abs((xs.at(-1) ?? 0) - Math.round(0.7 * 1920 - 303))).toBeLessThanOrEqual(6);
  });

  it('writes no script for a crop that never moves', () => {
    const still = reframeCommands(cameraPath([], source, '9:16', 3000), source, crop);
    expect(still).toEqual({ origin: { x: 657, y: 0 }, script: null });
  });
});
