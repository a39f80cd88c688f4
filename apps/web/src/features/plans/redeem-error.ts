import { errorMessage, normaliseError } from '../../lib/normalise-error';

export interface RedeemError {
  /** Said under the code field: the code is unknown, used, expired or already yours. */
  field: string | null;
  /** Said above the form: too many attempts, or anything else that went wrong. */
  general: string | null;
}

export function redeemErrorOf(error: unknown): RedeemError {
  const field = normaliseError(error).errors?.code?.[0];
  return field ? { field, general: null } : { field: null, general: errorMessage(error) };
}
