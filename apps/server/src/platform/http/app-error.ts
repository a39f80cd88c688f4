// The one error type of the server: an HTTP status, a message for the person using the
// product, and optional per-field messages. Thrown by services, mapped to the envelope once.
import type { ZodError } from 'zod';

export type FieldErrors = Record<string, string[]>;

export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: FieldErrors,
    /** Headers the answer carries (a 429's Retry-After). */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }

  static notFound(message = 'Not found.') {
    return new AppError(404, message);
  }

  static forbidden(message = 'You are not allowed to do that.') {
    return new AppError(403, message);
  }

  static unauthenticated(message = 'Unauthenticated.') {
    return new AppError(401, message);
  }

  static invalid(errors: FieldErrors, message = firstMessage(errors)) {
    return new AppError(422, message, errors);
  }
}

function firstMessage(errors: FieldErrors): string {
  const first = Object.values(errors).find((messages) => messages.length > 0)?.[0];
  return first ?? 'The given data was invalid.';
}

/** A zod failure as field errors, keyed by dotted path (below `prefix`, e.g. `settings.`). */
export function fieldErrorsOf(error: ZodError, prefix = ''): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = prefix + issue.path.map(String).join('.');
    errors[field] = [...(errors[field] ?? []), issue.message];
  }
  return errors;
}
