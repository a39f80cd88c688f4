// Google sign-in (contracts: googleSignInApi): /auth/google/status says whether it is offered;
// /auth/google/redirect starts it; /auth/google/callback finishes it, signs the user in (creating
// the account, or linking one with the same verified e-mail) and sends the browser to /dashboard.
// Every failure lands on /login with a message.
import { type GoogleSignInError, googleSignInApi } from '@captionist/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../app-context';
import { registerRoutes } from '../../platform/http/register-routes';
import { findOrCreateGoogleUser } from './google-accounts';
import type { GoogleIdentity, GoogleOidc, PendingLogin } from './google-oidc';
import type { Sessions } from './session-plugin';

const PENDING_COOKIE = 'captionist_oidc';

export const googleRoutes: FastifyPluginAsync<{
  context: AppContext;
  google: GoogleOidc;
  sessions: Sessions;
}> = async (app, { context, google, sessions }) => {
  const { config } = context;
  // A code, not a message: the login page shows only messages of its own (googleSignInErrors).
  const toLogin = (error: GoogleSignInError) => `${config.APP_URL}/login?error=${error}`;
  const cookieOptions = {
    path: '/api/auth/google',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: config.APP_URL.startsWith('https://'),
    signed: true,
    maxAge: 600,
  };

  registerRoutes(app, googleSignInApi, {
    status: async () => ({ enabled: google.enabled }),
    redirect: async (_input, request, reply) => {
      if (!google.enabled) return reply.redirect(toLogin('unavailable'));
      try {
        const { url, pending } = await google.start();
        reply.setCookie(PENDING_COOKIE, JSON.stringify(pending), cookieOptions);
        return reply.redirect(url);
      } catch (err) {
        request.log.error({ err }, 'google sign-in could not start');
        return reply.redirect(toLogin('failed'));
      }
    },
    callback: async (_input, request, reply) => {
      if (!google.enabled) return reply.redirect(toLogin('unavailable'));
      const pending = readPending(request.unsignCookie(request.cookies[PENDING_COOKIE] ?? ''));
      reply.clearCookie(PENDING_COOKIE, { path: cookieOptions.path });
      if (!pending) return reply.redirect(toLogin('failed'));
      let identity: GoogleIdentity;
      try {
        identity = await google.finish(new URL(request.url, config.APP_URL), pending);
      } catch (err) {
        request.log.warn({ err: { message: (err as Error).message } }, 'google sign-in refused');
        return reply.redirect(toLogin('failed'));
      }
      if (!identity.emailVerified) return reply.redirect(toLogin('unverified'));
      const userId = await findOrCreateGoogleUser(context, identity);
      await sessions.signIn(request, reply, userId);
      return reply.redirect(`${config.APP_URL}/dashboard`);
    },
  });
};

function readPending(cookie: { valid: boolean; value: string | null }): PendingLogin | null {
  if (!cookie.valid || !cookie.value) return null;
  try {
    const value = JSON.parse(cookie.value) as Partial<PendingLogin>;
    if (
      typeof value.state === 'string' &&
      typeof value.nonce === 'string' &&
      typeof value.codeVerifier === 'string'
    ) {
      return value as PendingLogin;
    }
  } catch {
    // A mangled cookie is treated like a missing one.
  }
  return null;
}
