import { describe, expect, it } from 'vitest';
import { errorMessage, normaliseError, UNEXPECTED_ERROR_MESSAGE } from './normalise-error';

describe('normaliseError', () => {
  it('passes on a body that carries a status', () => {
    const body = { status: 'error', message: 'The e-mail is taken.', errors: { email: ['Taken.'] } };
    expect(normaliseError(body)).toBe(body);
  });

  it.each([
    undefined,
    null,
    '',
    '<html>502</html>',
    42,
    { message: 'no status' },
    new Error('Network Error'),
  ])('turns %s into the unexpected error', (body) => {
    expect(normaliseError(body)).toEqual({ status: 'error', message: UNEXPECTED_ERROR_MESSAGE });
  });
});

describe('errorMessage', () => {
  it('reads the server message', () => {
    expect(errorMessage({ status: 'error', message: 'No credits.' })).toBe('No credits.');
  });

  it('falls back when the message is missing', () => {
    expect(errorMessage({ status: 'error' })).toBe(UNEXPECTED_ERROR_MESSAGE);
  });
});
