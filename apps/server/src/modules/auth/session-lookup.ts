// Finds the live session a cookie names, for every request in the session context.
//
// Sessions looked up are kept in memory (platform/db/notified-cache.ts), so a signed-in request
// costs no session query. That is safe because the database announces every change that can end
// or alter a session, whoever makes it (sign-out, revoking other sessions, a password reset, a
// deleted account's cascade, an admin command, raw SQL): migration 0006's triggers notify
// SESSIONS_CHANGED_CHANNEL, and a notification empties the cache; this process's own removals are
// told to it directly. Expiry is checked on every use, as the query does, and a copy found expired
// is read again (a touch in another process may have moved its deadline on).
import type { DatabaseHandle } from '../../platform/db/client';
import { createNotifiedCache } from '../../platform/db/notified-cache';
import { sha256Hex } from '../../platform/security/hmac';
import {
  findLiveSession,
  isLive,
  type LiveSession,
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
  const cache = await createNotifiedCache<LiveSession>(database, {
    channel: SESSIONS_CHANGED_CHANNEL,
    maxSize: MAX_CACHED_SESSIONS,
    ttlMs: CACHE_TTL_MS,
    onListenError,
  });
  return {
    find: (id) => {
      const idHash = sha256Hex(id);
      return cache.read(
        idHash,
        () => findLiveSession(database.db, idHash, lifetime),
        (session) => isLive(session, lifetime),
      );
    },
    update: (session) => cache.replace(session.idHash, session),
    close: () => cache.close(),
  };
}
