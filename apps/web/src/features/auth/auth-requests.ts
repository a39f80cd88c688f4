// The account calls the shell itself needs (contracts: userApi, authApi); form calls live with
// their forms.
import { authApi, type User, userApi } from '@captionist/contracts';
import { callApi } from '../../lib/call-api';

export const fetchCurrentUser = (): Promise<User> =>
  // Being signed out is a normal answer here, not an expired session to redirect from.
  callApi(userApi.get, undefined, { skipAuthRedirect: true });

export async function requestLogout(): Promise<void> {
  await callApi(authApi.logout);
}
