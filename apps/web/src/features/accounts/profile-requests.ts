// The signed-in user's own account calls (spec §7): profile with picture, and password.
import { type ChangePasswordRequest, messageSchema, type User, userSchema } from '@captionist/contracts';
import { apiClient } from '../../lib/api-client';

export interface ProfileUpdate {
  firstname: string;
  lastname: string;
  /** A new picture, or null to keep the current one. */
  file: File | null;
}

export async function requestProfileUpdate({ firstname, lastname, file }: ProfileUpdate): Promise<User> {
  const body = new FormData();
  body.append('firstname', firstname);
  body.append('lastname', lastname);
  if (file) body.append('file', file);
  const { data } = await apiClient.post<{ data: unknown }>('/user/profile', body);
  return userSchema.parse(data.data);
}

export async function requestPasswordChange(body: ChangePasswordRequest): Promise<string> {
  const { data } = await apiClient.post<{ data: unknown }>('/user/password', body);
  return messageSchema.parse(data.data).message;
}
