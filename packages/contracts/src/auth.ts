// Accounts: sign-up, login, password flows and the user shape (spec §3, §5, §7).
// Bounds chosen where the spec is silent are documented in docs/accounts.md.
import { z } from 'zod';
import { defineRoute } from './route-contract';

export const NAME_MAX = 50;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const EMAIL_MAX = 254;

const name = (label: string) =>
  z
    .string({ error: `The ${label} is required.` })
    .trim()
    .min(1, `The ${label} is required.`)
    .max(NAME_MAX, `The ${label} may not be longer than ${NAME_MAX} characters.`);

export const emailSchema = z
  .string({ error: 'The e-mail address is required.' })
  .trim()
  .min(1, 'The e-mail address is required.')
  .max(EMAIL_MAX, 'The e-mail address is too long.')
  .pipe(z.email('Enter a valid e-mail address.'))
  .transform((value) => value.toLowerCase());

const password = z
  .string({ error: 'The password is required.' })
  .min(PASSWORD_MIN, `The password must be at least ${PASSWORD_MIN} characters.`)
  .max(PASSWORD_MAX, `The password may not be longer than ${PASSWORD_MAX} characters.`);

const confirmed = <T extends { password: string; password_confirmation: string }>(
  value: T,
  ctx: z.RefinementCtx,
) => {
  if (value.password !== value.password_confirmation) {
    ctx.addIssue({
      code: 'custom',
      path: ['password_confirmation'],
      message: 'The password confirmation does not match.',
    });
  }
};

/**
 * zod skips an object's refinements once any field has failed, so a form would show the mismatch
 * only after every other error was fixed (the terms box last). It is checked whenever both
 * passwords are text, and reported with the other field errors at once.
 */
const whenBothPasswords = {
  when: ({ value }: { value: unknown }) => {
    const fields = value as { password?: unknown; password_confirmation?: unknown } | null;
    return typeof fields?.password === 'string' && typeof fields.password_confirmation === 'string';
  },
};

export const signupRequestSchema = z
  .object({
    agree_terms: z.literal(true, { error: 'You must agree to the terms to create an account.' }),
    email: emailSchema,
    firstname: name('first name'),
    lastname: name('last name'),
    password,
    password_confirmation: z.string({ error: 'Confirm your password.' }),
  })
  .superRefine(confirmed, whenBothPasswords);
export type SignupRequest = z.input<typeof signupRequestSchema>;

export const loginRequestSchema = z.object({
  email: emailSchema,
  password: z
    .string({ error: 'The password is required.' })
    .min(1, 'The password is required.')
    .max(PASSWORD_MAX),
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

export const forgotPasswordRequestSchema = z.object({ email: emailSchema });

export const resetPasswordRequestSchema = z
  .object({
    email: emailSchema,
    expires: z.coerce.number().int().positive(),
    signature: z.string().min(1).max(200),
    token: z.string().min(1).max(200),
    password,
    password_confirmation: z.string({ error: 'Confirm your password.' }),
  })
  .superRefine(confirmed, whenBothPasswords);
export type ResetPasswordRequest = z.input<typeof resetPasswordRequestSchema>;

export const changePasswordRequestSchema = z
  .object({
    current_password: z.string().max(PASSWORD_MAX).optional(),
    password,
    password_confirmation: z.string({ error: 'Confirm your password.' }),
  })
  .superRefine(confirmed, whenBothPasswords);
export type ChangePasswordRequest = z.input<typeof changePasswordRequestSchema>;

export const profileFieldsSchema = z.object({ firstname: name('first name'), lastname: name('last name') });

export const resendVerificationRequestSchema = z.object({ email: emailSchema });

export const userSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  /** A signed, expiring URL of the avatar image, or null. */
  avatar: z.string().nullable(),
  email_verified: z.boolean(),
  has_password: z.boolean(),
});
export type User = z.infer<typeof userSchema>;

export const messageSchema = z.object({ message: z.string() });

/** Avatar uploads: real images only, by content. */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;

