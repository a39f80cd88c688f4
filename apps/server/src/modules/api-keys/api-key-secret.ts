// The secret a program sends: `cap_` and 32 random bytes. Only its SHA-256 is stored; the first
// characters are kept so that a person can tell their keys apart in a list.
import { randomBytes } from 'node:crypto';
import { API_KEY_PREFIX } from '@captionist/contracts';
import { sha256Hex } from '../../platform/security/hmac';

/** `cap_` and 8 characters of the random part: enough to recognise a key, far too few to guess it. */
const SHOWN_CHARACTERS = API_KEY_PREFIX.length + 8;

export interface NewApiKeySecret {
  secret: string;
  prefix: string;
  hash: string;
}

export function newApiKeySecret(): NewApiKeySecret {
  const secret = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  return { secret, prefix: secret.slice(0, SHOWN_CHARACTERS), hash: apiKeyHash(secret) };
}

export const apiKeyHash = (secret: string) => sha256Hex(secret);

/** The key in an `Authorization: Bearer …` header, or null when the header holds no bearer token. */
export function bearerToken(authorization: string): string | null {
  const match = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(authorization);
  return match?.[1] ?? null;
}
