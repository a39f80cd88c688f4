import { describe, expect, it } from 'vitest';
import { checkLink, resetUrl, signLink, verificationUrl } from './signed-links';

const secret = 'k'.repeat(40);
const link = { token: 'abc', email: 'Ann@Example.com', expires: 2_000 };

describe('signed links', () => {
  it('accepts its own signature until expiry', () => {
    const signature = signLink(secret, 'email-verify', link);
    expect(checkLink(secret, 'email-verify', link, signature, 1_999)).toBe('valid');
    expect(checkLink(secret, 'email-verify', link, signature, 2_001)).toBe('expired');
  });

  it('refuses a tampered token, e-mail or expiry as invalid', () => {
    const signature = signLink(secret, 'email-verify', link);
    expect(checkLink(secret, 'email-verify', { ...link, token: 'abd' }, signature, 0)).toBe('invalid');
    expect(checkLink(secret, 'email-verify', { ...link, email: 'bob@example.com' }, signature, 0)).toBe(
      'invalid',
    );
    expect(checkLink(secret, 'email-verify', { ...link, expires: 9_999 }, signature, 3_000)).toBe('invalid');
  });

  it('never lets a signature of one purpose pass for another', () => {
    const signature = signLink(secret, 'email-verify', link);
    expect(checkLink(secret, 'password-reset', link, signature, 0)).toBe('invalid');
  });

  it('builds the web routes of spec §2', () => {
    expect(verificationUrl('http://x', secret, link)).toMatch(
      /^http:\/\/x\/email-verify\/abc\?expires=2000&signature=[0-9a-f]{64}$/,
    );
    expect(resetUrl('http://x', secret, link)).toMatch(
      /^http:\/\/x\/reset-password\?token=abc&email=Ann%40Example\.com&expires=2000&signature=/,
    );
  });
});
