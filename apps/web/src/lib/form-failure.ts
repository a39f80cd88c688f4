// Where a failed form submission is shown: field errors under their inputs, the rest above the form.
import { errorMessage, normaliseError } from './normalise-error';

export interface FormFailure {
  /** The first message of each field the form has, ready for form.setErrors. */
  fieldErrors: Record<string, string>;
  /** What no input can show (a 403, a 429, an error about a hidden field…); null when nothing is left. */
  message: string | null;
}

export function describeFormFailure(error: unknown, formFields: readonly string[]): FormFailure {
  const errors = normaliseError(error).errors ?? {};
  const fieldErrors: Record<string, string> = {};
  let unplaced: string | null = null;
  for (const [field, messages] of Object.entries(errors)) {
    const first = messages[0];
    if (!first) continue;
    if (formFields.includes(field)) fieldErrors[field] = first;
    else unplaced ??= first;
  }
  if (unplaced) return { fieldErrors, message: unplaced };
  return { fieldErrors, message: Object.keys(fieldErrors).length > 0 ? null : errorMessage(error) };
}
