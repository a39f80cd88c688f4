// The JobQueue on pg-boss, in the app's own database (see docs/decisions/0002). Adds what pg-boss
// leaves to us: an abort signal per job, a stop that hands unfinished jobs back for retry, and
// leases that bring a dead worker's job back within a minute (job-leases.ts).
import { setImmediate as nextTurn, setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { type Db, fromPglite, type JobWithMetadata, PgBoss, type SendOptions } from 'pg-boss';
import type { Logger } from 'pino';
import type { DatabaseHandle } from '../db/client';
import { listen } from '../db/listen';
import { runningJobContext } from './job-crash-containment';
import { defaultLeaseTimings, JobLeases, type LeaseTimings } from './job-leases';
import type { JobHandler, JobOptions, JobQueue, WorkOptions } from './job-queue';
import { carryOverV10Jobs, dropV10SchemaWhenDone, setAsideV10Schema } from './pg-boss-v10-jobs';

export interface QueueOptions {
  /** How often jobs left active past their expiry (their worker died) are retried. */
  maintenanceIntervalSeconds?: number;
  /** How often an idle worker asks for a job, unless work() says otherwise. */
  pollingIntervalSeconds?: number;
  /** Lease renewal and staleness of running jobs (defaults: 15 s and 60 s). */
  lease?: Partial<LeaseTimings>;
}

export async function startQueue(
  database: DatabaseHandle,
  logger: Logger,
  options: QueueOptions = {},
): Promise<PgBossQueue> {
  const sql = new TrackedSql(openBossDb(database, logger));
  const boss = new PgBoss({
    db: sql,
    backend: database.kind === 'pglite' ? 'pglite' : 'postgres',
    // Cron schedules (credit renewal, housekeeping); pg-boss makes sure each fires once per slot
    // however many processes run.
    schedule: true,
    // A job queued on any process wakes an idle worker at once (NOTIFY) instead of at its next
    // poll; polling stays as the floor for delayed retries and a lost connection.
    useListenNotify: true,
    // pg-boss 12 expires jobs in its monitor pass, run every supervise interval for each queue
    // whose monitor interval has passed: both follow the one setting.
    ...maintenanceTimings(options.maintenanceIntervalSeconds ?? 60),
  });
  // Errors may carry the SQL parameters (PGlite attaches them), which can hold job data.
  boss.on('error', (err) => logger.error({ err: describeError(err) }, 'job queue error'));
  // E.g. the LISTEN connection could not be opened: jobs then wait for the next poll.
  boss.on('warning', ({ message }) => logger.warn({ reason: message }, 'job queue warning'));
  const leases = new JobLeases(sql, { ...defaultLeaseTimings, ...definedOnly(options.lease ?? {}) });
  let hasV10Jobs = false;
  try {
    hasV10Jobs = await setAsideV10Schema(sql);
    await boss.start();
    await leases.createTable();
  } catch (err) {
    await boss.stop({ graceful: false, close: false }).catch(() => {});
    await sql.close();
    throw err;
  }
  const queue = new PgBossQueue(boss, sql, logger, leases, options.pollingIntervalSeconds ?? 2);
  queue.hasV10Jobs = hasV10Jobs;
  return queue;
}

interface RunningJob {
  id: string;
  name: string;
  handBack(reason: Error): void;
  done: Promise<void>;
}

export class PgBossQueue implements JobQueue {
  readonly #running = new Set<RunningJob>();
  readonly #workedQueues = new Set<string>();
  #stopping: Promise<void> | undefined;
  #sweeper: NodeJS.Timeout | undefined;
  /** Jobs left in pg-boss 10's schema wait to be carried over as their queues are created. */
  hasV10Jobs = false;

  constructor(
    readonly boss: PgBoss,
    private readonly sql: TrackedSql,
    private readonly logger: Logger,
    private readonly leases: JobLeases,
    private readonly pollingIntervalSeconds: number,
  ) {}

  async createQueue(name: string, defaults: JobOptions = {}): Promise<void> {
    const options = { name, notify: true, ...retryOptions(defaults) };
    await this.boss.createQueue(name, options);
    // createQueue leaves an existing queue alone; this applies changed defaults on the next start.
    await this.boss.updateQueue(name, options);
    if (this.hasV10Jobs) {
      const moved = await carryOverV10Jobs(this.sql, name, (jobs) => this.boss.insert(name, jobs));
      if (moved > 0)
        this.logger.info({ queue: name, jobs: moved }, 'unfinished jobs carried over from pg-boss 10');
      this.hasV10Jobs = !(await dropV10SchemaWhenDone(this.sql));
    }
  }

  async schedule(name: string, cron: string): Promise<void> {
    await this.boss.schedule(name, cron, {}, { tz: 'UTC' });
  }

  send<T extends object>(name: string, data: T, options: JobOptions = {}): Promise<string | null> {
    const { startAfterSeconds: startAfter } = options;
    return this.boss.send(name, data, definedOnly({ ...retryOptions(options), startAfter }));
  }

  async work<T extends object>(
    name: string,
    handler: JobHandler<T>,
    options: WorkOptions = {},
  ): Promise<void> {
    if (this.#stopping) throw new Error('The job queue is stopping; it takes no new workers.');
    this.#workedQueues.add(name);
    this.#startSweeper();
    const workOptions = {
      // One job per fetch, and as many fetchers as the concurrency: a batch would finish (and
      // fetch more) only when its slowest job does.
      batchSize: 1,
      localConcurrency: options.concurrency ?? 1,
      // Retry count and limit, so a handler knows when it is on its last attempt.
      includeMetadata: true,
      pollingIntervalSeconds: options.pollingIntervalSeconds ?? this.pollingIntervalSeconds,
      // While NOTIFY wakes the worker, polling only catches retries whose delay has passed.
      notifyPollingIntervalSeconds: options.pollingIntervalSeconds ?? this.pollingIntervalSeconds,
    } as const;
    await this.boss.work(name, workOptions, async (jobs: JobWithMetadata<T>[]) => {
      await Promise.all(jobs.map((job) => this.#run(job, handler)));
    });
  }

  stop(options: { timeoutSeconds?: number } = {}): Promise<void> {
    this.#stopping ??= this.#stop(options.timeoutSeconds ?? 30);
    return this.#stopping;
  }

  /**
   * Every worker process looks for jobs whose worker died (stale lease) soon after it starts and
   * then four times per stale period, so a dead worker's job is failed (hence retried, or
   * dead-lettered on its last attempt) at most 1.25 stale periods after its last renewal.
   */
  #startSweeper(): void {
    if (this.#sweeper) return;
    const every = (this.leases.timings.staleSeconds * 1000) / 4;
    const sweep = () => void this.#sweep();
    this.#sweeper = setInterval(sweep, every);
    this.#sweeper.unref();
    setTimeout(sweep, 1000).unref();
  }

  async #sweep(): Promise<void> {
    if (this.#stopping) return;
    try {
      const abandoned = await this.leases.findAbandoned([...this.#workedQueues]);
      for (const job of abandoned) {
        this.logger.warn({ jobId: job.id, queue: job.name }, 'job of a dead worker failed for retry');
        await this.boss.fail(job.name, job.id, {
          message: 'The worker running this job stopped renewing its lease (it died or hangs).',
        });
      }
      if (abandoned.length > 0) await this.leases.dropStale(abandoned.map((job) => job.id));
    } catch (err) {
      this.logger.warn({ err: describeError(err) }, 'job lease sweep failed');
    }
  }

  async #run<T>(job: JobWithMetadata<T>, handler: JobHandler<T>): Promise<void> {
    const controller = new AbortController();
    let handBack: (reason: Error) => void = () => {};
    const handedBack = new Promise<never>((_, reject) => {
      handBack = (reason) => {
        controller.abort(reason);
        reject(reason);
      };
    });
    const { id, name, data, retryCount, retryLimit } = job;
    const leased = this.#lease(id, name, (reason) => handBack(reason));
    // The job's context lets a crash thrown outside its promise chain fail this job alone.
    const crashable = { id, name, handBack: (reason: Error) => handBack(reason) };
    const run = runningJobContext.run(crashable, () =>
      leased.taken.then(() => handler({ id, name, data, retryCount, retryLimit, signal: controller.signal })),
    );
    const done = Promise.race([run, handedBack]);
    const running = { id, name, handBack, done };
    this.#running.add(running);
    // pg-boss gives up on a job at its expiry and retries it: stop this run so it never overlaps the retry.
    const seconds = Number(job.expireInSeconds);
    const expiry = setTimeout(
      () => handBack(new Error(`The job expired after ${seconds} s.`)),
      seconds * 1000,
    );
    try {
      await done;
    } catch (err) {
      // The payload may hold user data; the id leads to it when needed.
      const wasHandedBack = controller.signal.aborted && err === controller.signal.reason;
      this.logger[wasHandedBack ? 'info' : 'warn'](
        { jobId: id, queue: name, err: describeError(err) },
        wasHandedBack ? 'job handed back for retry' : 'job failed; it is retried while attempts remain',
      );
      throw err;
    } finally {
      clearTimeout(expiry);
      this.#running.delete(running);
      // Not awaited: pg-boss records the outcome once this returns, and stop() counts on that
      // happening within a turn. The query is tracked, so stop() still waits for it.
      void leased.release();
    }
  }

  /** Takes the job's lease and renews it while the job runs; a lease taken away stops the job. */
  #lease(jobId: string, queue: string, handBack: (reason: Error) => void) {
    const taken = this.leases.take(jobId, queue);
    const renewal = setInterval(() => {
      this.leases.renew(jobId).then(
        (held) => {
          if (!held) handBack(new Error('The job was given to another worker: its lease went stale.'));
        },
        (err) => this.logger.warn({ jobId, queue, err: describeError(err) }, 'job lease not renewed'),
      );
    }, this.leases.timings.renewSeconds * 1000);
    renewal.unref();
    return {
      taken,
      release: async () => {
        clearInterval(renewal);
        await taken.catch(() => {});
        await this.leases
          .release(jobId)
          .catch((err) =>
            this.logger.warn({ jobId, queue, err: describeError(err) }, 'job lease not released'),
          );
      },
    };
  }

  async #stop(timeoutSeconds: number): Promise<void> {
    clearInterval(this.#sweeper);
    // Not waiting for the running jobs here: they are handed back below if they outlast the timeout.
    for (const name of this.#workedQueues) await this.boss.offWork(name, { wait: false });
    // A fetch already under way may still start a job: let it join the running ones first.
    await this.sql.settled();
    await nextTurn();
    const running = [...this.#running];
    const deadline = new AbortController();
    await Promise.race([
      Promise.allSettled(running.map((job) => job.done)),
      sleep(timeoutSeconds * 1000, undefined, { signal: deadline.signal }).catch(() => {}),
    ]);
    deadline.abort();
    // Failing a job (not waiting for its expiry) makes it available again after its retry delay.
    // It counts as an attempt, as a crashed worker's job does.
    const reason = new Error(`The worker stopped; the job did not finish within ${timeoutSeconds} s.`);
    for (const job of this.#running) job.handBack(reason);
    await Promise.allSettled(running.map((job) => job.done));
    // pg-boss records each outcome (complete or fail) a few microtasks after the handler settles.
    await nextTurn();
    await this.boss.stop({ graceful: false, close: false });
    await this.sql.settled();
    await this.sql.close();
  }
}

interface BossDb extends Required<Pick<Db, 'executeSql' | 'listen'>> {
  close(): Promise<void>;
}

function openBossDb(database: DatabaseHandle, logger: Logger): BossDb {
  const listenForBoss: BossDb['listen'] = (channel, onNotification, onListening) =>
    listen(database, channel, {
      onNotification,
      onListening,
      onError: (err) => logger.warn({ err: describeError(err) }, 'job queue wake-up connection lost'),
    });
  if (database.kind === 'pglite') {
    if (!database.pglite) throw new Error('The PGlite database handle has no engine.');
    // pg-boss's own adapter; the engine belongs to the database handle, which closes it.
    const { executeSql } = fromPglite(database.pglite);
    return { executeSql, listen: listenForBoss, close: async () => {} };
  }
  // Our own pool rather than pg-boss's, so that stop() can see every query still under way.
  const pool = new pg.Pool({ connectionString: database.connectionString, application_name: 'pgboss' });
  // An idle client that loses its server must not crash the process; the next query reconnects.
  pool.on('error', (err) => logger.warn({ err: describeError(err) }, 'job queue connection lost'));
  return {
    executeSql: (text, values) => pool.query(text, values),
    listen: listenForBoss,
    close: () => pool.end(),
  };
}

/** Knows the queries still under way, so stop() can wait for the last completions to be written. */
class TrackedSql implements Db {
  readonly #pending = new Set<Promise<unknown>>();

  constructor(private readonly db: BossDb) {}

  executeSql(text: string, values: unknown[]): Promise<{ rows: unknown[] }> {
    const query = this.db.executeSql(text, values);
    this.#pending.add(query);
    const forget = () => this.#pending.delete(query);
    query.then(forget, forget);
    return query;
  }

  listen(...args: Parameters<BossDb['listen']>): ReturnType<BossDb['listen']> {
    return this.db.listen(...args);
  }

  async settled(): Promise<void> {
    while (this.#pending.size > 0) await Promise.allSettled([...this.#pending]);
  }

  close(): Promise<void> {
    return this.db.close();
  }
}

function retryOptions(
  options: JobOptions,
): Pick<SendOptions, 'retryLimit' | 'retryDelay' | 'retryBackoff' | 'expireInSeconds' | 'deadLetter'> {
  const { retryLimit, retryDelaySeconds: retryDelay, retryBackoff, expireInSeconds, deadLetter } = options;
  return definedOnly({ retryLimit, retryDelay, retryBackoff, expireInSeconds, deadLetter });
}

const maintenanceTimings = (seconds: number) => ({
  maintenanceIntervalSeconds: seconds,
  superviseIntervalSeconds: seconds,
  monitorIntervalSeconds: seconds,
});

/** pg-boss validates every key present, so an option left out must be absent, not undefined. */
function definedOnly<T extends object>(options: T): T {
  return Object.fromEntries(Object.entries(options).filter(([, value]) => value !== undefined)) as T;
}

// pg-boss reports worker errors as plain objects copied from the Error, hence no instanceof.
function describeError(err: unknown): { type?: string; message: string; stack?: string } {
  if (typeof err !== 'object' || err === null) return { message: String(err) };
  const { name, message, stack } = err as Partial<Error>;
  return { type: name, message: String(message), stack };
}
