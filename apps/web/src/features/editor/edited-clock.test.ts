import { describe, expect, it } from 'vitest';
import { clockText, editedClock, seekTarget } from './edited-clock';

// A minute of source with 12 s cut: 10–22 s, and the last 2 s.
const cuts = [
  { start: 10_000, end: 22_000 },
  { start: 58_000, end: 61_000 },
];

describe('the edited clock', () => {
  it('runs as long as what the cuts leave, with the playhead moved up past each cut', () => {
    expect(editedClock(0, cuts, 60_000)).toEqual({ atMs: 0, durationMs: 46_000 });
    expect(editedClock(25_000, cuts, 60_000)).toEqual({ atMs: 13_000, durationMs: 46_000 });
    // Inside a cut the playhead stays at the cut's place; at the source's end, at the edited end.
    expect(editedClock(15_000, cuts, 60_000).atMs).toBe(10_000);
    expect(editedClock(60_000, cuts, 60_000).atMs).toBe(46_000);
  });

  it('seeks to the source time that plays there, never inside a cut', () => {
    expect(seekTarget(5_000, cuts, 60_000)).toBe(5_000);
    expect(seekTarget(13_000, cuts, 60_000)).toBe(25_000);
    // The cut's place plays what follows the cut.
    expect(seekTarget(10_000, cuts, 60_000)).toBe(22_000);
    // Past either end: the start, and the source's end (a cut running past it stops there).
    expect(seekTarget(-3_000, cuts, 60_000)).toBe(0);
    expect(seekTarget(99_000, cuts, 60_000)).toBe(60_000);
  });

  it('starts a video whose opening is cut after the cut', () => {
    expect(seekTarget(0, [{ start: 0, end: 800 }], 5_000)).toBe(800);
  });

  it('writes the clock as the app writes lengths: whole seconds cut down, m:ss', () => {
    expect(clockText({ atMs: 12_999, durationMs: 48_400 })).toBe('0:12 / 0:48');
    expect(clockText({ atMs: 61_000, durationMs: 125_000 }, ' of ')).toBe('1:01 of 2:05');
  });
});
