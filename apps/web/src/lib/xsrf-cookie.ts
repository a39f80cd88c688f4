// Makes sure the XSRF-TOKEN cookie exists before state-changing calls (spec §7).

export const XSRF_COOKIE_NAME = 'XSRF-TOKEN';
export const XSRF_HEADER_NAME = 'X-XSRF-TOKEN';

// These calls rotate the session, so the token they send must be fresh.
const FRESH_TOKEN_PATHS = new Set(['/login', '/signup', '/forgot-password', '/reset-password']);

export function needsFreshXsrfCookie(url: string | undefined): boolean {
  return FRESH_TOKEN_PATHS.has((url ?? '').split('?')[0] ?? '');
}

export function hasXsrfCookie(cookieHeader: string = document.cookie): boolean {
  return cookieHeader.split(';').some((part) => part.trim().startsWith(`${XSRF_COOKIE_NAME}=`));
}

export interface XsrfCookieEnsurer {
  /** Fetches the cookie only when it is missing. */
  ensure(): Promise<void>;
  /** Always fetches a new cookie. */
  refresh(): Promise<void>;
}

/** Concurrent callers share one in-flight fetch instead of each asking for a cookie. */
export function createXsrfCookieEnsurer(
  fetchCookie: () => Promise<unknown>,
  hasCookie: () => boolean,
): XsrfCookieEnsurer {
  let pending: Promise<void> | null = null;
  const refresh = () => {
    pending ??= fetchCookie()
      .then(() => undefined)
      .finally(() => {
        pending = null;
      });
    return pending;
  };
  return {
    ensure: () => (hasCookie() ? Promise.resolve() : refresh()),
    refresh,
  };
}
