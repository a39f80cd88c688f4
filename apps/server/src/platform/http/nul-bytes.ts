// PostgreSQL refuses the NUL character in text and jsonb, so a NUL anywhere in a request's
// input would reach the database only to fail there. Found here first, it is a field error.
import type { FastifyRequest } from 'fastify';
import { AppError, type FieldErrors } from './app-error';

export const NUL_MESSAGE = 'This text contains an invalid character (NUL).';

/** Paths (dot-separated, as in the envelope's field errors) of every string holding a NUL. */
export function findNulFields(value: unknown, path = ''): string[] {
  if (typeof value === 'string') return value.includes('\u0000') ? [path || 'body'] : [];
  if (Array.isArray(value)) return value.flatMap((item, index) => findNulFields(item, join(path, index)));
  if (isPlainObject(value)) {
    return Object.entries(value).flatMap(([key, item]) => [
      ...(key.includes('\u0000') ? [path || 'body'] : []),
      ...findNulFields(item, join(path, key)),
    ]);
  }
  return [];
}

// Parsed JSON, query strings and params only: never a stream or a Buffer (raw bodies).
function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (!value || typeof value !== 'object') return false;
  const prototype = Object.getPrototypeOf(value);
  // Query strings are parsed into objects whose prototype has no prototype of its own.
  return prototype === Object.prototype || prototype === null || Object.getPrototypeOf(prototype) === null;
}

const join = (path: string, key: string | number) => (path ? `${path}.${key}` : String(key));

/** Throws a 422 naming each field of `input` that holds a NUL. */
export function rejectNulFields(input: unknown): void {
  const fields = findNulFields(input);
  if (fields.length === 0) return;
  const errors: FieldErrors = Object.fromEntries(fields.map((field) => [field, [NUL_MESSAGE]]));
  throw AppError.invalid(errors);
}

/** A preValidation hook: the parsed body, query string and path parameters of every route. */
export async function rejectNulInput(request: FastifyRequest): Promise<void> {
  rejectNulFields(request.params);
  rejectNulFields(request.query);
  rejectNulFields(request.body);
}
