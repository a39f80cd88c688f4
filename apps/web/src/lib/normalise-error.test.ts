import { describe, expect, it } from 'vitest';
import { ApiError, errorMessage, normaliseError, UNEXPECTED_ERROR_MESSAGE } from './normalise-error';

describe('normaliseError', () => {
  it('turns an error envelope into an ApiError with its message and field errors', () => {
    const body = { status: 'error', message: 'The e-mail is taken.', errors: { email: ['Taken.'] } };
    const error = normaliseError(body, 422);
    expect(error).toBeInstanceOf(Error);
    expect(error).toEqual(
      new ApiError('The e-mail is taken.', { errors: { email: ['Taken.'] }, httpStatus: 422 }),
    );
    expect(error).toMatchObject({ status: 'error', name: 'ApiError' });
  });

  it('passes an ApiError on as it is', () => {
    const error = new ApiError('No credits.', { httpStatus: 403 });
    expect(normaliseError(error)).toBe(error);
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
    expect(normaliseError(body)).toEqual(new ApiError(UNEXPECTED_ERROR_MESSAGE));
  });
});

describe('errorMessage', () => {
  it('reads the server message', () => {
    expect(errorMessage({ status: 'error', message: 'No credits.' })).toBe('No credits.');
    expect(errorMessage(new ApiError('No credits.'))).toBe('No credits.');
  });

  it('falls back when the message is missing', () => {
    expect(errorMessage({ status: 'error' })).toBe(UNEXPECTED_ERROR_MESSAGE);
    expect(errorMessage({ status: 'error', message: '' })).toBe(UNEXPECTED_ERROR_MESSAGE);
  });
});
