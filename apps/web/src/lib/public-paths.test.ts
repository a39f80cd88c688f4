import { describe, expect, it } from 'vitest';
import { isEmailVerifyPath, isPublicPath, shouldRedirectToLogin } from './public-paths';

describe('isPublicPath', () => {
  it.each([
    '/',
    '/login',
    '/signup',
    '/forgot-password',
    '/reset-password',
    '/checkout/success',
    '/checkout/error',
  ])('treats %s as public', (path) => {
    expect(isPublicPath(path)).toBe(true);
  });

  it('ignores a trailing slash', () => {
    expect(isPublicPath('/login/')).toBe(true);
  });

  it.each(['/dashboard', '/profile', '/video/abc', '/login/extra', '/email-verify/t'])(
    'treats %s as private',
    (path) => {
      expect(isPublicPath(path)).toBe(false);
    },
  );
});

describe('shouldRedirectToLogin', () => {
  it('redirects from signed-in pages', () => {
    expect(shouldRedirectToLogin('/dashboard')).toBe(true);
    expect(shouldRedirectToLogin('/project/p1')).toBe(true);
  });

  it('stays on public pages and on e-mail verification', () => {
    expect(shouldRedirectToLogin('/login')).toBe(false);
    expect(isEmailVerifyPath('/email-verify/token123')).toBe(true);
    expect(shouldRedirectToLogin('/email-verify/token123')).toBe(false);
  });
});
