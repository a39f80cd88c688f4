// Finds who every request of the API context comes from: a program's API key (`Authorization:
// Bearer cap_…`, checked against the route's scope; no cookie is read and no XSRF token asked
// for, since a browser never adds that header by itself), or else the session the cookie names,
// with the XSRF header on every non-GET request. Also offers the session operations to routes.
import { randomBytes } from 'node:crypto';
import type { ApiKeyScope } from '@captionist/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AppContext } from '../../app-context';
import type { Config } from '../../platform/config';
import { AppError } from '../../platform/http/app-error';
import { secretsMatch, signFields } from '../../platform/security/hmac';
import { type ApiKeyCaller, createApiKeyCallers } from '../api-keys/api-key-callers';
import { bearerToken } from '../api-keys/api-key-secret';
import { createSessionLookup } from './session-lookup';
import {
  createSession,
  deleteSession,
  type SessionLifetime,
  type SessionRecord,
  touchSession,
} from './session-queries';

export const SESSION_COOKIE = 'captionist_session';
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';
export const XSRF_MISMATCH = 'CSRF token mismatch.';

// The idle timeout counts in days, so its deadline need not move on every request: touching the
// row at most every five minutes keeps session writes off the hot path of the (one) database.
export const TOUCH_AFTER_MS = 5 * 60_000;
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

declare module 'fastify' {
  interface FastifyRequest {
    session: SessionRecord | null;
    /** The API key the request came with (then `session` is null). */
    apiKey: ApiKeyCaller | null;
  }
}

export const keyScopeMessages = {
  sessionOnly: 'API keys cannot be used here: sign in to Captionist in a browser to do this.',
  missingScope: (scope: string) => `This API key lacks the "${scope}" scope this request needs.`,
};

