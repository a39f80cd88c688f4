// Google sign-in's messages on the login page, apart from the zod schemas: the login page is the
// first visit's page and loads no zod (apps/web/build/first-load.test.ts); it imports this file
// by its own path (@captionist/contracts/google-sign-in-errors).

/**
 * Why Google sign-in sent the browser back to /login: the link carries the code
 * (`/login?error=failed`), the page shows the product's own message for it and nothing else, so
 * a crafted link cannot put its own words on the sign-in page.
 */
export const googleSignInErrors = {
  unavailable: 'Google sign-in is not available on this server.',
  failed: 'Google sign-in did not complete. Please try again.',
  unverified: 'Your Google account e-mail address is not verified, so we cannot sign you in with it.',
} as const;
export type GoogleSignInError = keyof typeof googleSignInErrors;

/** The message of a `?error=` code, or null for anything the product did not write. */
export function googleSignInErrorMessage(code: string | null): string | null {
  return code !== null && Object.hasOwn(googleSignInErrors, code)
    ? googleSignInErrors[code as GoogleSignInError]
    : null;
}
