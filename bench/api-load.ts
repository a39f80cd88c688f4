// API throughput under load: `GET /api/user/projects` with 100 keep-alive connections against the
// real server on the embedded database (PGlite, `all` as ./start.sh runs it) and on PostgreSQL
// (`serve`), in the same run, sides alternated. Loopback only, bounded in time.
//
//   npm run api-load -w @captionist/bench
//   LOAD_SECONDS=15 LOAD_ROUNDS=2 LOAD_CONNECTIONS=100 npm run api-load -w @captionist/bench
//
// PostgreSQL: TEST_POSTGRES_URL (default postgres://postgres@127.0.0.1:5432/postgres); a throwaway
// database is created there and dropped at the end. Each server logs at its default level to
// /dev/null. The client (autocannon) runs on the same machine and takes CPU from the server, so
// the server's CPU time per request (from /proc) is printed too: it moves less with other load.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const seconds = Number(process.env.LOAD_SECONDS ?? 15);
const rounds = Number(process.env.LOAD_ROUNDS ?? 2);
const connections = Number(process.env.LOAD_CONNECTIONS ?? 100);
const adminUrl = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PASSWORD = 'correct horse battery';

interface Side {
  label: string;
  command: 'all' | 'serve';
  env: Record<string, string>;
  dataDir: string;
  baseUrl?: string;
  cookie?: string;
  child?: ChildProcess;
  runs: autocannon.Result[];
  /** Server CPU seconds spent during each run: steadier than req/s on a shared machine. */
  cpu: number[];
}

async function main() {
  const pgName = `captionist_bench_${randomBytes(5).toString('hex')}`;
  const sides: Side[] = [
    { label: 'PGlite (all)', command: 'all', env: {}, dataDir: await tempDir(), runs: [], cpu: [] },
    {
      label: 'PostgreSQL (serve)',
      command: 'serve',
      env: { DATABASE_URL: await createDatabase(pgName) },
      dataDir: await tempDir(),
      runs: [],
      cpu: [],
    },
  ];
  try {
    for (const side of sides) await startServer(side);
    for (const side of sides) side.cookie = await signedInCookie(side);
    for (let round = 0; round < rounds; round++) {
      for (const side of round % 2 ? [...sides].reverse() : sides) {
        const before = serverCpuSeconds(side);
        const result = await load(side);
        side.runs.push(result);
        side.cpu.push(serverCpuSeconds(side) - before);
        console.log(
          `round ${round + 1} ${side.label}: ${describe(result)}, ${cpuPerRequest([result], side.cpu.slice(-1))}`,
        );
      }
    }
    console.log(`\n${connections} connections, ${rounds} × ${seconds} s per side, sides alternated:`);
    for (const side of sides)
      console.log(
        `  ${side.label.padEnd(20)} ${describe(merged(side.runs))}, ${cpuPerRequest(side.runs, side.cpu)}`,
      );
    const [embedded, postgres] = sides.map((side) => merged(side.runs).rps);
    console.log(`  ratio PGlite / PostgreSQL req/s: ${((embedded ?? 0) / (postgres || 1)).toFixed(2)}`);
  } finally {
    for (const side of sides) await stopServer(side);
    await dropDatabase(pgName);
    for (const side of sides) await rm(side.dataDir, { recursive: true, force: true });
  }
}

function load(side: Side): Promise<autocannon.Result> {
  return autocannon({
    url: `${side.baseUrl}/api/user/projects`,
    connections,
    duration: seconds,
    headers: { cookie: side.cookie ?? '' },
    timeout: 10,
  });
}

