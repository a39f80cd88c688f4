import { describe, expect, it } from 'vitest';
import { ApiError } from './normalise-error';
import { isNotFound, retryUnlessRefused } from './query-retry';

const failure = (httpStatus?: number) => new ApiError('No.', { httpStatus });

describe('retryUnlessRefused', () => {
  it('gives up at once on a missing or refused resource', () => {
    expect(retryUnlessRefused(0, failure(404))).toBe(false);
    expect(retryUnlessRefused(0, failure(403))).toBe(false);
  });

  it('retries server and network failures up to the default count', () => {
    expect(retryUnlessRefused(0, failure(500))).toBe(true);
    expect(retryUnlessRefused(2, failure())).toBe(true);
    expect(retryUnlessRefused(3, failure(503))).toBe(false);
  });
});

describe('isNotFound', () => {
  it('is true only for a 404', () => {
    expect(isNotFound(failure(404))).toBe(true);
    expect(isNotFound(failure(500))).toBe(false);
    expect(isNotFound(null)).toBe(false);
  });
});
