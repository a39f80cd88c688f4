// The signed-out account calls (contracts: authApi): sign-up, verification, login and password
// reset. Every call here answers a sentence written for the person, except login.
import {
  authApi,
  type LoginRequest,
  type ResetPasswordRequest,
  type SignupRequest,
  type User,
} from '@captionist/contracts';
import { callApi } from '../../lib/call-api';

export async function requestSignup(body: SignupRequest): Promise<string> {
  return (await callApi(authApi.signup, { body })).message;
}

export async function requestEmailVerification(token: string, expires: string, signature: string) {
  return (await callApi(authApi.verifyEmail, { params: { token }, query: { expires, signature } })).message;
}

export async function requestVerificationResend(email: string): Promise<string> {
  return (await callApi(authApi.resendVerification, { body: { email } })).message;
}

export const requestLogin = (body: LoginRequest): Promise<User> => callApi(authApi.login, { body });

export async function requestPasswordResetLink(email: string): Promise<string> {
  return (await callApi(authApi.forgotPassword, { body: { email } })).message;
}

export async function requestPasswordReset(body: ResetPasswordRequest): Promise<string> {
  return (await callApi(authApi.resetPassword, { body })).message;
}
