// The signed-out account calls of spec §7: sign-up, verification, login and password reset.
import {
  type LoginRequest,
  messageSchema,
  type ResetPasswordRequest,
  type SignupRequest,
  type User,
  userSchema,
} from '@captionist/contracts';
import { apiClient } from '../../lib/api-client';

type Envelope = { data: unknown };

/** Every call here answers a sentence written for the person, except login. */
const messageOf = ({ data }: { data: Envelope }) => messageSchema.parse(data.data).message;

export async function requestSignup(body: SignupRequest): Promise<string> {
  return messageOf(await apiClient.post<Envelope>('/signup', body));
}

export async function requestEmailVerification(token: string, expires: string, signature: string) {
  const path = `/email-verify/${encodeURIComponent(token)}`;
  return messageOf(await apiClient.get<Envelope>(path, { params: { expires, signature } }));
}

export async function requestVerificationResend(email: string): Promise<string> {
  return messageOf(await apiClient.post<Envelope>('/email/resend', { email }));
}

export async function requestLogin(body: LoginRequest): Promise<User> {
  const { data } = await apiClient.post<Envelope>('/login', body);
  return userSchema.parse(data.data);
}

export async function requestPasswordResetLink(email: string): Promise<string> {
  return messageOf(await apiClient.post<Envelope>('/forgot-password', { email }));
}

export async function requestPasswordReset(body: ResetPasswordRequest): Promise<string> {
  return messageOf(await apiClient.post<Envelope>('/reset-password', body));
}
