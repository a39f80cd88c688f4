// The job queue keeps its promises on both database kinds: each job runs to completion once,
// across competing workers, process restarts, killed workers and graceful shutdowns.
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { fromPglite } from 'pg-boss';
import pino, { type Logger } from 'pino';
import { afterEach, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../src/platform/db/client';
import { type PgBossQueue, startQueue } from '../src/platform/queue/pg-boss-queue';
import { createTestDatabase, type TestDatabase, testDatabaseKind } from './support/test-database';

const QUEUE = 'queue-test';
const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const fixturesDir = fileURLToPath(new URL('./fixtures', import.meta.url));

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

it('completes each job exactly once while two queue instances compete for it', async () => {
  const database = await open(await freshDatabase());
  const [first, second] = [await queueOn(database), await queueOn(database)];
  await first.createQueue(QUEUE);
  const ids = await Promise.all(Array.from({ length: 20 }, (_, n) => send(first, { n })));
  const runs = new Map<string, number>();
  for (const queue of [first, second]) {
    await queue.work(
      QUEUE,
      async (job) => {
        runs.set(job.id, (runs.get(job.id) ?? 0) + 1);
        await sleep(20);
      },
      { concurrency: 2, pollingIntervalSeconds: 0.5 },
    );
  }

  await eventually('all jobs completed', async () => {
    const states = await Promise.all(ids.map((id) => stateOf(first, id)));
    return states.every((state) => state === 'completed');
  });
  expect([...runs.keys()].sort()).toEqual([...ids].sort());
  expect([...runs.values()].every((count) => count === 1)).toBe(true);
});

it('wakes an idle worker as soon as another queue instance sends a job, not at its next poll', async () => {
  const database = await open(await freshDatabase());
  const [worker, sender] = [await queueOn(database), await queueOn(database)];
  await worker.createQueue(QUEUE);
  const ran = deferred<string>();
  // Ten minutes between polls: only the NOTIFY of the send can bring the job in time.
  await worker.work(QUEUE, async (job) => ran.resolve(job.id), { pollingIntervalSeconds: 600 });
  // Past the worker's first fetch, which would otherwise find the job without any wake-up.
  await sleep(1000);
  const jobId = await send(sender, { step: 'wake up' });
  expect(await ran.promise).toBe(jobId);
});

it('keeps a job sent by a process that exited, and runs it in the next process', async () => {
  const test = await freshDatabase();
  const sender = runFixture<{ jobId: string }>('enqueue-job.ts', test);
  const { jobId } = await sender.firstMessage;
  expect(await sender.exitCode).toBe(0);

  const queue = await queueOn(await open(test));
  const runs: unknown[] = [];
  await queue.work(QUEUE, async (job) => void runs.push([job.id, job.data]), { pollingIntervalSeconds: 0.5 });
  await eventually('the job completed', async () => (await stateOf(queue, jobId)) === 'completed');
  expect(runs).toEqual([[jobId, { step: 'sent before a restart' }]]);
});

it('retries the job of a worker killed mid-job once the job expires', async () => {
  const test = await freshDatabase();
  const worker = runFixture<{ started: string }>('work-until-killed.ts', test);
  const { started: jobId } = await worker.firstMessage;
  worker.child.kill('SIGKILL');
  await worker.exitCode;

  // On PGlite this reopens a data dir whose last owner was killed (crash recovery).
  const queue = await queueOn(await open(test));
  const runs: string[] = [];
  await queue.work(QUEUE, async (job) => void runs.push(job.id), { pollingIntervalSeconds: 0.5 });
  await eventually('the job completed', async () => (await stateOf(queue, jobId)) === 'completed');
  expect(runs).toEqual([jobId]);
  const job = await queue.boss.getJobById(QUEUE, jobId);
  expect(job?.retryCount).toBeGreaterThanOrEqual(1);
});

it('retries the job of a killed worker once its lease goes stale, long before the job expires', async () => {
  const test = await freshDatabase();
  const lease = { renewSeconds: 1, staleSeconds: 3 };
  // An expiry of an hour: only the lease can bring this job back within the test.
  const queueOptions = { expireInSeconds: 3600, retryDelaySeconds: 0, retryLimit: 5 };
  const worker = runFixture<{ started: string }>('work-until-killed.ts', test, { queueOptions, lease });
  const { started: jobId } = await worker.firstMessage;
  worker.child.kill('SIGKILL');
  await worker.exitCode;
  const killedAt = Date.now();

  const queue = await queueOn(await open(test), pino({ level: 'error' }), lease);
  const runs: string[] = [];
  await queue.work(QUEUE, async (job) => void runs.push(job.id), { pollingIntervalSeconds: 0.5 });
  await eventually('the job completed', async () => (await stateOf(queue, jobId)) === 'completed');
  expect(runs).toEqual([jobId]);
  // Stale after 3 s, swept every 0.75 s (plus the reopened database and a poll).
  expect(Date.now() - killedAt).toBeLessThan(20_000);
});

it('hands a job whose worker died on its last attempt to its dead-letter queue, with its data', async () => {
  const test = await freshDatabase();
  const lease = { renewSeconds: 1, staleSeconds: 3 };
  const setup = await queueOn(await open(test), pino({ level: 'error' }), lease);
  await setup.createQueue(`${QUEUE}-dead`, { retryDelaySeconds: 0 });
  await setup.stop({ timeoutSeconds: 0 });
  await closeLastDatabase();
  const queueOptions = { expireInSeconds: 3600, retryLimit: 0, deadLetter: `${QUEUE}-dead` };
  const worker = runFixture<{ started: string }>('work-until-killed.ts', test, { queueOptions, lease });
  const { started: jobId } = await worker.firstMessage;
  worker.child.kill('SIGKILL');
  await worker.exitCode;

  const queue = await queueOn(await open(test), pino({ level: 'error' }), lease);
  const deadLetters: unknown[] = [];
  await queue.work(QUEUE, async () => {}, { pollingIntervalSeconds: 0.5 });
  await queue.work(`${QUEUE}-dead`, async (job) => void deadLetters.push(job.data), {
    pollingIntervalSeconds: 0.5,
  });
  await eventually('the dead letter arrived', async () => deadLetters.length > 0);
  expect(deadLetters).toEqual([{ step: 'interrupted by kill -9' }]);
  expect(await stateOf(queue, jobId)).toBe('failed');
});

it('lets a running job finish before stop returns', async () => {
  const database = await open(await freshDatabase());
  const [queue, observer] = [await queueOn(database), await queueOn(database)];
  await queue.createQueue(QUEUE);
  const started = deferred<AbortSignal>();
  const release = deferred<void>();
  const events: string[] = [];
  await queue.work(
    QUEUE,
    async (job) => {
      started.resolve(job.signal);
      await release.promise;
      events.push('job finished');
    },
    { pollingIntervalSeconds: 0.5 },
  );
  const jobId = await send(queue, {});
  const signal = await started.promise;

  const stopped = queue.stop({ timeoutSeconds: 30 }).then(() => events.push('queue stopped'));
  // Give stop() time to return early if it wrongly did; the outcome holds at any speed.
  await sleep(500);
  expect(events).toEqual([]);
  release.resolve();
  await stopped;
  expect(events).toEqual(['job finished', 'queue stopped']);
  expect(signal.aborted).toBe(false);
  expect(await stateOf(observer, jobId)).toBe('completed');
});

it('hands back a job still running at the stop timeout, and another worker completes it', async () => {
  const database = await open(await freshDatabase());
  const [stopping, other] = [await queueOn(database), await queueOn(database)];
  // A long expiry: the job must come back through the hand-back, not through expiry.
  await other.createQueue(QUEUE, { expireInSeconds: 600, retryDelaySeconds: 0 });
  const started = deferred<AbortSignal>();
  await stopping.work(
    QUEUE,
    async (job) => {
      started.resolve(job.signal);
      await new Promise(() => {}); // ignores its signal: the worst case
    },
    { pollingIntervalSeconds: 0.5 },
  );
  const jobId = await send(other, {});
  const signal = await started.promise;

  await stopping.stop({ timeoutSeconds: 1 });
  expect(signal.aborted).toBe(true);
  expect(await stateOf(other, jobId)).toBe('retry');

  const runs: string[] = [];
  await other.work(QUEUE, async (job) => void runs.push(job.id), { pollingIntervalSeconds: 0.5 });
  await eventually('the job completed', async () => (await stateOf(other, jobId)) === 'completed');
  expect(runs).toEqual([jobId]);
});

it('retries a job whose handler throws, telling each attempt its number, logging its id and queue but not its data', async () => {
  const lines: string[] = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(line) });
  const queue = await queueOn(await open(await freshDatabase()), logger);
  await queue.createQueue(QUEUE, { retryLimit: 1, retryDelaySeconds: 0 });
  const attempts: [number, number][] = [];
  await queue.work(
    QUEUE,
    async (job) => {
      attempts.push([job.retryCount, job.retryLimit]);
      if (attempts.length === 1) throw new Error('the transcoder crashed');
    },
    { pollingIntervalSeconds: 0.5 },
  );
  const jobId = await send(queue, { email: 'someone@example.com' });

  await eventually('the job completed', async () => (await stateOf(queue, jobId)) === 'completed');
  // The second attempt knows it is the last (retryCount === retryLimit).
  expect(attempts).toEqual([
    [0, 1],
    [1, 1],
  ]);
  const failure = lines.map((line) => JSON.parse(line)).find((entry) => entry.msg.startsWith('job failed'));
  expect(failure).toMatchObject({ jobId, queue: QUEUE, err: { message: 'the transcoder crashed' } });
  expect(lines.join('\n')).not.toContain('someone@example.com');
});

