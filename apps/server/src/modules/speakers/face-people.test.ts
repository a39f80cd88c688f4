import { describe, expect, it } from 'vitest';
import { groupPeople, type TrackLooks } from './face-people';

/** A repeatable pseudo-random number in [-1, 1). */
function noise(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return (state / 2 ** 32) * 2 - 1;
  };
}

/**
 * Descriptors of one person as face-api's give them: 128 numbers around the person's own, each
 * a distance of about 0.2 from it; different people's lie about 0.55 apart.
 */
function looks(person: number, count: number, seed = 1): Float32Array[] {
  const centre = noise(person + 1);
  const own = Float32Array.from({ length: 128 }, () => 0.06 * centre());
  const jitter = noise(seed * 31 + person);
  return Array.from({ length: count }, () => own.map((value) => value + 0.03 * jitter()));
}

const track = (start: number, end: number, descriptors: Float32Array[]): TrackLooks => ({
  start,
  end,
  descriptors,
});

describe('groupPeople', () => {
  it('joins one person seen again after a cut, and numbers people by first appearance', () => {
    const people = groupPeople([
      track(0, 5_000, looks(7, 3)),
      track(0, 5_000, looks(3, 3)),
      track(6_000, 9_000, looks(3, 2, 2)),
      track(9_500, 12_000, looks(7, 2, 3)),
      track(12_000, 13_000, looks(5, 1)),
    ]);

    expect(people).toEqual([0, 1, 1, 0, 2]);
  });

  it('never joins two faces seen at the same time, however alike', () => {
    expect(groupPeople([track(0, 5_000, looks(4, 3)), track(4_000, 8_000, looks(4, 3, 2))])).toEqual([0, 1]);
  });

  it('leaves a track without a descriptor out (-1)', () => {
    expect(groupPeople([track(0, 1_000, []), track(0, 2_000, looks(1, 1))])).toEqual([-1, 0]);
  });

  it('orders people seen first at the same time as the tracks are given', () => {
    expect(groupPeople([track(0, 1_000, looks(9, 1)), track(0, 1_000, looks(8, 1))])).toEqual([0, 1]);
  });
});
