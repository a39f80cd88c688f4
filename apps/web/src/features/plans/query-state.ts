// What the plan screens need from a query: its data (undefined while loading) and the
// message to show when it failed (spec §8: a failed features or plan query exposes its message).
import type { UseQueryResult } from '@tanstack/react-query';
import { errorMessage } from '../../lib/normalise-error';

export interface QueryState<T> {
  data: T | undefined;
  /** Set when the query failed; the last good data, if any, is still in `data`. */
  errorMessage: string | null;
  retry: () => void;
  /** True while a retry after a failure is under way. */
  isRetrying: boolean;
}

export function toQueryState<T>(query: UseQueryResult<T>): QueryState<T> {
  return {
    data: query.data,
    errorMessage: query.isError ? errorMessage(query.error) : null,
    retry: () => void query.refetch(),
    isRetrying: query.isError && query.isFetching,
  };
}
