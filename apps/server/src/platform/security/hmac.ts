// HMAC-SHA256 signatures over a list of fields, for signed links and URLs. Each use names its
// own purpose as the first field, so a signature made for one purpose never verifies for another.
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

export function signFields(secret: string, fields: readonly (string | number | null)[]): string {
  // JSON keeps field boundaries unambiguous whatever the fields contain.
  return createHmac('sha256', secret).update(JSON.stringify(fields)).digest('hex');
}

/** Constant-time comparison of two signatures (or any two secrets). */
export function secretsMatch(expected: string, given: string): boolean {
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(given, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Tokens are stored hashed, so a leaked table does not leak usable tokens. */
export function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}
