import { describe, expect, it } from 'vitest';
import { withCorrection } from './crop-corrections';

describe('withCorrection', () => {
  it('holds the crop from the moment to the end of the video', () => {
    expect(withCorrection([], 4030, { x: 0.7, y: 0.5 }, 10_000)).toEqual([
      { start_ms: 4000, end_ms: 10_000, x: 0.7, y: 0.5 },
    ]);
  });

  it('stops at the next correction, and cuts short the one it falls inside', () => {
    const later = withCorrection([], 6000, { x: 0.2, y: 0.5 }, 10_000);
    const both = withCorrection(later, 3000, { x: 0.8, y: 0.5 }, 10_000);
    expect(both).toEqual([
      { start_ms: 3000, end_ms: 6000, x: 0.8, y: 0.5 },
      { start_ms: 6000, end_ms: 10_000, x: 0.2, y: 0.5 },
    ]);
    const inside = withCorrection(both, 4500, { x: 0.5, y: 0.5 }, 10_000);
    expect(inside).toEqual([
      { start_ms: 3000, end_ms: 4500, x: 0.8, y: 0.5 },
      { start_ms: 4500, end_ms: 6000, x: 0.5, y: 0.5 },
      { start_ms: 6000, end_ms: 10_000, x: 0.2, y: 0.5 },
    ]);
  });

  it('replaces a correction made at the same moment, and keeps the centre inside the frame', () => {
    const first = withCorrection([], 2000, { x: 0.3, y: 0.5 }, 5000);
    expect(withCorrection(first, 2040, { x: 1.4, y: -1 }, 5000)).toEqual([
      { start_ms: 2000, end_ms: 5000, x: 1, y: 0 },
    ]);
  });
});
