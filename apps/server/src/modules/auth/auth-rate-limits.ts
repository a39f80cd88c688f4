// Limits on the account endpoints that can be abused for guessing or for sending mail.
import type { RateLimitRule } from '../../platform/rate-limit/rate-limiter';

export const authRateLimits = {
  login: {
    name: 'login',
    max: 5,
    windowSeconds: 60,
    message: 'Too many sign-in attempts. Please wait a minute and try again.',
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
