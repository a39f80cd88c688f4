// Server-data cache for the whole app, persisted to localStorage so reloads start warm.
import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister';
import { QueryClient } from '@tanstack/react-query';
import type { PersistQueryClientProviderProps } from '@tanstack/react-query-persist-client';
import {
  CACHE_VERSION,
  DEFAULT_GC_TIME,
  MAX_QUERY_RETRY_DELAY,
  PERSIST_THROTTLE_MS,
  PERSISTED_CACHE_MAX_AGE,
  QUERY_RETRY_COUNT,
} from './cache-policy';
import type { ApiError } from './normalise-error';

// Every query and mutation fails with an ApiError (the API client turns each failure into one).
declare module '@tanstack/react-query' {
  interface Register {
    defaultError: ApiError;
  }
}

export function queryRetryDelay(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, MAX_QUERY_RETRY_DELAY);
}

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: QUERY_RETRY_COUNT,
      retryDelay: queryRetryDelay,
      gcTime: DEFAULT_GC_TIME,
    },
  },
});

// The sync persister, though deprecated in favour of the async one: with the async one the cache
// restores after the editor has opened, and the editor then took a draft kept over a reload for
// one made on an older transcript (e2e/tests/transcript.spec.ts "an unsaved edit survives a
// reload too" fails with it). Revisit with the persister's next major.
const persister = createSyncStoragePersister({
  storage: window.localStorage,
  throttleTime: PERSIST_THROTTLE_MS,
});

export const persistOptions: PersistQueryClientProviderProps['persistOptions'] = {
  persister,
  buster: CACHE_VERSION,
  maxAge: PERSISTED_CACHE_MAX_AGE,
};
