// Every failed API call reaches callers in one shape: the server's error envelope (spec §8).
import type { ErrorEnvelope } from '@captionist/contracts';

export type ApiError = ErrorEnvelope & {
  /** The HTTP status of a failed answer, for callers whose reaction depends on it (403 vs 429). */
  httpStatus?: number;
};

export const UNEXPECTED_ERROR_MESSAGE = 'An unexpected error occurred. Please contact administrator.';

export function normaliseError(body: unknown): ApiError {
  if (typeof body === 'object' && body !== null && 'status' in body) return body as ApiError;
  return { status: 'error', message: UNEXPECTED_ERROR_MESSAGE };
}

/** The message to show a person for any thrown value. */
export function errorMessage(error: unknown): string {
  const { message } = normaliseError(error);
  return typeof message === 'string' && message.length > 0 ? message : UNEXPECTED_ERROR_MESSAGE;
}
