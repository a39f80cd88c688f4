// A fresh database of the real PostgreSQL server (TEST_POSTGRES_URL, provided by ./test.sh) for a
// server the browser tests start, dropped when it stops; a killed run's leftovers go first.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

const adminUrl = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function withAdmin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Creates the database; returns its URL and how to drop it. */
export async function createE2eDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `captionist_e2e_${randomBytes(5).toString('hex')}`;
  await withAdmin(async (admin) => {
    const stale = await admin.query<{ datname: string }>(
      "select datname from pg_database d where datname like 'captionist_e2e_%' and not exists (select 1 from pg_stat_activity a where a.datname = d.datname)",
    );
    for (const { datname } of stale.rows) await admin.query(`drop database if exists ${datname}`);
    await admin.query(`create database ${name}`);
  });
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () =>
      withAdmin(async (admin) => void (await admin.query(`drop database if exists ${name} with (force)`))),
  };
}
