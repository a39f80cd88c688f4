import { describe, expect, it } from 'vitest';
import { mouthOpenness } from './mouth-movement';

/**
 * 68 landmarks of a face looking at the camera, `scale` pixels per unit: outer eye corners 1 apart,
 * inner lips `gap` apart; every other point somewhere on the face.
 */
function face(gap: number, scale = 100, left = 50, top = 80): number[] {
  const points: number[] = Array.from({ length: 136 }, (_, i) =>
    i % 2 === 0 ? left + scale * 0.5 : top + scale * 0.5,
  );
  const set = (index: number, x: number, y: number) => {
    points[2 * index] = left + scale * x;
    points[2 * index + 1] = top + scale * y;
  };
  set(36, 0, 0);
  set(45, 1, 0);
  for (const [upper, lower, x] of [
    [61, 67, 0.4],
    [62, 66, 0.5],
    [63, 65, 0.6],
  ] as const) {
    set(upper, x, 0.8);
    set(lower, x, 0.8 + gap);
  }
  return points;
}

describe('mouthOpenness', () => {
  it('is the gap between the inner lips over the width between the eyes', () => {
    expect(mouthOpenness(face(0))).toBe(0);
    expect(mouthOpenness(face(0.2))).toBeCloseTo(0.2);
  });

  it('reads the same for a face near the camera and one far from it', () => {
    expect(mouthOpenness(face(0.15, 40, 300, 10))).toBeCloseTo(mouthOpenness(face(0.15, 260)));
  });

  it('is 0 for points that are not a face (eyes on one spot)', () => {
    expect(mouthOpenness(new Float32Array(136))).toBe(0);
  });
});
