import { describe, expect, it } from 'vitest';
import { formatEta } from './format-eta';

describe('formatEta', () => {
  it('rounds seconds to steps of five and minutes to whole ones', () => {
    expect(formatEta(38)).toBe('about 40 s left');
    expect(formatEta(40)).toBe('about 40 s left');
    expect(formatEta(100)).toBe('about 2 min left');
    expect(formatEta(3 * 3600 + 20 * 60)).toBe('about 3 h 20 min left');
  });

  it('says when it is nearly done, and nothing without an estimate', () => {
    expect(formatEta(2)).toBe('almost done');
    expect(formatEta(null)).toBeNull();
  });
});