it.runIf(testDatabaseKind() === 'pglite')(
  'leaves the PGlite connection it shares with Drizzle usable after a pg-boss script fails midway',
  async () => {
    const database = await open(await freshDatabase());
    if (!database.pglite) throw new Error('expected a PGlite handle');
    const failing = fromPglite(database.pglite).executeSql('BEGIN; SELECT 1; SELECT 1/0; COMMIT;', []);
    await expect(failing).rejects.toThrow('division by zero');
    expect(database.pglite.isInTransaction()).toBe(false);
    await expect(database.ping()).resolves.toBeUndefined();
  },
);

async function freshDatabase(): Promise<TestDatabase> {
  const test = await createTestDatabase();
  cleanups.push(() => test.drop());
  return test;
}

function pgliteDir(test: TestDatabase): string {
  return path.join(test.dataDir, 'pglite');
}

const openDatabases: DatabaseHandle[] = [];

async function open(test: TestDatabase): Promise<DatabaseHandle> {
  const database = await openDatabase({ databaseUrl: test.databaseUrl, pgliteDir: pgliteDir(test) });
  openDatabases.push(database);
  cleanups.push(() => database.close().catch(() => {}));
  return database;
}

/** Frees an embedded database for a child process (closing twice is harmless). */
async function closeLastDatabase(): Promise<void> {
  await openDatabases.pop()?.close();
}

