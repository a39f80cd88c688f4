import { describe, expect, it, vi } from 'vitest';
import { createXsrfCookieEnsurer, hasXsrfCookie, needsFreshXsrfCookie } from './xsrf-cookie';

describe('createXsrfCookieEnsurer', () => {
  it('fetches once for concurrent calls when the cookie is missing', async () => {
    let resolve: () => void = () => {};
    const fetchCookie = vi.fn(() => new Promise<void>((done) => (resolve = done)));
    const ensurer = createXsrfCookieEnsurer(fetchCookie, () => false);
    const calls = Promise.all([ensurer.ensure(), ensurer.ensure(), ensurer.refresh()]);
    resolve();
    await calls;
    expect(fetchCookie).toHaveBeenCalledTimes(1);
  });

  it('skips the fetch when the cookie exists', async () => {
    const fetchCookie = vi.fn(async () => {});
    await createXsrfCookieEnsurer(fetchCookie, () => true).ensure();
    expect(fetchCookie).not.toHaveBeenCalled();
  });

  it('refreshes even when the cookie exists, and again after the previous fetch settled', async () => {
    const fetchCookie = vi.fn(async () => {});
    const ensurer = createXsrfCookieEnsurer(fetchCookie, () => true);
    await ensurer.refresh();
    await ensurer.refresh();
    expect(fetchCookie).toHaveBeenCalledTimes(2);
  });

  it('lets a failed fetch be retried', async () => {
    const fetchCookie = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(undefined);
    const ensurer = createXsrfCookieEnsurer(fetchCookie, () => false);
    await expect(ensurer.ensure()).rejects.toThrow('offline');
    await expect(ensurer.ensure()).resolves.toBeUndefined();
  });
});

describe('hasXsrfCookie', () => {
  it('finds the cookie among others', () => {
    expect(hasXsrfCookie('a=1; XSRF-TOKEN=abc; b=2')).toBe(true);
    expect(hasXsrfCookie('a=1; NOT-XSRF-TOKEN=abc')).toBe(false);
    expect(hasXsrfCookie('')).toBe(false);
  });
});

describe('needsFreshXsrfCookie', () => {
  it('is true for the session-changing account calls only', () => {
    expect(needsFreshXsrfCookie('/login')).toBe(true);
    expect(needsFreshXsrfCookie('/reset-password?x=1')).toBe(true);
    expect(needsFreshXsrfCookie('/logout')).toBe(false);
    expect(needsFreshXsrfCookie(undefined)).toBe(false);
  });
});
