import { describe, expect, it } from 'vitest';
import { voiceClusters } from './voice-clusters';
import { PRINT_SIZE } from './voice-prints';

/** Prints scattered as one voice's are (spread 1 in every dimension) around `centre`. */
function prints(count: number, centre: number, seed: number): Float64Array[] {
  let state = seed;
  const normal = () => {
    let sum = 0;
    for (let i = 0; i < 12; i++) {
      state = (state * 1_664_525 + 1_013_904_223) >>> 0;
      sum += state / 2 ** 32;
    }
    return sum - 6;
  };
  return Array.from({ length: count }, () =>
    Float64Array.from({ length: PRINT_SIZE }, () => centre + normal()),
  );
}

describe('voiceClusters', () => {
  it('keeps one voice one group', () => {
    for (const count of [8, 40, 120, 1000])
      expect(new Set(voiceClusters(prints(count, 0, count), 4))).toEqual(new Set([0]));
  });

  it('tells two and three voices apart', () => {
    const two = [...prints(40, 0, 1), ...prints(30, 3, 2)];
    expect(voiceClusters(two, 4)).toEqual([...Array(40).fill(0), ...Array(30).fill(1)]);
    const three = [...prints(30, 0, 3), ...prints(30, 3, 4), ...prints(30, -3, 5)];
    expect(voiceClusters(three, 4)).toEqual([
      ...Array(30).fill(0),
      ...Array(30).fill(1),
      ...Array(30).fill(2),
    ]);
  });

  it('gives no more groups than asked for', () => {
    const three = [...prints(30, 0, 3), ...prints(30, 3, 4), ...prints(30, -3, 5)];
    expect(new Set(voiceClusters(three, 2)).size).toBe(2);
  });

  it('does not make a voice of a few odd prints', () => {
    const labels = voiceClusters([...prints(60, 0, 6), ...prints(3, 4, 7)], 4);
    expect(new Set(labels)).toEqual(new Set([0]));
  });

  it('has no groups for no prints', () => {
    expect(voiceClusters([], 4)).toEqual([]);
  });
});