async function queueOn(
  database: DatabaseHandle,
  logger: Logger = pino({ level: 'error' }),
  lease?: { renewSeconds: number; staleSeconds: number },
) {
  const queue = await startQueue(database, logger, { maintenanceIntervalSeconds: 1, lease });
  cleanups.push(() => queue.stop({ timeoutSeconds: 0 }));
  return queue;
}

async function send(queue: PgBossQueue, data: object): Promise<string> {
  const jobId = await queue.send(QUEUE, data);
  if (!jobId) throw new Error('the job was not created');
  return jobId;
}

async function stateOf(queue: PgBossQueue, jobId: string): Promise<string | undefined> {
  return (await queue.boss.getJobById(QUEUE, jobId))?.state;
}

/** Runs a fixture in a child process (a separate process, as after a restart) on the test's database. */
function runFixture<Message>(fixture: string, test: TestDatabase, options: object = {}) {
  const args = JSON.stringify({
    databaseUrl: test.databaseUrl,
    pgliteDir: pgliteDir(test),
    queue: QUEUE,
    ...options,
  });
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(fixturesDir, fixture), args],
    {
      cwd: repoRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let stderr = '';
  child.stderr?.on('data', (chunk) => {
    stderr += chunk;
  });
  const exitCode = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const firstMessage = new Promise<Message>((resolve, reject) => {
    if (child.stdout)
      createInterface({ input: child.stdout }).once('line', (line) => resolve(JSON.parse(line)));
    child.once('close', (code, signal) =>
      reject(new Error(`${fixture} ended (${code ?? signal}) before reporting:\n${stderr}`)),
    );
  });
  cleanups.push(async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await exitCode;
  });
  return { child, firstMessage, exitCode };
}

async function eventually(what: string, check: () => Promise<boolean>, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting until ${what}.`);
    await sleep(100);
  }
}

function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}
