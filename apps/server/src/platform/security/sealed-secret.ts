// Secrets the server must read back (webhook signing secrets), kept encrypted at rest: AES-256-GCM
// under a key derived from APP_KEY for one purpose, so a leaked table alone does not leak them,
// and a value sealed for one purpose never opens for another.
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

function keyFor(appKey: string, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', appKey, 'captionist sealed secrets', purpose, 32));
}

/** `v1.<base64url of iv | tag | ciphertext>`. */
export function sealSecret(appKey: string, purpose: string, secret: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', keyFor(appKey, purpose), iv);
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return `${VERSION}.${Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url')}`;
}

/** Throws when the value was sealed under another app key or purpose, or was altered. */
export function openSecret(appKey: string, purpose: string, sealed: string): string {
  const [version, body] = sealed.split('.');
  if (version !== VERSION || !body) throw new Error('Not a sealed secret.');
  const bytes = Buffer.from(body, 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', keyFor(appKey, purpose), bytes.subarray(0, IV_BYTES));
  decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString(
    'utf8',
  );
}
