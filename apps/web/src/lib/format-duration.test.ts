import { describe, expect, it } from 'vitest';
import { formatDuration } from './format-duration';

describe('formatDuration', () => {
  it('shows minutes and seconds, zero-padded', () => {
    expect(formatDuration(0)).toBe('00:00');
    expect(formatDuration(2_000)).toBe('00:02');
    expect(formatDuration(65_000)).toBe('01:05');
    expect(formatDuration(599_000)).toBe('09:59');
  });

  it('rounds to the nearest second', () => {
    expect(formatDuration(1_499)).toBe('00:01');
    expect(formatDuration(59_600)).toBe('01:00');
  });

  it('adds hours from one hour on', () => {
    expect(formatDuration(3_600_000)).toBe('1:00:00');
    expect(formatDuration(3_725_000)).toBe('1:02:05');
  });

  it('gives nothing for a length not known yet', () => {
    expect(formatDuration(null)).toBeNull();
    expect(formatDuration(-1)).toBeNull();
    expect(formatDuration(Number.NaN)).toBeNull();
  });
});
