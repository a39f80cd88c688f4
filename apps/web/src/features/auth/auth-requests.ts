// The account calls the shell itself needs (spec §7); form calls live with their forms.
import { type User, userSchema } from '@captionist/contracts';
import { apiClient } from '../../lib/api-client';

export async function fetchCurrentUser(): Promise<User> {
  // Being signed out is a normal answer here, not an expired session to redirect from.
  const { data } = await apiClient.get<{ data: unknown }>('/user', { skipAuthRedirect: true });
  return userSchema.parse(data.data);
}

export async function requestLogout(): Promise<void> {
  await apiClient.post('/logout');
}
