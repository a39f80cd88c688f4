import { describe, expect, it } from 'vitest';
import { openSecret, sealSecret } from './sealed-secret';

const appKey = 'k'.repeat(43);

describe('sealed secrets', () => {
  it('opens what it sealed, and seals the same secret differently each time', () => {
    const sealed = sealSecret(appKey, 'webhook', 'whsec_abc');
    expect(sealed).not.toContain('abc');
    expect(sealSecret(appKey, 'webhook', 'whsec_abc')).not.toBe(sealed);
    expect(openSecret(appKey, 'webhook', sealed)).toBe('whsec_abc');
  });

  it('refuses another app key, another purpose and an altered value', () => {
    const sealed = sealSecret(appKey, 'webhook', 'whsec_abc');
    expect(() => openSecret('o'.repeat(43), 'webhook', sealed)).toThrow();
    expect(() => openSecret(appKey, 'other', sealed)).toThrow();
    const body = Buffer.from(sealed.slice(3), 'base64url');
    body[body.length - 1] = (body[body.length - 1] ?? 0) ^ 1;
    expect(() => openSecret(appKey, 'webhook', `v1.${body.toString('base64url')}`)).toThrow();
  });
});
