// The account rules: sign-up, e-mail verification, login, password reset. No answer reveals
// whether an e-mail address has an account (sign-up, resend and forgot-password answer alike).
import type { LoginRequest, SignupRequest } from '@captionist/contracts';
import type { AppContext } from '../../app-context';
import { AppError } from '../../platform/http/app-error';
import { isUuid } from '../../platform/http/resource-id';
import type { RateLimiter } from '../../platform/rate-limit/rate-limiter';
import { sha256Hex } from '../../platform/security/hmac';
import { findUserByEmail, findUserById, type UserRow, updateUser } from '../users/user-queries';
import { accountQueues, type PasswordResetJob, type SignupJob, sendVerification } from './account-jobs';
import { authRateLimits } from './auth-rate-limits';
import { hashPassword, verifyPassword } from './password-hashing';
import { consumeResetToken } from './password-reset-queries';
import { deleteUserSessions } from './session-queries';
import { checkLink } from './signed-links';

export const authMessages = {
  signedUp: (email: string) => `We sent a verification link to ${email}. Open it to activate your account.`,
  badCredentials: 'These credentials do not match our records.',
  unverified: 'Please verify your e-mail address before signing in. Check your inbox, or ask for a new link.',
  invalidVerification: 'Invalid verification link.',
  expiredVerification: 'This verification link has expired.',
  verified: 'Your e-mail address is verified. You can now sign in.',
  resent: (email: string) => `If ${email} has an account waiting for verification, we sent it a new link.`,
  forgot: (email: string) => `If an account exists for ${email}, we sent it a link to reset the password.`,
  invalidReset: 'Invalid password reset link.',
  expiredReset: 'This password reset link has expired. Ask for a new one.',
  usedReset: 'This password reset link has already been used or a newer one was sent. Ask for a new one.',
  reset: 'Your password has been reset. Sign in with your new password.',
};

export class AuthService {
  constructor(
    private readonly context: AppContext,
    private readonly limiter: RateLimiter,
  ) {}

  private get db() {
    return this.context.database.db;
  }

  /**
   * Hashes the password and queues the rest (account or "already registered" mail), so that the
   * answer costs the same whether or not the address has an account.
   */
  async signup(input: SignupRequest & { email: string }, ip: string): Promise<string> {
    await this.limiter.hit({ ...authRateLimits.signup, max: this.context.config.SIGNUP_LIMIT_PER_HOUR }, ip);
    const job: SignupJob = {
      email: input.email,
      firstname: input.firstname,
      lastname: input.lastname,
      passwordHash: await hashPassword(input.password),
    };
    await this.context.queue.send(accountQueues.signup, job);
    return authMessages.signedUp(input.email);
  }

  async verifyEmail(token: string, expires: number, signature: string): Promise<string> {
    const user = isUuid(token) ? await findUserById(this.db, token) : null;
    if (!user) throw AppError.forbidden(authMessages.invalidVerification);
    const check = checkLink(
      this.context.config.APP_KEY,
      'email-verify',
      { token, email: user.email, expires },
      signature,
    );
    if (check === 'invalid') throw AppError.forbidden(authMessages.invalidVerification);
    if (user.emailVerifiedAt) return authMessages.verified;
    if (check === 'expired') throw AppError.forbidden(authMessages.expiredVerification);
    await updateUser(this.db, user.id, { emailVerifiedAt: new Date() });
    return authMessages.verified;
  }

  async resendVerification(email: string, ip: string): Promise<string> {
    await this.limiter.hit(authRateLimits.resend, ip);
    const user = await findUserByEmail(this.db, email);
    if (user && !user.emailVerifiedAt) await sendVerification(this.context, user);
    return authMessages.resent(email);
  }

  async login(input: LoginRequest & { email: string }, ip: string): Promise<UserRow> {
    const limitKey = `${input.email}|${ip}`;
    await this.limiter.hit(authRateLimits.login, limitKey);
    await this.limiter.hit(authRateLimits.loginPerIp, ip);
    const user = await findUserByEmail(this.db, input.email);
    if (!(await verifyPassword(user?.passwordHash ?? null, input.password)) || !user) {
      throw AppError.invalid({ email: [authMessages.badCredentials] });
    }
    // The network address counts failures only: give back this attempt's hit.
    await this.limiter.undo(authRateLimits.loginPerIp, ip);
    if (!user.emailVerifiedAt) throw AppError.forbidden(authMessages.unverified);
    await this.limiter.reset(authRateLimits.login, limitKey);
    return user;
  }

  /** Queues the reset (see account-jobs): the answer is the same for every address. */
  async forgotPassword(email: string, ip: string): Promise<string> {
    await this.limiter.hit(authRateLimits.forgot, ip);
    const job: PasswordResetJob = { email };
    await this.context.queue.send(accountQueues.passwordReset, job);
    return authMessages.forgot(email);
  }

  async resetPassword(input: {
    email: string;
    token: string;
    expires: number;
    signature: string;
    password: string;
  }) {
    const check = checkLink(this.context.config.APP_KEY, 'password-reset', input, input.signature);
    if (check === 'invalid') throw AppError.forbidden(authMessages.invalidReset);
    if (check === 'expired') throw AppError.forbidden(authMessages.expiredReset);
    const user = await findUserByEmail(this.db, input.email);
    if (!user) throw AppError.forbidden(authMessages.invalidReset);
    const passwordHash = await hashPassword(input.password);
    await this.db.transaction(async (tx) => {
      if (!(await consumeResetToken(tx, user.id, sha256Hex(input.token)))) {
        throw AppError.forbidden(authMessages.usedReset);
      }
      // Following the link proved the mailbox is theirs.
      await updateUser(tx, user.id, { passwordHash, emailVerifiedAt: user.emailVerifiedAt ?? new Date() });
      await deleteUserSessions(tx, user.id);
    });
    return authMessages.reset;
  }
}
