import { describe, expect, it } from 'vitest';
import { formatBytes } from './format-bytes';

describe('formatBytes', () => {
  it('counts in steps of 1024 with one decimal below 100', () => {
    expect(formatBytes(0, 'en')).toBe('0 B');
    expect(formatBytes(512, 'en')).toBe('512 B');
    expect(formatBytes(1536, 'en')).toBe('1.5 KB');
    expect(formatBytes(5 * 1024 * 1024, 'en')).toBe('5 MB');
    expect(formatBytes(12.34 * 1024 * 1024, 'en')).toBe('12.3 MB');
    expect(formatBytes(250.4 * 1024 * 1024, 'en')).toBe('250 MB');
    expect(formatBytes(3 * 1024 ** 3, 'en')).toBe('3 GB');
  });
});
