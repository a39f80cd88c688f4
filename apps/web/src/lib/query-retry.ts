// A missing or refused resource will not appear on a retry; only server and network failures may pass.

import { QUERY_RETRY_COUNT } from './cache-policy';
import type { ApiError } from './normalise-error';

export function retryUnlessRefused(failureCount: number, error: ApiError): boolean {
  const status = error.httpStatus;
  if (status !== undefined && status >= 400 && status < 500) return false;
  return failureCount < QUERY_RETRY_COUNT;
}

export const isNotFound = (error: ApiError | null): boolean => error?.httpStatus === 404;