// ---- routes (spec §7 account endpoints) -----------------------------------------------------
export const authApi = {
  csrfCookie: defineRoute({
    method: 'GET',
    path: '/csrf-cookie',
    summary: 'Sets the XSRF-TOKEN cookie (204, no body).',
    access: 'public',
    data: null,
    errors: [],
  }),
  signup: defineRoute({
    method: 'POST',
    path: '/signup',
    summary: 'Creates an account and sends the verification e-mail.',
    access: 'public',
    body: signupRequestSchema,
    status: 201,
    data: messageSchema,
    errors: [],
  }),
  verifyEmail: defineRoute({
    method: 'GET',
    path: '/email-verify/:token',
    summary: 'Confirms an e-mail address from the signed link.',
    access: 'public',
    params: z.object({ token: z.string().max(100) }),
    query: z.object({ expires: z.coerce.number().int(), signature: z.string().max(200) }),
    data: messageSchema,
    errors: [403, 404],
  }),
  resendVerification: defineRoute({
    method: 'POST',
    path: '/email/resend',
    summary: 'Sends the verification e-mail again (same answer whether or not the address exists).',
    access: 'public',
    body: resendVerificationRequestSchema,
    data: messageSchema,
    errors: [],
  }),
  login: defineRoute({
    method: 'POST',
    path: '/login',
    summary: 'Signs in with e-mail and password and starts a session.',
    access: 'public',
    body: loginRequestSchema,
    data: userSchema,
    errors: [403],
  }),
  logout: defineRoute({
    method: 'POST',
    path: '/logout',
    summary: 'Ends the session.',
    access: 'public',
    data: messageSchema,
    errors: [],
  }),
  forgotPassword: defineRoute({
    method: 'POST',
    path: '/forgot-password',
    summary: 'Sends a password-reset link (same answer whether or not the address exists).',
    access: 'public',
    body: forgotPasswordRequestSchema,
    data: messageSchema,
    errors: [],
  }),
  resetPassword: defineRoute({
    method: 'POST',
    path: '/reset-password',
    summary: 'Sets a new password from a reset link.',
    access: 'public',
    body: resetPasswordRequestSchema,
    data: messageSchema,
    errors: [],
  }),
};

// ---- routes (spec §7 the signed-in user's account) --------------------------------------------
export const userApi = {
  get: defineRoute({
    method: 'GET',
    path: '/user',
    summary: 'The signed-in user.',
    access: 'user',
    data: userSchema,
    errors: [],
  }),
  // Added next to spec §7's GET /user (which stays: 401 when signed out) so that a signed-out
  // visit finds out without a failing request.
  session: defineRoute({
    method: 'GET',
    path: '/session',
    summary:
      'The signed-in user, or null when signed out (200 either way): the session check every visit starts with.',
    access: 'public',
    data: userSchema.nullable(),
    errors: [],
  }),
  updateProfile: defineRoute({
    method: 'POST',
    path: '/user/profile',
    summary:
      'Changes the names and, optionally, the picture. Body: multipart/form-data with the fields firstname and lastname and an optional image file `file` (JPEG, PNG, WebP or GIF, at most 5 MB).',
    access: 'user',
    data: userSchema,
    errors: [413, 415, 422],
  }),
  changePassword: defineRoute({
    method: 'POST',
    path: '/user/password',
    summary:
      "Sets a new password (the current one is required if the account has one); signs out the user's other sessions.",
    access: 'user',
    body: changePasswordRequestSchema,
    data: messageSchema,
    errors: [],
    keyScope: null,
  }),
};

export const googleSignInStatusSchema = z.object({
  /** Whether this server is configured for Google sign-in (GOOGLE_CLIENT_ID and _SECRET). */
  enabled: z.boolean(),
});
export type GoogleSignInStatus = z.infer<typeof googleSignInStatusSchema>;

export * from './google-sign-in-errors';

// ---- routes (docs/accounts.md "Google sign-in") ---------------------------------------------------
export const googleSignInApi = {
  status: defineRoute({
    method: 'GET',
    path: '/auth/google/status',
    summary: 'Whether this server offers Google sign-in, so the sign-in pages show it only then.',
    access: 'public',
    data: googleSignInStatusSchema,
    errors: [],
  }),
  redirect: defineRoute({
    method: 'GET',
    path: '/auth/google/redirect',
    summary: 'Starts Google sign-in: redirects to Google (or to /login with a message).',
    access: 'public',
    data: null,
    errors: [],
  }),
  callback: defineRoute({
    method: 'GET',
    path: '/auth/google/callback',
    summary: 'Finishes Google sign-in: redirects to /dashboard signed in, or to /login with a message.',
    access: 'public',
    data: null,
    errors: [],
  }),
};
