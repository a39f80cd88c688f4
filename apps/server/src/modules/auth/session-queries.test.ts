import { describe, expect, it } from 'vitest';
import { isLive, type LiveSession, nextExpiry } from './session-queries';

const DAY_MS = 86_400_000;
const lifetime = { idleDays: 7, absoluteDays: 30 };
const start = new Date('2026-03-01T00:00:00Z');

function session(createdAt: Date, expiresAt: Date): LiveSession {
  return { idHash: 'h', userId: 'u', xsrfToken: 'x', createdAt, lastSeenAt: createdAt, expiresAt };
}

describe('isLive (a session read earlier, checked again on use)', () => {
  it('holds until the idle deadline and not from it on', () => {
    const live = session(start, nextExpiry(start, lifetime));
    expect(isLive(live, lifetime, start.getTime() + 7 * DAY_MS - 1)).toBe(true);
    expect(isLive(live, lifetime, start.getTime() + 7 * DAY_MS)).toBe(false);
  });

  it('ends at the absolute lifetime whatever the stored deadline says', () => {
    const stretched = session(start, new Date(start.getTime() + 90 * DAY_MS));
    expect(isLive(stretched, lifetime, start.getTime() + 30 * DAY_MS - 1)).toBe(true);
    expect(isLive(stretched, lifetime, start.getTime() + 30 * DAY_MS)).toBe(false);
    expect(isLive(stretched, { idleDays: 7, absoluteDays: 10 }, start.getTime() + 10 * DAY_MS)).toBe(false);
  });
});