/** The server process's CPU time (user + system) from /proc; Linux only. */
function serverCpuSeconds(side: Side): number {
  const stat = readFileSync(`/proc/${side.child?.pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

function cpuPerRequest(runs: autocannon.Result[], cpu: number[]): string {
  const requests = runs.reduce((total, run) => total + run.requests.total, 0);
  const seconds = cpu.reduce((total, value) => total + value, 0);
  return `server CPU ${((seconds * 1000) / Math.max(requests, 1)).toFixed(2)} ms/request`;
}

interface Summary {
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  errors: number;
  timeouts: number;
  non2xx: number;
}

/** Totals over rounds; latency percentiles are the worst round's (autocannon gives no merged histogram). */
function merged(runs: autocannon.Result[]): Summary {
  const sum = (pick: (run: autocannon.Result) => number) => runs.reduce((total, run) => total + pick(run), 0);
  return {
    rps: sum((run) => run.requests.total) / sum((run) => run.duration),
    p50: Math.max(...runs.map((run) => run.latency.p50)),
    p99: Math.max(...runs.map((run) => run.latency.p99)),
    requests: sum((run) => run.requests.total),
    errors: sum((run) => run.errors),
    timeouts: sum((run) => run.timeouts),
    non2xx: sum((run) => run.non2xx),
  };
}

function describe(result: autocannon.Result | Summary): string {
  const summary = 'latency' in result ? merged([result]) : result;
  const { rps, p50, p99, requests, errors, timeouts, non2xx } = summary;
  return `${rps.toFixed(0)} req/s, p50 ${p50} ms, p99 ${p99} ms, ${requests} requests, ${errors} errors (${timeouts} timeouts), ${non2xx} non-2xx`;
}

async function startServer(side: Side): Promise<void> {
  const port = await freePort();
  side.baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(repoRoot, 'apps/server/src/main.ts'), side.command],
    {
      cwd: repoRoot,
      stdio: ['ignore', 'ignore', 'pipe'],
      env: {
        ...process.env,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(port),
        APP_URL: side.baseUrl,
        DATA_DIR: side.dataDir,
        DATABASE_URL: '',
        SIGNUP_LIMIT_PER_HOUR: '1000',
        ...side.env,
      },
    },
  );
  side.child = child;
  let stderr = '';
  child.stderr?.on('data', (chunk) => {
    stderr += chunk;
  });
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${side.label} exited (${child.exitCode}):\n${stderr}`);
    const ready = await fetch(`${side.baseUrl}/readyz`).catch(() => null);
    if (ready?.ok) return;
    await sleep(250);
  }
  throw new Error(`${side.label} did not become ready within 120 s:\n${stderr}`);
}

async function stopServer(side: Side): Promise<void> {
  const { child } = side;
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await Promise.race([exited, sleep(30_000)]);
  if (child.exitCode === null) child.kill('SIGKILL');
}

/** Signs up through the API, follows the link of the mail the server wrote, logs in. */
async function signedInCookie(side: Side): Promise<string> {
  const jar = new Map<string, string>();
  const call = async (method: string, url: string, body?: object) => {
    const response = await fetch(`${side.baseUrl}${url}`, {
      method,
      headers: {
        cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; '),
        'x-xsrf-token': decodeURIComponent(jar.get('XSRF-TOKEN') ?? ''),
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    for (const header of response.headers.getSetCookie()) {
      const [pair = ''] = header.split(';');
      const at = pair.indexOf('=');
      jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
    if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
    return response;
  };
  const email = `load-${randomBytes(4).toString('hex')}@example.com`;
  await call('GET', '/api/csrf-cookie');
  await call('POST', '/api/signup', {
    agree_terms: true,
    email,
    firstname: 'Load',
    lastname: 'Test',
    password: PASSWORD,
    password_confirmation: PASSWORD,
  });
  const link = await verificationLink(side.dataDir);
  await call('GET', `/api${link.pathname}${link.search}`);
  await call('POST', '/api/login', { email, password: PASSWORD });
  for (const name of ['Interview', 'Launch teaser', 'Podcast clip'])
    await call('POST', '/api/user/projects', { name });
  return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
}

async function verificationLink(dataDir: string): Promise<URL> {
  const mailDir = path.join(dataDir, 'mail');
  for (let attempt = 0; attempt < 100; attempt++) {
    const files = await readdir(mailDir).catch(() => []);
    for (const file of files) {
      // Quoted-printable: join soft line breaks and decode the escaped "=".
      const text = (await readFile(path.join(mailDir, file), 'utf8'))
        .replace(/=\r?\n/g, '')
        .replace(/=3D/g, '=');
      const match = /https?:\/\/[^\s"<]+\/email-verify\/[^\s"<]+/.exec(text);
      if (match) return new URL(match[0].replace(/&amp;/g, '&'));
    }
    await sleep(200);
  }
  throw new Error(`No verification mail appeared in ${mailDir}.`);
}

async function createDatabase(name: string): Promise<string> {
  await withAdmin((client) => client.query(`create database ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function dropDatabase(name: string): Promise<void> {
  await withAdmin((client) => client.query(`drop database if exists ${name} with (force)`)).catch((err) =>
    console.error(`Could not drop ${name}: ${(err as Error).message}`),
  );
}

async function withAdmin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

function tempDir(): Promise<string> {
  return mkdtemp(path.join(os.tmpdir(), 'captionist-load-'));
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : String(err));
  process.exit(1);
});
