// Which pages a signed-out visitor may stay on when the API answers 401 (spec §2, §8).

const PUBLIC_PATHS = new Set([
  '/',
  '/login',
  '/signup',
  '/forgot-password',
  '/reset-password',
  '/checkout/success',
  '/checkout/error',
]);

function withoutTrailingSlash(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

export function isPublicPath(pathname: string): boolean {
  return PUBLIC_PATHS.has(withoutTrailingSlash(pathname));
}

export function isEmailVerifyPath(pathname: string): boolean {
  return pathname.startsWith('/email-verify/');
}

/** A 401 means "your session ended" only on pages that need one. */
export function shouldRedirectToLogin(pathname: string): boolean {
  return !isPublicPath(pathname) && !isEmailVerifyPath(pathname);
}
