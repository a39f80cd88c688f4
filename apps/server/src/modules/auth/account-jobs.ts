// The account work whose cost would reveal whether an address has an account: finishing a
// sign-up and issuing a password reset. The request only queues it (the same work for every
// address), a worker does it, and its e-mail goes out from there.
import { randomBytes } from 'node:crypto';
import type { AppContext } from '../../app-context';
import { sha256Hex } from '../../platform/security/hmac';
import { startFreePlan } from '../plans/free-plan';
import { findUserByEmail, insertUser, type UserRow } from '../users/user-queries';
import { alreadyRegisteredMail, resetPasswordMail, verificationMail } from './auth-mails';
import { deleteResetToken, replaceResetToken } from './password-reset-queries';
import { resetUrl, verificationUrl } from './signed-links';

export const accountQueues = {
  signup: 'accounts.signup',
  passwordReset: 'accounts.password-reset',
} as const;

export interface SignupJob {
  email: string;
  firstname: string;
  lastname: string;
  /** Hashed in the request (on every path alike); the plain password never enters the queue. */
  passwordHash: string;
}

export interface PasswordResetJob {
  email: string;
}

/** One reset mail per account per minute, whoever asks (the request itself is limited per IP). */
export const RESET_MAIL_INTERVAL_SECONDS = 60;

const nowSeconds = () => Math.floor(Date.now() / 1000);

export async function registerAccountWorkers(context: AppContext): Promise<void> {
  await context.queue.work<SignupJob>(accountQueues.signup, ({ data }) => completeSignup(context, data));
  await context.queue.work<PasswordResetJob>(accountQueues.passwordReset, ({ data }) =>
    issuePasswordReset(context, data.email),
  );
}

/** Creates the account and mails its verification link, or tells the address's owner it has one. */
export async function completeSignup(context: AppContext, job: SignupJob): Promise<void> {
  const { db } = context.database;
  const existing = await findUserByEmail(db, job.email);
  if (existing) return mailExisting(context, existing, job);
  let user: UserRow;
  try {
    user = await db.transaction(async (tx) => {
      const created = await insertUser(tx, {
        email: job.email,
        firstname: job.firstname,
        lastname: job.lastname,
        passwordHash: job.passwordHash,
      });
      await startFreePlan(tx, created.id);
      return created;
    });
  } catch (err) {
    // Two sign-ups of one address at once: the other one made the account.
    const raced = await findUserByEmail(db, job.email);
    if (!raced) throw err;
    return mailExisting(context, raced, job);
  }
  await sendVerification(context, user);
}

async function mailExisting(context: AppContext, user: UserRow, job: SignupJob): Promise<void> {
  // A retry of this very job (its mail failed) finds the account it made: send the link again.
  if (user.passwordHash === job.passwordHash) {
    if (!user.emailVerifiedAt) await sendVerification(context, user);
    return;
  }
  await context.mailer.send(
    alreadyRegisteredMail(user.email, user.firstname, `${context.config.APP_URL}/login`),
  );
}

export async function sendVerification(context: AppContext, user: UserRow): Promise<void> {
  const { config } = context;
  const expires = nowSeconds() + config.VERIFY_LINK_TTL_MINUTES * 60;
  const url = verificationUrl(config.APP_URL, config.APP_KEY, { token: user.id, email: user.email, expires });
  const hours = Math.round(config.VERIFY_LINK_TTL_MINUTES / 60);
  await context.mailer.send(verificationMail(user.email, user.firstname, url, hours));
}

/**
 * Replaces the account's reset link with a new one and mails it: only the newest link works.
 * Within a minute of the last one nothing is sent (silently: the request's answer never differs).
 */
export async function issuePasswordReset(context: AppContext, email: string): Promise<void> {
  const { config } = context;
  const { db } = context.database;
  const user = await findUserByEmail(db, email);
  if (!user) return;
  const token = randomBytes(32).toString('base64url');
  const tokenHash = sha256Hex(token);
  const expires = nowSeconds() + config.RESET_LINK_TTL_MINUTES * 60;
  const issued = await db.transaction((tx) =>
    replaceResetToken(
      tx,
      { tokenHash, userId: user.id, expiresAt: new Date(expires * 1000) },
      new Date(Date.now() - RESET_MAIL_INTERVAL_SECONDS * 1000),
    ),
  );
  if (!issued) return;
  const url = resetUrl(config.APP_URL, config.APP_KEY, { token, email: user.email, expires });
  try {
    await context.mailer.send(
      resetPasswordMail(user.email, user.firstname, url, config.RESET_LINK_TTL_MINUTES),
    );
  } catch (err) {
    // Unsent, the link must not hold back the retry for a minute.
    await deleteResetToken(db, tokenHash);
    throw err;
  }
}
