// Gives each test file its own empty database of the kind under test (TEST_DB):
// a PGlite folder in a temp dir, or a fresh database on the real PostgreSQL server
// (TEST_POSTGRES_URL, provided by ./test.sh). The real server is never skipped silently.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

export type TestDatabaseKind = 'pglite' | 'postgres';

export interface TestDatabase {
  kind: TestDatabaseKind;
  /** Temp folder for the data dir (PGlite, storage, app key). */
  dataDir: string;
  databaseUrl?: string;
  drop(): Promise<void>;
}

export function testDatabaseKind(): TestDatabaseKind {
  const kind = process.env.TEST_DB ?? 'pglite';
  if (kind !== 'pglite' && kind !== 'postgres')
    throw new Error(`TEST_DB must be pglite or postgres, got ${kind}`);
  return kind;
}

/** `namePrefix` tells whose a database on the shared server is (the benches name theirs). */
export async function createTestDatabase(
  kind = testDatabaseKind(),
  namePrefix = 'captionist_test',
): Promise<TestDatabase> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'captionist-test-'));
  if (kind === 'pglite') {
    return { kind, dataDir, drop: () => rm(dataDir, { recursive: true, force: true }) };
  }
  const adminUrl = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `${namePrefix}_${randomBytes(6).toString('hex')}`;
  await withAdminClient(adminUrl, (client) => client.query(`create database ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    kind,
    dataDir,
    databaseUrl: url.toString(),
    drop: async () => {
      await withAdminClient(adminUrl, (client) =>
        client.query(`drop database if exists ${name} with (force)`),
      );
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

async function withAdminClient<T>(adminUrl: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  try {
    await client.connect();
  } catch (err) {
    throw new Error(
      `The real PostgreSQL server for tests is not reachable at ${adminUrl} (set TEST_POSTGRES_URL, or run ./test.sh which provides one): ${(err as Error).message}`,
    );
  }
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}
