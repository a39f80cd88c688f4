import { describe, expect, it } from 'vitest';
import { AppError } from '../http/app-error';
import {
  buildSignedUrl,
  EXPIRED_LINK_MESSAGE,
  INVALID_LINK_MESSAGE,
  type SignedMethod,
  type StorageGrant,
  verifySignedRequest,
} from './signed-url';

const secret = 'a-test-app-key-that-is-long-enough-0123456789';
const now = 1_800_000_000;
const key = 'users/u1/videos/v1/source.mp4';

function signedQuery(grant: StorageGrant): { path: string; query: Record<string, string> } {
  const url = new URL(buildSignedUrl('https://captions.example.com/', grant, secret));
  return { path: url.pathname, query: Object.fromEntries(url.searchParams) };
}

function verify(method: SignedMethod, query: Record<string, unknown>, at = now, forKey = key) {
  return verifySignedRequest(method, forKey, query, secret, at);
}

function refusal(run: () => unknown): string {
  try {
    run();
  } catch (err) {
    expect(err).toBeInstanceOf(AppError);
    expect((err as AppError).statusCode).toBe(403);
    return (err as AppError).message;
  }
  throw new Error('expected the request to be refused');
}

describe('signed storage URLs', () => {
  const putGrant: StorageGrant = { method: 'PUT', key, expires: now + 60, maxBytes: 1000 };
  const getGrant: StorageGrant = { method: 'GET', key, expires: now + 60, downloadName: 'Mon "film" é.mp4' };

  it('points at the storage route under APP_URL', () => {
    const url = buildSignedUrl('https://captions.example.com/', putGrant, secret);
    expect(
      url.startsWith(`https://captions.example.com/api/storage/${key}?expires=${now + 60}&max=1000&`),
    ).toBe(true);
    expect(url).toMatch(/&signature=[0-9a-f]{64}$/);
  });

  it('accepts an untouched URL and returns what was signed', () => {
    expect(verify('PUT', signedQuery(putGrant).query)).toEqual(putGrant);
    expect(verify('GET', signedQuery(getGrant).query)).toEqual(getGrant);
  });

  it('accepts a URL until its last second', () => {
    expect(verify('GET', signedQuery(getGrant).query, now + 60)).toEqual(getGrant);
  });

  it('refuses an expired URL as expired', () => {
    expect(refusal(() => verify('GET', signedQuery(getGrant).query, now + 61))).toBe(EXPIRED_LINK_MESSAGE);
  });

  it('refuses a URL used for another key', () => {
    const { query } = signedQuery(putGrant);
    expect(refusal(() => verify('PUT', query, now, 'users/u1/videos/v2/source.mp4'))).toBe(
      INVALID_LINK_MESSAGE,
    );
  });

  it('refuses an edited expiry as tampering, even an expired one pushed into the future', () => {
    const { query } = signedQuery({ ...getGrant, expires: now - 10 });
    expect(refusal(() => verify('GET', { ...query, expires: String(now + 3600) }))).toBe(
      INVALID_LINK_MESSAGE,
    );
  });

  it('refuses a raised, removed or added byte cap', () => {
    const { query } = signedQuery(putGrant);
    expect(refusal(() => verify('PUT', { ...query, max: '1000000' }))).toBe(INVALID_LINK_MESSAGE);
    const { max: _removed, ...withoutMax } = query;
    expect(refusal(() => verify('PUT', withoutMax))).toBe(INVALID_LINK_MESSAGE);
    const { query: getQuery } = signedQuery(getGrant);
    expect(refusal(() => verify('GET', { ...getQuery, max: '10' }))).toBe(INVALID_LINK_MESSAGE);
  });

  it('refuses an edited download name', () => {
    const { query } = signedQuery(getGrant);
    expect(refusal(() => verify('GET', { ...query, name: 'other.mp4' }))).toBe(INVALID_LINK_MESSAGE);
  });

  it('refuses a download URL used to upload, and the reverse', () => {
    expect(refusal(() => verify('PUT', signedQuery(getGrant).query))).toBe(INVALID_LINK_MESSAGE);
    expect(refusal(() => verify('GET', signedQuery(putGrant).query))).toBe(INVALID_LINK_MESSAGE);
  });

  it('refuses a URL signed with another key', () => {
    const { query } = signedQuery(putGrant);
    expect(refusal(() => verifySignedRequest('PUT', key, query, `${secret}x`, now))).toBe(
      INVALID_LINK_MESSAGE,
    );
  });

  it('refuses missing, malformed or repeated parameters', () => {
    const { query } = signedQuery(putGrant);
    const { signature: _signature, ...unsigned } = query;
    expect(refusal(() => verify('PUT', unsigned))).toBe(INVALID_LINK_MESSAGE);
    expect(refusal(() => verify('PUT', { ...query, signature: query.signature?.slice(1) }))).toBe(
      INVALID_LINK_MESSAGE,
    );
    expect(refusal(() => verify('PUT', { ...query, signature: query.signature?.toUpperCase() }))).toBe(
      INVALID_LINK_MESSAGE,
    );
    expect(refusal(() => verify('PUT', { ...query, expires: `${now + 60}.0` }))).toBe(INVALID_LINK_MESSAGE);
    expect(refusal(() => verify('PUT', { ...query, expires: [query.expires, query.expires] }))).toBe(
      INVALID_LINK_MESSAGE,
    );
    expect(refusal(() => verify('PUT', { ...query, max: '-1' }))).toBe(INVALID_LINK_MESSAGE);
  });
});
