// Who a request with `Authorization: Bearer cap_…` comes from: the key's user, with the key's
// scopes, or a 401 that says why (unknown, revoked, expired), or a 429 past the key's rate.
//
// Keys looked up are kept in memory like sessions (platform/db/notified-cache.ts): migration 0018's
// triggers announce every revocation, expiry change or deletion, so a revoked key fails on the
// very next request in every process, and a key's request costs no query. The last use is written
// at most once a minute per key, and the rate is counted in memory, per process: a database write
// per request would cost more than the request itself (bench/api-load.ts measures both kinds).
import type { ApiKeyScope } from '@captionist/contracts';
import { LRUCache } from 'lru-cache';
import type { DatabaseHandle } from '../../platform/db/client';
import { createNotifiedCache } from '../../platform/db/notified-cache';
import { AppError } from '../../platform/http/app-error';
import { API_KEYS_CHANGED_CHANNEL, type ApiKeyRow, findApiKeyByHash, touchApiKey } from './api-key-queries';
import { apiKeyHash, bearerToken } from './api-key-secret';

/** The caller a valid key stands for. */
export interface ApiKeyCaller {
  keyId: string;
  userId: string;
  scopes: readonly ApiKeyScope[];
}

export interface ApiKeyCallers {
  /** The caller of an `Authorization` header, or an AppError (401, 429). */
  authenticate(authorization: string): Promise<ApiKeyCaller>;
  close(): Promise<void>;
}

export const apiKeyErrors = {
  malformed: 'The Authorization header must be "Bearer" followed by an API key.',
  unknown: 'This API key is not valid.',
  revoked: 'This API key has been revoked.',
  expired: 'This API key has expired.',
  tooFast: 'Too many requests with this API key. Wait a minute and try again.',
};

const MAX_CACHED_KEYS = 10_000;
const CACHE_TTL_MS = 60_000;
const TOUCH_EVERY_MS = 60_000;
const WINDOW_MS = 60_000;

export async function createApiKeyCallers(
  database: DatabaseHandle,
  options: { requestsPerMinute: number; onError: (err: Error, what: string) => void },
): Promise<ApiKeyCallers> {
  const cache = await createNotifiedCache<ApiKeyRow>(database, {
    channel: API_KEYS_CHANGED_CHANNEL,
    maxSize: MAX_CACHED_KEYS,
    ttlMs: CACHE_TTL_MS,
    onListenError: (err) => options.onError(err, 'api-keys-changed connection lost'),
  });
  // Per key: the current minute's start and its count.
  const windows = new LRUCache<string, { startedAt: number; hits: number }>({ max: MAX_CACHED_KEYS });

  const countHit = (keyId: string, now: number) => {
    const window = windows.get(keyId);
    if (!window || now - window.startedAt >= WINDOW_MS) {
      windows.set(keyId, { startedAt: now, hits: 1 });
      return;
    }
    window.hits++;
    if (window.hits > options.requestsPerMinute) {
      const retryAfter = Math.ceil((window.startedAt + WINDOW_MS - now) / 1000);
      throw new AppError(429, apiKeyErrors.tooFast, undefined, { 'retry-after': String(retryAfter) });
    }
  };

  const touch = (row: ApiKeyRow, now: number) => {
    if (row.lastUsedAt && now - row.lastUsedAt.getTime() < TOUCH_EVERY_MS) return;
    const at = new Date(now);
    cache.replace(row.secretHash, { ...row, lastUsedAt: at });
    touchApiKey(database.db, row.id, at).catch((err) => options.onError(err, 'api key last use not saved'));
  };

  return {
    authenticate: async (authorization) => {
      const token = bearerToken(authorization);
      if (!token) throw AppError.unauthenticated(apiKeyErrors.malformed);
      const hash = apiKeyHash(token);
      const row = await cache.read(hash, () => findApiKeyByHash(database.db, hash));
      if (!row) throw AppError.unauthenticated(apiKeyErrors.unknown);
      if (row.revokedAt) throw AppError.unauthenticated(apiKeyErrors.revoked);
      const now = Date.now();
      if (row.expiresAt && row.expiresAt.getTime() <= now)
        throw AppError.unauthenticated(apiKeyErrors.expired);
      countHit(row.id, now);
      touch(row, now);
      return { keyId: row.id, userId: row.userId, scopes: row.scopes as ApiKeyScope[] };
    },
    close: () => cache.close(),
  };
}
