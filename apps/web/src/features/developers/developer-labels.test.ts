import { describe, expect, it } from 'vitest';
import { expiresSoon, expiryLabel, keyPrefixLabel, momentLabel, scopeText } from './developer-labels';

const NOW = Date.parse('2026-12-02T12:00:00Z');

describe('developer labels', () => {
  it('shows a key by its first characters', () => {
    expect(keyPrefixLabel('cap_ab12')).toBe('cap_ab12…');
  });

  it('says "never" for a key not used yet', () => {
    expect(momentLabel(null, 'never', 'en-US')).toBe('never');
    expect(momentLabel('2026-12-01T08:30:00Z', 'never', 'en-US')).toMatch(/^Dec 1, 2026/);
  });

  it('tells a key that never expires from one that will and one that did', () => {
    expect(expiryLabel(null, NOW, 'en-US')).toBe('Never expires');
    expect(expiryLabel('2027-03-01T12:00:00Z', NOW, 'en-US')).toBe('Expires Mar 1, 2027');
    expect(expiryLabel('2026-11-01T12:00:00Z', NOW, 'en-US')).toBe('Expired Nov 1, 2026');
  });

  it('warns of a key with less than a week left', () => {
    expect(expiresSoon(null, NOW)).toBe(false);
    expect(expiresSoon('2026-12-05T12:00:00Z', NOW)).toBe(true);
    expect(expiresSoon('2026-12-20T12:00:00Z', NOW)).toBe(false);
  });

  it("splits a scope's label into its name and what it allows", () => {
    expect(scopeText('render')).toEqual({
      name: 'Render',
      description: 'start renders, which spend video credits',
    });
  });
});
