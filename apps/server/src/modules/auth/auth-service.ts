// The account rules: sign-up, e-mail verification, login, password reset. No answer reveals
// whether an e-mail address has an account (sign-up, resend and forgot-password answer alike).
import { randomBytes } from 'node:crypto';
import type { LoginRequest, SignupRequest } from '@captionist/contracts';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import { passwordResetTokens } from '../../platform/db/schema';
import { AppError } from '../../platform/http/app-error';
import { isUuid } from '../../platform/http/resource-id';
import type { RateLimiter } from '../../platform/rate-limit/rate-limiter';
import { sha256Hex } from '../../platform/security/hmac';
import { startFreePlan } from '../plans/free-plan';
import { findUserByEmail, findUserById, insertUser, type UserRow, updateUser } from '../users/user-queries';
import { alreadyRegisteredMail, resetPasswordMail, verificationMail } from './auth-mails';
import { authRateLimits } from './auth-rate-limits';
import { hashPassword, verifyPassword } from './password-hashing';
import { deleteUserSessions } from './session-queries';
import { checkLink, resetUrl, verificationUrl } from './signed-links';

const nowSeconds = () => Math.floor(Date.now() / 1000);

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
  usedReset: 'This password reset link has already been used. Ask for a new one.',
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

  async signup(input: SignupRequest & { email: string }, ip: string): Promise<string> {
    await this.limiter.hit({ ...authRateLimits.signup, max: this.context.config.SIGNUP_LIMIT_PER_HOUR }, ip);
    const existing = await findUserByEmail(this.db, input.email);
    if (existing) {
      await this.context.mailer.send(
        alreadyRegisteredMail(existing.email, existing.firstname, `${this.context.config.APP_URL}/login`),
      );
      return authMessages.signedUp(input.email);
    }
    const passwordHash = await hashPassword(input.password);
    const user = await this.db.transaction(async (tx) => {
      const created = await insertUser(tx, {
        email: input.email,
        firstname: input.firstname,
        lastname: input.lastname,
        passwordHash,
      });
      await startFreePlan(tx, created.id);
      return created;
    });
    await this.sendVerification(user);
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
    if (user && !user.emailVerifiedAt) await this.sendVerification(user);
    return authMessages.resent(email);
  }

  async login(input: LoginRequest & { email: string }, ip: string): Promise<UserRow> {
    const limitKey = `${input.email}|${ip}`;
    await this.limiter.hit(authRateLimits.login, limitKey);
    const user = await findUserByEmail(this.db, input.email);
    if (!(await verifyPassword(user?.passwordHash ?? null, input.password)) || !user) {
      throw AppError.invalid({ email: [authMessages.badCredentials] });
    }
    if (!user.emailVerifiedAt) throw AppError.forbidden(authMessages.unverified);
    await this.limiter.reset(authRateLimits.login, limitKey);
    return user;
  }

  async forgotPassword(email: string, ip: string): Promise<string> {
    await this.limiter.hit(authRateLimits.forgot, ip);
    const user = await findUserByEmail(this.db, email);
    if (user) {
      const { config } = this.context;
      const token = randomBytes(32).toString('base64url');
      const expires = nowSeconds() + config.RESET_LINK_TTL_MINUTES * 60;
      await this.db.insert(passwordResetTokens).values({
        tokenHash: sha256Hex(token),
        userId: user.id,
        expiresAt: new Date(expires * 1000),
      });
      const url = resetUrl(config.APP_URL, config.APP_KEY, { token, email: user.email, expires });
      await this.context.mailer.send(
        resetPasswordMail(user.email, user.firstname, url, config.RESET_LINK_TTL_MINUTES),
      );
    }
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
      // Marking the token used in the same statement that checks it makes it single-use under races.
      const [claimed] = await tx
        .update(passwordResetTokens)
        .set({ usedAt: new Date() })
        .where(
          and(
            eq(passwordResetTokens.tokenHash, sha256Hex(input.token)),
            eq(passwordResetTokens.userId, user.id),
            isNull(passwordResetTokens.usedAt),
            gt(passwordResetTokens.expiresAt, new Date()),
          ),
        )
        .returning({ userId: passwordResetTokens.userId });
      if (!claimed) throw AppError.forbidden(authMessages.usedReset);
      // Following the link proved the mailbox is theirs.
      await updateUser(tx, user.id, { passwordHash, emailVerifiedAt: user.emailVerifiedAt ?? new Date() });
      await deleteUserSessions(tx, user.id);
    });
    return authMessages.reset;
  }

  private async sendVerification(user: UserRow) {
    const { config } = this.context;
    const expires = nowSeconds() + config.VERIFY_LINK_TTL_MINUTES * 60;
    const url = verificationUrl(config.APP_URL, config.APP_KEY, {
      token: user.id,
      email: user.email,
      expires,
    });
    const hours = Math.round(config.VERIFY_LINK_TTL_MINUTES / 60);
    await this.context.mailer.send(verificationMail(user.email, user.firstname, url, hours));
  }
}
