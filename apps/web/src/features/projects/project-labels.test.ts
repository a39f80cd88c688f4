import { describe, expect, it } from 'vitest';
import { updatedLabel, videoCountLabel } from './project-labels';

describe('videoCountLabel', () => {
  it('counts videos in words', () => {
    expect(videoCountLabel(0)).toBe('0 videos');
    expect(videoCountLabel(1)).toBe('1 video');
    expect(videoCountLabel(12)).toBe('12 videos');
  });
});

describe('updatedLabel', () => {
  const now = Date.parse('2026-03-10T12:00:00Z');
  const ago = (ms: number) => new Date(now - ms).toISOString();

  it('says how long ago within a week', () => {
    expect(updatedLabel(ago(20_000), now, 'en')).toBe('Updated just now');
    expect(updatedLabel(ago(5 * 60_000), now, 'en')).toBe('Updated 5 minutes ago');
    expect(updatedLabel(ago(3 * 3_600_000), now, 'en')).toBe('Updated 3 hours ago');
    expect(updatedLabel(ago(30 * 3_600_000), now, 'en')).toBe('Updated yesterday');
    expect(updatedLabel(ago(4 * 86_400_000), now, 'en')).toBe('Updated 4 days ago');
  });

  it('gives the date from a week on', () => {
    expect(updatedLabel('2026-01-05T09:00:00Z', now, 'en')).toBe('Updated Jan 5, 2026');
  });

  it('treats a clock a little ahead as just now, and nonsense as nothing', () => {
    expect(updatedLabel(new Date(now + 5_000).toISOString(), now, 'en')).toBe('Updated just now');
    expect(updatedLabel('not a date', now, 'en')).toBe('');
  });
});
