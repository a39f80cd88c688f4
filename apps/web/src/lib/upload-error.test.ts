import { describe, expect, it } from 'vitest';
import { UNEXPECTED_ERROR_MESSAGE } from './normalise-error';
import { uploadErrorMessage } from './upload-error';

describe('uploadErrorMessage', () => {
  it('prefers the first field error of a refused request', () => {
    const error = {
      status: 'error',
      message: 'The given data was invalid.',
      errors: { size: ['Files over 100 MB are uploaded in parts.'] },
      httpStatus: 422,
    };
    expect(uploadErrorMessage(error)).toBe('Files over 100 MB are uploaded in parts.');
  });

  it('shows the message of an error without field errors', () => {
    const error = { status: 'error', message: 'The upload has not arrived yet.', httpStatus: 409 };
    expect(uploadErrorMessage(error)).toBe('The upload has not arrived yet.');
  });

  it('falls back to the unexpected error message for anything else', () => {
    expect(uploadErrorMessage(new TypeError('boom'))).toBe(UNEXPECTED_ERROR_MESSAGE);
  });
});