export interface Sessions {
  /**
   * Gives the caller its XSRF cookie: the session's token when signed in, otherwise a signed
   * guest token. Creates no session row: one is made only at sign-in.
   */
  ensure(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  /** Starts a signed-in session under a new id (the old one is destroyed: no fixation). */
  signIn(request: FastifyRequest, reply: FastifyReply, userId: string): Promise<SessionRecord>;
  signOut(request: FastifyRequest, reply: FastifyReply): Promise<void>;
}

export const sessionLifetime = (config: Config): SessionLifetime => ({
  idleDays: config.SESSION_IDLE_DAYS,
  absoluteDays: config.SESSION_ABSOLUTE_DAYS,
});

// Guests (no session yet: sign-up, login, password reset) get a stateless double-submit token:
// the cookie must come back in the header, and only a token this server signed counts.
const GUEST_XSRF_PURPOSE = 'captionist-guest-xsrf-v1';

export function guestXsrfToken(appKey: string): string {
  const nonce = randomBytes(24).toString('base64url');
  return `${nonce}.${signFields(appKey, [GUEST_XSRF_PURPOSE, nonce])}`;
}

export function isGuestXsrfToken(appKey: string, token: string): boolean {
  const [nonce, signature, extra] = token.split('.');
  if (!nonce || !signature || extra !== undefined) return false;
  return secretsMatch(signFields(appKey, [GUEST_XSRF_PURPOSE, nonce]), signature);
}

export function createSessions(context: AppContext): Sessions {
  const { config, database } = context;
  const secure = config.APP_URL.startsWith('https://');
  const lifetime = sessionLifetime(config);
  // The browser may keep the cookie for the absolute lifetime; the server enforces the idle timeout.
  const maxAge = config.SESSION_ABSOLUTE_DAYS * 86_400;

  const setXsrfCookie = (reply: FastifyReply, xsrfToken: string) =>
    // Readable by the web app, which echoes it in the X-XSRF-TOKEN header.
    reply.setCookie(XSRF_COOKIE, xsrfToken, { path: '/', httpOnly: false, sameSite: 'lax', secure, maxAge });

  const setCookies = (reply: FastifyReply, id: string, xsrfToken: string) => {
    reply.setCookie(SESSION_COOKIE, id, { path: '/', httpOnly: true, sameSite: 'lax', secure, maxAge });
    setXsrfCookie(reply, xsrfToken);
  };

  return {
    ensure: async (request, reply) => {
      if (request.session) {
        const id = request.cookies[SESSION_COOKIE] ?? '';
        setCookies(reply, id, request.session.xsrfToken);
        return;
      }
      setXsrfCookie(reply, guestXsrfToken(config.APP_KEY));
    },
    signIn: async (request, reply, userId) => {
      if (request.session) await deleteSession(database.db, request.session.idHash);
      const session = await createSession(database.db, {
        userId,
        ip: request.ip,
        userAgent: request.headers['user-agent'],
        lifetime,
      });
      setCookies(reply, session.id, session.xsrfToken);
      request.session = session;
      return session;
    },
    signOut: async (request, reply) => {
      if (request.session) await deleteSession(database.db, request.session.idHash);
      request.session = null;
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      reply.clearCookie(XSRF_COOKIE, { path: '/' });
    },
  };
}

/** Registers session loading and the XSRF check for every route registered after it. */
export const sessionPlugin = fp<{ context: AppContext }>(async (app: FastifyInstance, { context }) => {
  const { database, config } = context;
  const lifetime = sessionLifetime(config);
  const lookup = await createSessionLookup(database, lifetime, (err) =>
    app.log.warn(
      { err },
      'sessions-changed connection lost; sessions are read from the database until it is back',
    ),
  );
  const keys = await createApiKeyCallers(database, {
    requestsPerMinute: config.API_KEY_REQUESTS_PER_MINUTE,
    onError: (err, what) => app.log.warn({ err }, what),
  });
  app.addHook('onClose', () => Promise.all([lookup.close(), keys.close()]));
  app.decorateRequest('session', null);
  app.decorateRequest('apiKey', null);

  app.addHook('onRequest', async (request) => {
    const { authorization } = request.headers;
    if (authorization && bearerToken(authorization) !== null) {
      request.apiKey = await keys.authenticate(authorization);
      const { access, keyScope } = request.routeOptions.config;
      if (access === 'public' || !request.routeOptions.url) return;
      if (!keyScope) throw AppError.forbidden(keyScopeMessages.sessionOnly);
      if (!request.apiKey.scopes.includes(keyScope))
        throw AppError.forbidden(keyScopeMessages.missingScope(keyScope));
      return;
    }
    const id = request.cookies[SESSION_COOKIE];
    let session = id ? await lookup.find(id) : null;
    if (session && Date.now() - session.lastSeenAt.getTime() > TOUCH_AFTER_MS) {
      session = await touchSession(database.db, session, lifetime);
      lookup.update(session);
    }
    request.session = session;
    // Checked before the body is even parsed: a forged request learns nothing about its payload.
    if (!SAFE_METHODS.has(request.method) && request.routeOptions.config.xsrf !== false) {
      const header = request.headers[XSRF_HEADER];
      if (typeof header !== 'string' || !xsrfTokenAccepted(request, header, config.APP_KEY)) {
        throw new AppError(419, XSRF_MISMATCH);
      }
    }
    // Signed in unless the route opts out: a route that forgets to say so is closed, not open.
    if (request.routeOptions.config.access !== 'public' && !session?.userId) throw AppError.unauthenticated();
  });
});

function xsrfTokenAccepted(request: FastifyRequest, header: string, appKey: string): boolean {
  if (request.session) return secretsMatch(request.session.xsrfToken, header);
  const cookie = request.cookies[XSRF_COOKIE];
  return !!cookie && secretsMatch(cookie, header) && isGuestXsrfToken(appKey, header);
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set false on routes authorised otherwise (provider webhooks). */
    xsrf?: boolean;
    /** From the route's contract: the API-key scope it needs, null for browser sessions only. */
    keyScope?: ApiKeyScope | null;
  }
}
