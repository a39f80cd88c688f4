// Starts the built server for the browser tests on a fresh database of the real PostgreSQL
// server (TEST_POSTGRES_URL, provided by ./test.sh), so that tests can also use the admin CLI
// against the same data while the server runs. The database URL is written for the tests.
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createE2eDatabase } from './e2e-database';
import { E2E_DATA_DIR, E2E_DATABASE_URL_FILE } from './e2e-paths';

const database = await createE2eDatabase();
rmSync(E2E_DATA_DIR, { recursive: true, force: true });
mkdirSync(E2E_DATA_DIR, { recursive: true });
writeFileSync(E2E_DATABASE_URL_FILE, database.url);

const server = spawn(process.execPath, ['--enable-source-maps', 'apps/server/dist/main.js', 'all'], {
  stdio: 'inherit',
  env: { ...process.env, DATABASE_URL: database.url, DATA_DIR: E2E_DATA_DIR },
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code) => {
  database.drop().finally(() => process.exit(code ?? 0));
});
