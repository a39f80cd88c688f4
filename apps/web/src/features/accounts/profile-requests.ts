// The signed-in user's own account calls (contracts: userApi): profile with picture, and password.
import { type ChangePasswordRequest, type User, userApi } from '@captionist/contracts';
import { callApi, callApiWithForm } from '../../lib/call-api';

export interface ProfileUpdate {
  firstname: string;
  lastname: string;
  /** A new picture, or null to keep the current one. */
  file: File | null;
}

export function requestProfileUpdate({ firstname, lastname, file }: ProfileUpdate): Promise<User> {
  const form = new FormData();
  form.append('firstname', firstname);
  form.append('lastname', lastname);
  if (file) form.append('file', file);
  return callApiWithForm(userApi.updateProfile, form);
}

export async function requestPasswordChange(body: ChangePasswordRequest): Promise<string> {
  return (await callApi(userApi.changePassword, { body })).message;
}
