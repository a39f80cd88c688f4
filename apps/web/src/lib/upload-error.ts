// What a failed upload says: the field error of a 422 (the size or name the API refused) is more
// precise than its summary; otherwise the message of the error envelope (413, 409, network).
import { errorMessage, normaliseError } from './normalise-error';

export function uploadErrorMessage(error: unknown): string {
  const fieldErrors = Object.values(normaliseError(error).errors ?? {});
  return fieldErrors.find((messages) => messages.length > 0)?.[0] ?? errorMessage(error);
}
