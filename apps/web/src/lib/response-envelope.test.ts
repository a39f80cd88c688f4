import { describe, expect, it } from 'vitest';
import { isSuccessBody } from './response-envelope';

describe('isSuccessBody', () => {
  it('accepts the success envelope and empty answers', () => {
    expect(isSuccessBody({ status: 'success', data: {} })).toBe(true);
    expect(isSuccessBody('')).toBe(true);
    expect(isSuccessBody(undefined)).toBe(true);
  });

  it('rejects an error envelope, a missing status and non-JSON bodies', () => {
    expect(isSuccessBody({ status: 'error', message: 'x' })).toBe(false);
    expect(isSuccessBody({ data: [] })).toBe(false);
    expect(isSuccessBody('<html></html>')).toBe(false);
  });
});
