// Limits on the account endpoints that can be abused for guessing or for sending mail.
import type { RateLimitRule } from '../../platform/rate-limit/rate-limiter';

export const authRateLimits = {
  // Guessing one account's password: per address and network address.
  login: {
    name: 'login',
    max: 5,
    windowSeconds: 60,
    message: 'Too many sign-in attempts. Please wait a minute and try again.',
  },
  // Password spraying: failed sign-ins from one network address across all accounts (a successful
  // sign-in gives its hit back, so an office behind one address is not locked out by its users).
  loginPerIp: {
    name: 'login-ip',
    max: 20,
    windowSeconds: 900,
    message: 'Too many failed sign-in attempts from your network. Please try again in 15 minutes.',
  },
  // Guessing the current password from a signed-in session (password change), per account.
  currentPassword: {
    name: 'current-password',
    max: 5,
    windowSeconds: 900,
    message: 'Too many wrong current passwords. Please try again in 15 minutes.',
  },
  forgot: {
    name: 'forgot-password',
    max: 3,
    windowSeconds: 60,
    message: 'Too many password reset requests. Please wait a minute and try again.',
  },
  resend: {
    name: 'verification-resend',
    max: 3,
    windowSeconds: 60,
    message: 'Too many requests for a new link. Please wait a minute and try again.',
  },
  // `max` is SIGNUP_LIMIT_PER_HOUR (default 10): a shared office or school network may need more.
  signup: {
    name: 'signup',
    max: 10,
    windowSeconds: 3600,
    message: 'Too many accounts created from your network. Please try again in an hour.',
  },
} satisfies Record<string, RateLimitRule>;
