// Loads the session named by the cookie on every request of the API context, enforces the
// XSRF header on every non-GET request, and offers the session operations to routes.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AppContext } from '../../app-context';
import { AppError } from '../../platform/http/app-error';
import { secretsMatch } from '../../platform/security/hmac';
import {
  createSession,
  deleteSession,
  findLiveSession,
  type SessionRecord,
  touchSession,
} from './session-queries';

export const SESSION_COOKIE = 'captionist_session';
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';
export const XSRF_MISMATCH = 'CSRF token mismatch.';

// Touching the row on every request would write on every read; once a minute is enough.
const TOUCH_AFTER_MS = 60_000;
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

declare module 'fastify' {
  interface FastifyRequest {
    session: SessionRecord | null;
  }
}

export interface Sessions {
  /** Makes sure the caller has a session (a guest one if need be) and its XSRF cookie. */
  ensure(request: FastifyRequest, reply: FastifyReply): Promise<SessionRecord>;
  /** Starts a signed-in session under a new id (the old one is destroyed: no fixation). */
  signIn(request: FastifyRequest, reply: FastifyReply, userId: string): Promise<SessionRecord>;
  signOut(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  /** The signed-in user's id, or a 401. */
  requireUserId(request: FastifyRequest): string;
}

export function createSessions(context: AppContext): Sessions {
  const { config, database } = context;
  const secure = config.APP_URL.startsWith('https://');
  const maxAge = config.SESSION_IDLE_DAYS * 86_400;

  const setCookies = (reply: FastifyReply, id: string, xsrfToken: string) => {
    reply.setCookie(SESSION_COOKIE, id, { path: '/', httpOnly: true, sameSite: 'lax', secure, maxAge });
    // Readable by the web app, which echoes it in the X-XSRF-TOKEN header.
    reply.setCookie(XSRF_COOKIE, xsrfToken, { path: '/', httpOnly: false, sameSite: 'lax', secure, maxAge });
  };

  const start = async (request: FastifyRequest, reply: FastifyReply, userId: string | null) => {
    const session = await createSession(database.db, {
      userId,
      ip: request.ip,
      userAgent: request.headers['user-agent'],
      idleDays: config.SESSION_IDLE_DAYS,
    });
    setCookies(reply, session.id, session.xsrfToken);
    request.session = session;
    return session;
  };

  return {
    ensure: async (request, reply) => {
      if (request.session) {
        const id = request.cookies[SESSION_COOKIE] ?? '';
        setCookies(reply, id, request.session.xsrfToken);
        return request.session;
      }
      return start(request, reply, null);
    },
    signIn: async (request, reply, userId) => {
      if (request.session) await deleteSession(database.db, request.session.idHash);
      return start(request, reply, userId);
    },
    signOut: async (request, reply) => {
      if (request.session) await deleteSession(database.db, request.session.idHash);
      request.session = null;
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      reply.clearCookie(XSRF_COOKIE, { path: '/' });
    },
    requireUserId: (request) => {
      const userId = request.session?.userId;
      if (!userId) throw AppError.unauthenticated();
      return userId;
    },
  };
}

/** Registers session loading and the XSRF check for every route registered after it. */
export const sessionPlugin = fp<{ context: AppContext }>(async (app: FastifyInstance, { context }) => {
  const { database, config } = context;
  app.decorateRequest('session', null);

  app.addHook('onRequest', async (request) => {
    const id = request.cookies[SESSION_COOKIE];
    const session = id ? await findLiveSession(database.db, id) : null;
    if (session && Date.now() - session.lastSeenAt.getTime() > TOUCH_AFTER_MS) {
      await touchSession(database.db, session.idHash, config.SESSION_IDLE_DAYS);
    }
    request.session = session;
    // Checked before the body is even parsed: a forged request learns nothing about its payload.
    if (SAFE_METHODS.has(request.method) || request.routeOptions.config.xsrf === false) return;
    const header = request.headers[XSRF_HEADER];
    const expected = request.session?.xsrfToken;
    if (!expected || typeof header !== 'string' || !secretsMatch(expected, header)) {
      throw new AppError(419, XSRF_MISMATCH);
    }
  });
});

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set false on routes authorised otherwise (provider webhooks). */
    xsrf?: boolean;
  }
}
