// GET /api/user/events: the signed-in user's live events as server-sent events (contracts:
// liveEventsApi). A stream ends the moment the session it was opened in ends (sign-out, revoked,
// expired: the database announces every such change, whichever process made it), and anyway
// after LIVE_STREAM_SECONDS, when the browser reconnects and the session is checked again.
import { LIVE_STREAM_SECONDS, type LiveEvent, liveEventsApi } from '@captionist/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../app-context';
import { watchChanges } from '../../platform/db/notified-cache';
import { AppError } from '../../platform/http/app-error';
import { registerRoutes } from '../../platform/http/register-routes';
import { sessionLifetime } from '../auth/session-plugin';
import { findLiveSessionHashes, SESSIONS_CHANGED_CHANNEL } from '../auth/session-queries';
import { LiveChanges } from './live-changes';

/** Several tabs and windows each hold one; more than this is a leak or an attack. */
const MAX_STREAMS_PER_USER = 20;
/** A comment line this often keeps proxies and load balancers from closing a quiet stream. */
const KEEP_ALIVE_MS = 20_000;
/** A client that stops reading is dropped before its unread events pile up in memory. */
const MAX_UNREAD_BYTES = 64 * 1024;
/** How soon the browser reconnects after a stream ends. */
const RECONNECT_MS = 1000;

export const liveEventRoutes: FastifyPluginAsync<{ context: AppContext }> = async (app, { context }) => {
  const changes = await LiveChanges.start(context.database, context.logger);
  // Each open stream's end, by the session (its id hash) it was opened in.
  const open = new Map<() => void, string>();
  const lifetime = sessionLifetime(context.config);
  const endSignedOutStreams = async () => {
    const live = new Set(
      await findLiveSessionHashes(context.database.db, [...new Set(open.values())], lifetime),
    );
    for (const [end, idHash] of open) if (!live.has(idHash)) end();
  };
  const sessionChanges = await watchChanges(
    context.database,
    SESSIONS_CHANGED_CHANNEL,
    () => {
      endSignedOutStreams().catch((err) => context.logger.warn({ err }, 'open live streams not checked'));
    },
    (err) => context.logger.warn({ err }, 'sessions-changed connection lost; reconnecting'),
  );
  // Streams never go idle, so the server would wait for each to end before it could close.
  app.addHook('preClose', async () => {
    for (const end of open.keys()) end();
    await sessionChanges.close();
    await changes.close();
  });

  registerRoutes(app, liveEventsApi, {
    stream: async ({ userId }, request, reply) => {
      if (changes.subscriberCount(userId) >= MAX_STREAMS_PER_USER)
        throw new AppError(
          429,
          'Too many windows are following this account live. Close a few tabs and reload.',
        );
      const response = reply.raw;
      reply.hijack();
      // The security headers and any refreshed session cookie set so far on this reply.
      for (const [name, value] of Object.entries(reply.getHeaders()))
        if (value !== undefined) response.setHeader(name, value);
      response.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        // Tells a buffering reverse proxy (nginx) to pass each event on at once.
        'x-accel-buffering': 'no',
      });
      const write = (text: string) => {
        if (response.destroyed || response.writableEnded) return;
        if (response.writableLength > MAX_UNREAD_BYTES) response.destroy();
        else response.write(text);
      };
      write(`retry: ${RECONNECT_MS}\n\n`);
      const unsubscribe = changes.subscribe(userId, (event: LiveEvent) =>
        write(`data: ${JSON.stringify(event)}\n\n`),
      );
      const keepAlive = setInterval(() => write(': keep-alive\n\n'), KEEP_ALIVE_MS);
      const end = () => response.end();
      const lifetime = setTimeout(end, LIVE_STREAM_SECONDS * 1000);
      open.set(end, request.session?.idHash ?? '');
      response.on('close', () => {
        unsubscribe();
        clearInterval(keepAlive);
        clearTimeout(lifetime);
        open.delete(end);
      });
      return reply;
    },
  });
};
