import { describe, expect, it } from 'vitest';
import { throttledProgress } from './throttled-progress';

describe('throttledProgress', () => {
  it('writes only moves of at least five points, in order, below 100', async () => {
    const written: number[] = [];
    const progress = throttledProgress(async (value) => {
      await new Promise((resolve) => setTimeout(resolve, 1));
      written.push(value);
    });
    for (const value of [1, 4.9, 5, 6, 9.99, 10, 3, Number.NaN, 50, 100, 120]) progress.report(value);
    await progress.settled();
    expect(written).toEqual([5, 10, 50, 99]);
  });
});
