import { describe, expect, it } from 'vitest';
import { ProviderPause, pauseMs } from './provider-pause';

describe('pauseMs', () => {
  const now = Date.parse('2026-03-01T12:00:00Z');

  it('reads Retry-After as seconds or as a date, within a minute and an hour', () => {
    expect(pauseMs('120', now)).toBe(120_000);
    expect(pauseMs('Sun, 01 Mar 2026 12:05:00 GMT', now)).toBe(300_000);
    expect(pauseMs(null, now)).toBe(60_000);
    expect(pauseMs('soon', now)).toBe(60_000);
    expect(pauseMs('0', now)).toBe(60_000);
    expect(pauseMs('86400', now)).toBe(3_600_000);
  });
});

describe('ProviderPause', () => {
  it('is active from a "too many requests" until the time it asked for', () => {
    let clock = 1_000_000;
    const pause = new ProviderPause(() => clock);
    expect(pause.active()).toBe(false);
    pause.start('30');
    expect(pause.active()).toBe(true);
    clock += 29_999;
    expect(pause.active()).toBe(true);
    clock += 1;
    expect(pause.active()).toBe(false);
  });
});
