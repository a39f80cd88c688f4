// Signed storage URLs of the local driver, the local counterpart of S3 presigned URLs: whoever
// holds the URL may do exactly the signed method on the signed key, within the signed limits,
// until it expires. signature = HMAC-SHA256(APP_KEY, canonical JSON of every signed field).
import { AppError } from '../http/app-error';
import { secretsMatch, signFields } from '../security/hmac';

/** Where the storage routes are mounted; signed URLs point here. */
export const STORAGE_ROUTE_PATH = '/api/storage';

export type SignedMethod = 'GET' | 'PUT';

export interface StorageGrant {
  method: SignedMethod;
  key: string;
  /** Unix time in seconds after which the URL is refused. */
  expires: number;
  /** PUT only: the upload is refused beyond this many bytes. */
  maxBytes?: number;
  /** GET only: the file is offered for download under this name. */
  downloadName?: string;
}

export const EXPIRED_LINK_MESSAGE = 'This link has expired.';
export const INVALID_LINK_MESSAGE = 'Invalid or tampered link.';

// Versioned and namespaced so that no other HMAC made with APP_KEY (e-mail links) can ever be
// replayed as a storage signature; JSON keeps field boundaries unambiguous whatever the name holds.
function grantFields(grant: StorageGrant) {
  return [
    'captionist-storage-v1',
    grant.method,
    grant.key,
    grant.expires,
    grant.maxBytes ?? null,
    grant.downloadName ?? null,
  ];
}

export function signGrant(grant: StorageGrant, secret: string): string {
  return signFields(secret, grantFields(grant));
}

/** The absolute URL for `grant` under `appUrl` (APP_URL). */
export function buildSignedUrl(appUrl: string, grant: StorageGrant, secret: string): string {
  const query = new URLSearchParams({ expires: String(grant.expires) });
  if (grant.maxBytes !== undefined) query.set('max', String(grant.maxBytes));
  if (grant.downloadName !== undefined) query.set('name', grant.downloadName);
  query.set('signature', signGrant(grant, secret));
  return `${appUrl.replace(/\/+$/, '')}${STORAGE_ROUTE_PATH}/${grant.key}?${query.toString()}`;
}

/**
 * Checks the query of a request for `method` on `key`; returns the grant it carries.
 * Throws a 403 AppError when the signature does not match or the URL has expired.
 */
export function verifySignedRequest(
  method: SignedMethod,
  key: string,
  query: Record<string, unknown>,
  secret: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): StorageGrant {
  const expires = digits(query.expires);
  const maxBytes = query.max === undefined ? undefined : digits(query.max);
  const downloadName = query.name === undefined ? undefined : query.name;
  const signature = query.signature;
  if (
    expires === null ||
    maxBytes === null ||
    (downloadName !== undefined && typeof downloadName !== 'string') ||
    typeof signature !== 'string'
  ) {
    throw AppError.forbidden(INVALID_LINK_MESSAGE);
  }
  const grant: StorageGrant = {
    method,
    key,
    expires,
    ...(maxBytes !== undefined ? { maxBytes } : {}),
    ...(downloadName !== undefined ? { downloadName } : {}),
  };
  if (!secretsMatch(signGrant(grant, secret), signature)) throw AppError.forbidden(INVALID_LINK_MESSAGE);
  // Checked after the signature, so an edited expiry reads as tampering, not as expiry.
  if (nowSeconds > expires) throw AppError.forbidden(EXPIRED_LINK_MESSAGE);
  return grant;
}

function digits(value: unknown): number | null {
  if (typeof value !== 'string' || !/^\d{1,15}$/.test(value)) return null;
  return Number(value);
}
