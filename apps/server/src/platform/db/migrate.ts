// Applies the committed drizzle-kit migrations; safe to run on every start.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { DatabaseHandle } from './client';

/**
 * Runs `work` (migrations, seeds) while holding a cluster-wide lock, so that several API and
 * worker processes starting at once against one PostgreSQL server do not race. PGlite is
 * single-process and needs no lock.
 */
export async function withMigrationLock(handle: DatabaseHandle, work: () => Promise<void>): Promise<void> {
  if (handle.kind === 'pglite' || !handle.connectionString) return work();
  const client = new pg.Client({ connectionString: handle.connectionString });
  await client.connect();
  try {
    await client.query("select pg_advisory_lock(hashtext('captionist:migrate'))");
    await work();
  } finally {
    await client.end();
  }
}

export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  const migrationsFolder = findMigrationsFolder();
  if (handle.kind === 'pglite') {
    await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder });
  } else {
    await migratePostgres(handle.db as unknown as NodePgDatabase, { migrationsFolder });
  }
}

// The migrations ship beside the server package; this module runs from src/ in tests and
// from a single bundled dist/main.js in production, so walk up until the folder is found.
function findMigrationsFolder(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i++) {
    const candidate = path.join(dir, 'drizzle');
    if (existsSync(path.join(candidate, 'meta', '_journal.json'))) return candidate;
    dir = path.dirname(dir);
  }
  throw new Error('Database migrations folder (apps/server/drizzle) not found');
}
