// Starts the built server for the browser tests on a fresh database of the real PostgreSQL
// server (TEST_POSTGRES_URL, provided by ./test.sh), so that tests can also use the admin CLI
// against the same data while the server runs. The database URL is written for the tests.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import pg from 'pg';
import { E2E_DATA_DIR, E2E_DATABASE_URL_FILE } from './e2e-paths';

const adminUrl = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const name = `captionist_e2e_${randomBytes(5).toString('hex')}`;
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
// A run that was killed leaves its database behind; drop those nobody is connected to.
const stale = await admin.query<{ datname: string }>(
  "select datname from pg_database d where datname like 'captionist_e2e_%' and not exists (select 1 from pg_stat_activity a where a.datname = d.datname)",
);
for (const { datname } of stale.rows) await admin.query(`drop database if exists ${datname}`);
await admin.query(`create database ${name}`);
await admin.end();

const databaseUrl = new URL(adminUrl);
databaseUrl.pathname = `/${name}`;
rmSync(E2E_DATA_DIR, { recursive: true, force: true });
mkdirSync(E2E_DATA_DIR, { recursive: true });
writeFileSync(E2E_DATABASE_URL_FILE, databaseUrl.toString());

const server = spawn(process.execPath, ['--enable-source-maps', 'apps/server/dist/main.js', 'all'], {
  stdio: 'inherit',
  env: { ...process.env, DATABASE_URL: databaseUrl.toString(), DATA_DIR: E2E_DATA_DIR },
});

async function dropDatabase() {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(`drop database if exists ${name} with (force)`);
  await client.end();
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code) => {
  dropDatabase().finally(() => process.exit(code ?? 0));
});
