// An install made before the move to pg-boss 12 has pg-boss 10's schema, which pg-boss 12 cannot
// migrate: its unfinished jobs must survive the upgrade and run, and the old schema must go.
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import PgBossV10 from 'pg-boss-v10';
import pino from 'pino';
import { afterEach, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../src/platform/db/client';
import { startQueue } from '../src/platform/queue/pg-boss-queue';
import { createTestDatabase } from './support/test-database';
import { until } from './support/wait-until';

const QUEUE = 'upgrade-test';
const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

it('runs the jobs pg-boss 10 left unfinished after the upgrade, keeping their ids and data, and drops the old schema', async () => {
  const test = await createTestDatabase();
  cleanups.push(() => test.drop());
  const database = await openDatabase({
    databaseUrl: test.databaseUrl,
    pgliteDir: path.join(test.dataDir, 'pglite'),
  });
  cleanups.push(() => database.close());

  const old = new PgBossV10(
    test.databaseUrl ? { connectionString: test.databaseUrl } : { db: pgliteDb(database) },
  );
  await old.start();
  await old.createQueue(QUEUE);
  const waiting = await old.send(QUEUE, { step: 'queued before the upgrade' });
  const finished = await old.send(QUEUE, { step: 'finished before the upgrade' });
  if (!waiting || !finished) throw new Error('pg-boss 10 did not create the jobs');
  await old.complete(QUEUE, finished);
  await old.stop({ graceful: false, close: true, wait: true });

  const queue = await startQueue(database, pino({ level: 'error' }), { maintenanceIntervalSeconds: 1 });
  cleanups.push(() => queue.stop({ timeoutSeconds: 0 }));
  await queue.createQueue(QUEUE);
  const runs: [string, unknown][] = [];
  await queue.work(QUEUE, async (job) => void runs.push([job.id, job.data]), { pollingIntervalSeconds: 0.5 });

  await until(
    'the carried-over job ran',
    async () => runs.length,
    (count) => count > 0,
    30_000,
  );
  expect(runs).toEqual([[waiting, { step: 'queued before the upgrade' }]]);
  const schemas = await queue.boss
    .getDb()
    .executeSql("SELECT nspname FROM pg_namespace WHERE nspname LIKE 'pgboss%' ORDER BY 1", []);
  expect(schemas.rows.map((row: { nspname: string }) => row.nspname)).toEqual(['pgboss']);
});

/** pg-boss 10 on the test's PGlite engine, the way the app drove it before the upgrade. */
function pgliteDb(database: DatabaseHandle) {
  const pglite = database.pglite as PGlite;
  return {
    async executeSql(text: string, values?: unknown[]) {
      if (values?.length) return pglite.query(text, values);
      const results = await pglite.transaction((tx) => tx.exec(text));
      return { rows: results.at(-1)?.rows ?? [] };
    },
  };
}
