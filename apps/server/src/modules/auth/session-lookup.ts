// Finds the live session a cookie names, for every request in the session context.
//
// On the embedded database live sessions are also kept in memory, and that is safe: PGlite admits
// one process (its data folder is locked), so every change to the sessions table runs through this
// process's engine, whatever makes it (sign-out, revoking other sessions, a password reset, a
// deleted account's cascade, an admin command, raw SQL). A trigger on the table reports each such
// commit before the committing call returns, and the report empties the cache: a signed-out or
// revoked session is never answered from memory. A lookup that overlapped such a change does not
// keep its answer. Expiry is checked on every use, as the query does.
//
// On PostgreSQL other processes sign sessions out, and a cache here would not learn of that
// before its next request: every request asks the database.
import { LRUCache } from 'lru-cache';
import type { DatabaseHandle } from '../../platform/db/client';
import { sha256Hex } from '../../platform/security/hmac';
import {
  findLiveSession,
  isLive,
  type LiveSession,
  onSessionsChanged,
  type SessionLifetime,
} from './session-queries';

export type SessionLookup = (id: string) => Promise<LiveSession | null>;

// Bounds memory whatever the number of signed-in users; a session pushed out is read again.
const MAX_CACHED_SESSIONS = 10_000;

export async function createSessionLookup(
  database: DatabaseHandle,
  lifetime: SessionLifetime,
): Promise<SessionLookup> {
  if (database.kind !== 'pglite' || !database.pglite) {
    return (id) => findLiveSession(database.db, sha256Hex(id), lifetime);
  }
  const cache = new LRUCache<string, LiveSession>({ max: MAX_CACHED_SESSIONS });
  // Counts the changes, so that a lookup can tell whether one committed while it was under way.
  let changes = 0;
  await onSessionsChanged(database.pglite, () => {
    changes++;
    cache.clear();
  });
  return async (id) => {
    const idHash = sha256Hex(id);
    const cached = cache.get(idHash);
    if (cached) {
      if (isLive(cached, lifetime)) return cached;
      cache.delete(idHash);
      return null;
    }
    const changesBefore = changes;
    const session = await findLiveSession(database.db, idHash, lifetime);
    if (session && changes === changesBefore) cache.set(idHash, session);
    return session;
  };
}
