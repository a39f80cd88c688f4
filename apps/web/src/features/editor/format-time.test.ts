import { describe, expect, it } from 'vitest';
import { formatWordTime } from './format-time';

describe('formatWordTime', () => {
  it('shows minutes, seconds and milliseconds, and hours only when there are some', () => {
    expect(formatWordTime(0)).toBe('0:00.000');
    expect(formatWordTime(1234)).toBe('0:01.234');
    expect(formatWordTime(61_050)).toBe('1:01.050');
    expect(formatWordTime(3_723_004)).toBe('1:02:03.004');
  });
});
