// A built Captionist server as a real deployment runs it, for the end-to-end benches: on the
// embedded database one `all` process (as ./start.sh runs it); on PostgreSQL `migrate`, then
// `serve` and `worker` as separate processes (as compose.yaml runs them), on a throwaway database
// of TEST_POSTGRES_URL's server (default postgres://postgres@127.0.0.1:5432/postgres).
// Logs at the default level; its pino JSON lines are kept for the benches to read.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { setTimeout as sleep } from 'node:timers/promises';
import { createTestDatabase, type TestDatabaseKind } from '../apps/server/test/support/test-database';
import { descendantsCpuSeconds } from './cpu-seconds';

export type DatabaseKind = TestDatabaseKind;

export interface ServerOptions {
  /** Checkout whose apps/server/dist/main.js runs (built-server.ts). */
  root: string;
  database: DatabaseKind;
  /** Settings on top of the bench's defaults (WHISPER_MODEL, …). */
  env?: Record<string, string>;
}

export interface LogRecord {
  msg?: string;
  [field: string]: unknown;
}

export interface RunningServer {
  baseUrl: string;
  dataDir: string;
  /** The environment its processes run with (the admin CLI needs the same). */
  env: Record<string, string>;
  /** The server's processes: `all`, or `serve` and `worker`. */
  pids: number[];
  /** Every log line so far, parsed. */
  logs: LogRecord[];
  /** Resolves once the processes below the server (ffmpeg, whisper-cli) spend no CPU for `quietMs`. */
  idle(quietMs?: number): Promise<void>;
  stop(): Promise<void>;
}

const START_DEADLINE_MS = 180_000;
let nextPort = Number(process.env.BENCH_PORT ?? 0);

export async function startServer({ root, database, env = {} }: ServerOptions): Promise<RunningServer> {
  const { dataDir, databaseUrl, drop } = await createTestDatabase(database, 'benches');
  const port = await benchPort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const fullEnv: Record<string, string> = {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    APP_URL: baseUrl,
    APP_KEY: randomBytes(32).toString('base64url'),
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl ?? '',
    SIGNUP_LIMIT_PER_HOUR: '1000',
    ...env,
  };
  const logs: LogRecord[] = [];
  const children: ChildProcess[] = [];
  const stop = async () => {
    await Promise.all(children.map(stopProcess));
    await drop().catch((err) =>
      console.error(`Could not drop the bench database: ${(err as Error).message}`),
    );
  };
  try {
    const launch = (command: string) => {
      const child = launchProcess(root, command, fullEnv, logs);
      children.push(child);
      return child;
    };
    if (database === 'postgres') {
      await exited(launch('migrate'), 'migrate');
      children.length = 0;
      await Promise.all([launch('serve'), launch('worker')].map((child) => started(child, logs)));
    } else {
      await started(launch('all'), logs);
    }
  } catch (err) {
    await stop();
    throw err;
  }
  const pids = children.flatMap((child) => (child.pid ? [child.pid] : []));
  return {
    baseUrl,
    dataDir,
    env: fullEnv,
    pids,
    logs,
    idle: async (quietMs = 500) => {
      let quietSince = Date.now();
      let spent = descendantsCpuSeconds(pids);
      while (Date.now() - quietSince < quietMs) {
        await sleep(50);
        const now = descendantsCpuSeconds(pids);
        if (now !== spent) quietSince = Date.now();
        spent = now;
      }
    },
    stop,
  };
}

function launchProcess(root: string, command: string, env: Record<string, string>, logs: LogRecord[]) {
  const child = spawn(
    process.execPath,
    ['--enable-source-maps', path.join(root, 'apps/server/dist/main.js'), command],
    { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } },
  );
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => {
      try {
        logs.push({ process: command, ...(JSON.parse(line) as LogRecord) });
      } catch {
        logs.push({ process: command, msg: line });
      }
    });
  }
  return child;
}

/** Waits for the "captionist started" line (logged once it listens and its workers run). */
async function started(child: ChildProcess, logs: LogRecord[]): Promise<void> {
  const deadline = Date.now() + START_DEADLINE_MS;
  while (!logs.some((record) => record.msg === 'captionist started' && record.pid === child.pid)) {
    if (child.exitCode !== null || Date.now() > deadline)
      throw new Error(`the server did not start (exit ${child.exitCode}):\n${tail(logs)}`);
    await sleep(100);
  }
}

async function exited(child: ChildProcess, name: string): Promise<void> {
  const code = await new Promise((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`${name} exited with ${code}`);
}

async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exit = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await Promise.race([exit, sleep(30_000)]);
  if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
}

export function tail(logs: LogRecord[], lines = 20): string {
  return logs
    .slice(-lines)
    .map((record) => JSON.stringify(record))
    .join('\n');
}

/** From BENCH_PORT upwards when set (a machine where each user has ports of their own), else any free one. */
export async function benchPort(): Promise<number> {
  if (nextPort) return nextPort++;
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}
