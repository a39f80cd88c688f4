// Every failed API call reaches callers as one error type carrying the server's error envelope
// (spec §8), so it can be thrown, caught and logged like any Error.
import type { ErrorEnvelope } from '@captionist/contracts';

type FieldErrors = NonNullable<ErrorEnvelope['errors']>;

export class ApiError extends Error implements ErrorEnvelope {
  readonly status = 'error';
  readonly errors?: FieldErrors;
  /** The HTTP status of a failed answer, for callers whose reaction depends on it (403 vs 429). */
  readonly httpStatus?: number;

  constructor(message: string, { errors, httpStatus }: { errors?: FieldErrors; httpStatus?: number } = {}) {
    super(message);
    this.name = 'ApiError';
    if (errors !== undefined) this.errors = errors;
    if (httpStatus !== undefined) this.httpStatus = httpStatus;
  }
}

export const UNEXPECTED_ERROR_MESSAGE = 'An unexpected error occurred. Please contact administrator.';

const isErrorEnvelope = (body: unknown): body is Partial<ErrorEnvelope> =>
  typeof body === 'object' && body !== null && 'status' in body;

/** The ApiError for any failure: an ApiError as it is, an error envelope as sent, anything else as unexpected. */
export function normaliseError(body: unknown, httpStatus?: number): ApiError {
  if (body instanceof ApiError) return body;
  if (!isErrorEnvelope(body)) return new ApiError(UNEXPECTED_ERROR_MESSAGE, { httpStatus });
  const message =
    typeof body.message === 'string' && body.message.length > 0 ? body.message : UNEXPECTED_ERROR_MESSAGE;
  return new ApiError(message, { errors: body.errors, httpStatus });
}

/** The message to show a person for any thrown value. */
export function errorMessage(error: unknown): string {
  return normaliseError(error).message;
}
