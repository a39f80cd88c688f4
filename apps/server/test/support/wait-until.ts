// Waiting in tests: on queued work, and on a database notification reaching the server.
import { vi } from 'vitest';
import type { DatabaseHandle } from '../../src/platform/db/client';

// Polls until a condition holds, for tests that wait on queued work; the error shows the last value.
export async function until<T>(
  what: string,
  read: () => Promise<T>,
  done: (value: T) => boolean,
  ms = 90_000,
) {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * Runs `check` once a change a test made to the database beside the API has reached the server:
 * at once on the embedded database, whose notification arrives before the write returns; on
 * PostgreSQL it comes over the server's listening connection a moment later, so `check` is retried
 * until it passes (for 5 s at most).
 */
export async function onceHeard(database: DatabaseHandle, check: () => Promise<void>): Promise<void> {
  if (database.kind === 'pglite') return check();
  await vi.waitFor(check, { timeout: 5_000, interval: 25 });
}
