// Caching constants of spec §7 and §9, shared by every query of server data.
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** Changing it drops every browser's persisted cache on next load. */
export const CACHE_VERSION = '3';
export const PERSISTED_CACHE_MAX_AGE = DAY;
export const PERSIST_THROTTLE_MS = 5000;

export const DEFAULT_GC_TIME = 5 * MINUTE;
export const QUERY_RETRY_COUNT = 3;
export const MAX_QUERY_RETRY_DELAY = 30_000;

/** Plan features and the plan change with billing, so they are rechecked often. */
export const planCachePolicy = {
  staleTime: 5 * MINUTE,
  refetchOnMount: true,
} as const;

/** Audio and font libraries change rarely and are large; load them once a week. */
export const libraryCachePolicy = {
  staleTime: Number.POSITIVE_INFINITY,
  gcTime: 7 * DAY,
  refetchOnMount: false,
  refetchOnWindowFocus: false,
  refetchOnReconnect: false,
} as const;

/** Templates are refreshed explicitly after the user saves or deletes one. */
export const templatesCachePolicy = {
  staleTime: Number.POSITIVE_INFINITY,
  gcTime: 7 * DAY,
} as const;
