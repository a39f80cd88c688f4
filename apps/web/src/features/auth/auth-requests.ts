// The account calls the shell itself needs (contracts: userApi, authApi); form calls live with
// their forms. The session check itself is session-probe.ts, which comes here to parse its user.
import { authApi, type User, userApi } from '@captionist/contracts';
import { callApi } from '../../lib/call-api';

export const parseCurrentUser = (data: unknown): User => userApi.get.data.parse(data);

export async function requestLogout(): Promise<void> {
  await callApi(authApi.logout);
}
