import { describe, expect, it } from 'vitest';
import { retryWait } from './webhook-backoff';

const waits = [5, 30, 120];
const created = new Date('2026-01-01T00:00:00Z');
const after = (ms: number) => new Date(created.getTime() + ms);

describe('retryWait', () => {
  it('waits the listed seconds in turn after each failed try', () => {
    expect(retryWait(1, created, created, waits)).toBe(5);
    expect(retryWait(2, created, after(5_000), waits)).toBe(30);
    expect(retryWait(3, created, after(35_000), waits)).toBe(120);
  });

  it('repeats the last wait once the list is used up', () => {
    expect(retryWait(9, created, after(600_000), waits)).toBe(120);
  });

  it('gives up when the next try would come 24 hours or more after the event', () => {
    const almost = 24 * 3600_000 - 130_000;
    expect(retryWait(9, created, after(almost), waits)).toBe(120);
    expect(retryWait(10, created, after(almost + 10_000), waits)).toBeNull();
  });
});
