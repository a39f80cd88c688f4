import { describe, expect, it } from 'vitest';
import { UNEXPECTED_ERROR_MESSAGE } from '../../lib/normalise-error';
import { redeemErrorOf } from './redeem-error';

describe('redeemErrorOf', () => {
  it('puts a problem with the code under the field', () => {
    const error = {
      status: 'error',
      message: 'The given data was invalid.',
      errors: { code: ['This code has already been used.'] },
    };
    expect(redeemErrorOf(error)).toEqual({ field: 'This code has already been used.', general: null });
  });

  it('shows other failures, such as too many attempts, above the form', () => {
    const error = { status: 'error', message: 'Too many attempts at redeeming codes.' };
    expect(redeemErrorOf(error)).toEqual({ field: null, general: 'Too many attempts at redeeming codes.' });
  });

  it('falls back to the general message for anything unexpected', () => {
    expect(redeemErrorOf(new Error('network'))).toEqual({ field: null, general: UNEXPECTED_ERROR_MESSAGE });
  });
});
