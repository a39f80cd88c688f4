// Finds the live session a cookie names, for every request in the session context.
//
// Sessions looked up are kept in memory, so a signed-in request costs no session query. That is
// safe because the database announces every change that can end or alter a session, whoever makes
// it (sign-out, revoking other sessions, a password reset, a deleted account's cascade, an admin
// command, raw SQL): migration 0006's triggers notify SESSIONS_CHANGED_CHANNEL, and a notification
// empties the cache. A lookup that overlapped such a change does not keep its answer. Expiry is
// checked on every use, as the query does, and a copy found expired is read again (a touch in
// another process may have moved its deadline on).
//
// How soon a change counts: on the embedded database (one process) the notification arrives
// before the committing call returns, so at once. On PostgreSQL a removal this process makes
// (sign-out, a password change or reset) is told to it directly (onSessionsRemovedHere), so it
// counts at once too; another process's change arrives over this process's listening connection,
// normally within milliseconds. While that connection is down nothing is cached and every
// request asks the database. Entries also expire after CACHE_TTL_MS, which bounds the damage of a
// notification lost on a connection that died silently.
import { LRUCache } from 'lru-cache';
import type { DatabaseHandle } from '../../platform/db/client';
import { listen } from '../../platform/db/listen';
import { sha256Hex } from '../../platform/security/hmac';
import {
  findLiveSession,
  isLive,
  type LiveSession,
  onSessionsRemovedHere,
  SESSIONS_CHANGED_CHANNEL,
  type SessionLifetime,
} from './session-queries';

export interface SessionLookup {
  /** The live session the cookie id names, or null. */
  find(id: string): Promise<LiveSession | null>;
  /** Keeps the session as this process just wrote it (after a touch). */
  update(session: LiveSession): void;
  close(): Promise<void>;
}

// Bounds memory whatever the number of signed-in users; a session pushed out is read again.
const MAX_CACHED_SESSIONS = 10_000;
const CACHE_TTL_MS = 30_000;

export async function createSessionLookup(
  database: DatabaseHandle,
  lifetime: SessionLifetime,
  onListenError: (err: Error) => void = () => {},
): Promise<SessionLookup> {
  const cache = new LRUCache<string, LiveSession>({ max: MAX_CACHED_SESSIONS, ttl: CACHE_TTL_MS });
  // Counts the changes heard, so that a lookup can tell whether one arrived while it was under way.
  let changes = 0;
  let listening = false;
  const forgetAll = () => {
    changes++;
    cache.clear();
  };
  const listener = await listen(database, SESSIONS_CHANGED_CHANNEL, {
    onNotification: forgetAll,
    onListening: () => {
      forgetAll();
      listening = true;
    },
    onError: (err) => {
      listening = false;
      forgetAll();
      onListenError(err);
    },
  });
  const stopHearingRemovals = onSessionsRemovedHere(forgetAll);

  return {
    find: async (id) => {
      const idHash = sha256Hex(id);
      const cached = listening ? cache.get(idHash) : undefined;
      if (cached && isLive(cached, lifetime)) return cached;
      const changesBefore = changes;
      const session = await findLiveSession(database.db, idHash, lifetime);
      if (session && listening && changes === changesBefore) cache.set(idHash, session);
      else cache.delete(idHash);
      return session;
    },
    update: (session) => {
      if (listening && cache.has(session.idHash)) cache.set(session.idHash, session);
    },
    close: async () => {
      listening = false;
      cache.clear();
      stopHearingRemovals();
      await listener.close();
    },
  };
}
