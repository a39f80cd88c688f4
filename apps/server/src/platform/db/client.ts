// Opens the database: embedded PGlite in the data folder, or a PostgreSQL server by URL.
// Both are driven through the same Drizzle schema; callers see one `Database` type.
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { lockDataDir } from './pglite-lock';
import { pgliteViews } from './pglite-parsers';
import * as schema from './schema';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  kind: 'pglite' | 'postgres';
  db: Database;
  /** The embedded engine, when kind is pglite (the queue talks to it directly). */
  pglite?: PGlite;
  /** The connection string, when kind is postgres (the queue opens its own pool). */
  connectionString?: string;
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl?: string;
  pgliteDir: string;
  poolSize?: number;
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.poolSize ?? 10);
  return openPglite(options.pgliteDir);
}

async function openPostgres(connectionString: string, max: number): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString, max });
  // An idle client that loses its server must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  const db = drizzlePg({ client: pool, schema }) as unknown as Database;
  return {
    kind: 'postgres',
    db,
    connectionString,
    ping: async () => {
      await pool.query('select 1');
    },
    close: () => pool.end(),
  };
}

async function openPglite(dataDir: string): Promise<DatabaseHandle> {
  mkdirSync(dataDir, { recursive: true });
  const unlock = lockDataDir(dataDir);
  const pglite = await PGlite.create({ dataDir }).catch((err) => {
    unlock();
    throw err;
  });
  const views = pgliteViews(pglite);
  const db = drizzlePglite({ client: views.forDrizzle, schema }) as unknown as Database;
  return {
    kind: 'pglite',
    db,
    pglite: views.forRawSql,
    ping: async () => {
      await pglite.query('select 1');
    },
    close: async () => {
      await pglite.close();
      unlock();
    },
  };
}
