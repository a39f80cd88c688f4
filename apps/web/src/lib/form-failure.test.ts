import { describe, expect, it } from 'vitest';
import { describeFormFailure } from './form-failure';
import { UNEXPECTED_ERROR_MESSAGE } from './normalise-error';

const fields = ['email', 'password'];

describe('describeFormFailure', () => {
  it('puts each field error under its input, first message only, with nothing above the form', () => {
    const error = {
      status: 'error',
      message: 'These credentials do not match our records.',
      errors: { email: ['These credentials do not match our records.', 'Second.'] },
    };
    expect(describeFormFailure(error, fields)).toEqual({
      fieldErrors: { email: 'These credentials do not match our records.' },
      message: null,
    });
  });

  it('shows an error without field errors above the form', () => {
    const error = { status: 'error', message: 'Too many attempts.', httpStatus: 429 };
    expect(describeFormFailure(error, fields)).toEqual({ fieldErrors: {}, message: 'Too many attempts.' });
  });

  it('shows an error about a field the form does not have above the form', () => {
    const error = {
      status: 'error',
      message: 'The password must be at least 8 characters.',
      errors: { password: ['The password must be at least 8 characters.'], token: ['Invalid token.'] },
    };
    expect(describeFormFailure(error, fields)).toEqual({
      fieldErrors: { password: 'The password must be at least 8 characters.' },
      message: 'Invalid token.',
    });
  });

  it('falls back to the unexpected error for anything that is not an API error', () => {
    expect(describeFormFailure(new Error('Network Error'), fields)).toEqual({
      fieldErrors: {},
      message: UNEXPECTED_ERROR_MESSAGE,
    });
  });
});
