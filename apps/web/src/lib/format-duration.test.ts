import { describe, expect, it } from 'vitest';
import { formatDuration } from './format-duration';

describe('formatDuration', () => {
  it('shows minutes and zero-padded seconds, as the player does', () => {
    expect(formatDuration(0)).toBe('0:00');
    expect(formatDuration(2_000)).toBe('0:02');
    expect(formatDuration(65_000)).toBe('1:05');
    expect(formatDuration(599_000)).toBe('9:59');
    expect(formatDuration(600_000)).toBe('10:00');
  });

  it('counts whole seconds only, cutting the rest off as the player does', () => {
    expect(formatDuration(11_500)).toBe('0:11');
    expect(formatDuration(1_999)).toBe('0:01');
    expect(formatDuration(59_600)).toBe('0:59');
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
