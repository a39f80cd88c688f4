// Rows kept in a process's memory for as long as the database says they are unchanged.
//
// A table's triggers announce every change on a channel (payload: the key whose rows changed, or
// '' for "anything may have changed"), whichever process or statement made it, and every cache on
// that channel forgets what it was told. Changes this process makes are also told to its caches
// directly (changedHere), because on PostgreSQL the database's notification comes over another
// connection, a moment after the answer to the request that made them: a user who renames a
// project and reloads sees the new name. A load that overlapped a change does not keep its answer.
//
// While the listening connection is down nothing is cached and every read asks the database.
// Entries also expire after `ttlMs`, which bounds the damage of a notification lost on a
// connection that died silently. On the embedded database (one process) the notification arrives
// before the committing call returns.
import { LRUCache } from 'lru-cache';
import type { DatabaseHandle } from './client';
import { type Listening, listen } from './listen';

export interface NotifiedCache<V extends {}> {
  /** The cached value, unless it is missing or `stillGood` refuses it; then `load`'s, kept if not null. */
  read(key: string, load: () => Promise<V | null>, stillGood?: (value: V) => boolean): Promise<V | null>;
  /** Keeps `value` as this process just wrote it, if the key is cached at all. */
  replace(key: string, value: V): void;
  close(): Promise<void>;
}

export interface NotifiedCacheOptions<V extends {}> {
  channel: string;
  /** Bounds memory: the largest total size, counted by `sizeOf` (1 per entry by default). */
  maxSize: number;
  sizeOf?: (value: V) => number;
  ttlMs: number;
  onListenError?: (err: Error) => void;
}

// The changes this process makes, per channel, told to its caches on that channel.
const localListeners = new Map<string, Set<(key: string) => void>>();

/** Tells this process's caches on `channel` that `key` changed ('' for everything). */
export function changedHere(channel: string, key = ''): void {
  for (const listener of localListeners.get(channel) ?? []) listener(key);
}

/**
 * Calls `onChange` for each change announced on `channel`, by the database or by this process,
 * and each time listening (re)starts, since changes may have been missed meanwhile; until closed.
 */
export async function watchChanges(
  database: DatabaseHandle,
  channel: string,
  onChange: () => void,
  onListenError: (err: Error) => void = () => {},
): Promise<Listening> {
  const listener = await listen(database, channel, {
    onNotification: onChange,
    onListening: onChange,
    onError: onListenError,
  });
  const local = localListeners.get(channel) ?? new Set();
  localListeners.set(channel, local);
  local.add(onChange);
  return {
    close: async () => {
      local.delete(onChange);
      await listener.close();
    },
  };
}

export async function createNotifiedCache<V extends {}>(
  database: DatabaseHandle,
  { channel, maxSize, sizeOf = () => 1, ttlMs, onListenError = () => {} }: NotifiedCacheOptions<V>,
): Promise<NotifiedCache<V>> {
  const cache = new LRUCache<string, V>({
    maxSize,
    sizeCalculation: (value) => Math.max(1, sizeOf(value)),
    ttl: ttlMs,
  });
  // Counts the changes heard, so that a load can tell whether one arrived while it was under way.
  let changes = 0;
  let listening = false;
  const forget = (key: string) => {
    changes++;
    if (key) cache.delete(key);
    else cache.clear();
  };
  const listener = await listen(database, channel, {
    onNotification: forget,
    onListening: () => {
      forget('');
      listening = true;
    },
    onError: (err) => {
      listening = false;
      forget('');
      onListenError(err);
    },
  });
  const local = localListeners.get(channel) ?? new Set();
  localListeners.set(channel, local);
  local.add(forget);

  return {
    read: async (key, load, stillGood = () => true) => {
      const cached = listening ? cache.get(key) : undefined;
      if (cached !== undefined && stillGood(cached)) return cached;
      const changesBefore = changes;
      const value = await load();
      if (value !== null && listening && changes === changesBefore) cache.set(key, value);
      else cache.delete(key);
      return value;
    },
    replace: (key, value) => {
      if (listening && cache.has(key)) cache.set(key, value);
    },
    close: async () => {
      listening = false;
      cache.clear();
      local.delete(forget);
      await listener.close();
    },
  };
}
