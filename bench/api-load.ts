// API throughput under load: the authenticated list `GET /api/user/projects` against `/healthz`
// (no session, no database) on the same server in the same run, and the same list asked with an
// API key instead of the session (issue 36: a key's request costs ≤ 1.2× the session's CPU),
// with 100 keep-alive connections, on the embedded database (PGlite, `all` as ./start.sh runs it)
// and on PostgreSQL (`serve`, with a `worker` process beside it as in production). Each round
// runs the six (database × endpoint) loads, in reverse order every other round. Loopback only,
// bounded in time (6 × LOAD_ROUNDS × LOAD_SECONDS plus start-up).
//
//   npm run api-load -w @captionist/bench
//   LOAD_SECONDS=5 LOAD_ROUNDS=5 LOAD_CONNECTIONS=100 npm run api-load -w @captionist/bench
//
// PostgreSQL: TEST_POSTGRES_URL (default postgres://postgres@127.0.0.1:5432/postgres); a throwaway
// database is created there and dropped at the end. Each server logs at its default level to
// /dev/null. The client (autocannon) runs on the same machine and takes CPU from the server, so
// the server's CPU time per request (from /proc) is printed too, and the list ÷ healthz ratio is
// given both on req/s and on server CPU per request (healthz ms ÷ list ms: the throughput ratio
// a server that had the CPU to itself would reach).
//
// Latency percentiles are the steady state's: answers to requests sent once every connection has
// had its first answer. Before that, libuv accepts one new connection per turn of the event loop,
// and a loaded server's turn serves every busy connection once, so the last of 100 fresh
// connections waits many turns for its first answer: that ramp-up is printed on its own.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { benchPort } from './server-process';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const seconds = Number(process.env.LOAD_SECONDS ?? 5);
const rounds = Number(process.env.LOAD_ROUNDS ?? 5);
const connections = Number(process.env.LOAD_CONNECTIONS ?? 100);
const adminUrl = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PASSWORD = 'correct horse battery';
/** Linux's USER_HZ: /proc times are in these ticks. */
const TICKS_PER_SECOND = 100;

const endpoints = [
  { label: 'healthz', path: '/healthz', auth: 'none' },
  { label: 'list', path: '/api/user/projects', auth: 'session' },
  { label: 'list (key)', path: '/api/user/projects', auth: 'key' },
] as const;
type Endpoint = (typeof endpoints)[number];

/** List ÷ healthz throughput the task asks for, per database. */
const TARGETS = { pglite: 0.25, postgres: 0.4 } as const;
const MAX_P99_OVER_P50 = 3;
/** Server CPU per request of the list with an API key ÷ with the session (issue 36). */
const MAX_KEY_OVER_SESSION_CPU = 1.2;

interface Side {
  label: string;
  kind: keyof typeof TARGETS;
  command: 'all' | 'serve';
  env: Record<string, string>;
  dataDir: string;
  baseUrl?: string;
  cookie?: string;
  apiKey?: string;
  child?: ChildProcess;
  /** `serve` runs no queue workers: a `worker` process sends the sign-up mail, as in production. */
  worker?: ChildProcess;
}

interface Run {
  rps: number;
  /** Steady-state latency percentiles (ms). */
  p50: number;
  p99: number;
  /** Until every connection had its first answer (ms). */
  rampUp: number;
  requests: number;
  /** Connection errors, timeouts and non-2xx answers together. */
  errors: number;
  /** Server CPU ms per answered request, user + system, and the system part alone. */
  cpuMs: number;
  sysMs: number;
}

async function main() {
  const pgName = `apiload_bench_${randomBytes(5).toString('hex')}`;
  const sides: Side[] = [
    { label: 'PGlite (all)', kind: 'pglite', command: 'all', env: {}, dataDir: await tempDir() },
    {
      label: 'PostgreSQL (serve)',
      kind: 'postgres',
      command: 'serve',
      env: { DATABASE_URL: await createDatabase(pgName) },
      dataDir: await tempDir(),
    },
  ];
  const runs = new Map<string, Run[]>();
  const key = (side: Side, endpoint: Endpoint) => `${side.kind} ${endpoint.label}`;
  try {
    for (const side of sides) await startServer(side);
    for (const side of sides) Object.assign(side, await signedIn(side));
    const order = sides.flatMap((side) => endpoints.map((endpoint) => ({ side, endpoint })));
    for (let round = 0; round < rounds; round++) {
      for (const { side, endpoint } of round % 2 ? [...order].reverse() : order) {
        const run = await load(side, endpoint);
        runs.set(key(side, endpoint), [...(runs.get(key(side, endpoint)) ?? []), run]);
        console.log(`round ${round + 1} ${side.label} ${endpoint.label}: ${describe(run)}`);
      }
    }
    console.log(
      `\n${connections} connections, ${rounds} × ${seconds} s per load, order reversed every other round;`,
    );
    console.log('median [min–max] over rounds:');
    for (const side of sides) {
      const healthz = runs.get(key(side, endpoints[0])) ?? [];
      const list = runs.get(key(side, endpoints[1])) ?? [];
      const withKey = runs.get(key(side, endpoints[2])) ?? [];
      console.log(`  ${side.label}`);
      console.log(`    healthz    ${summarise(healthz)}`);
      console.log(`    list       ${summarise(list)}`);
      console.log(`    list (key) ${summarise(withKey)}`);
      verdict(side, healthz, list);
      keyVerdict(list, withKey);
    }
  } finally {
    for (const side of sides) await stopServer(side);
    await dropDatabase(pgName);
    for (const side of sides) await rm(side.dataDir, { recursive: true, force: true });
  }
}

async function load(side: Side, endpoint: Endpoint): Promise<Run> {
  const before = serverCpuSeconds(side);
  const started = performance.now();
  const firstAnswers = new Set<object>();
  let steadyFrom = Number.POSITIVE_INFINITY;
  const steady: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: `${side.baseUrl}${endpoint.path}`,
        connections,
        duration: seconds,
        headers:
          endpoint.auth === 'session'
            ? { cookie: side.cookie ?? '' }
            : endpoint.auth === 'key'
              ? { authorization: `Bearer ${side.apiKey}` }
              : {},
        timeout: 10,
      },
      (err, done) => (err ? reject(err) : resolve(done)),
    );
    instance.on('response', (client, _status, _bytes, latency) => {
      const now = performance.now();
      if (now - latency >= steadyFrom) steady.push(latency);
      firstAnswers.add(client);
      if (firstAnswers.size === connections && steadyFrom === Number.POSITIVE_INFINITY) steadyFrom = now;
    });
  });
  const cpu = serverCpuSeconds(side);
  const answered = result.requests.total;
  steady.sort((a, b) => a - b);
  const percentile = (p: number) => steady[Math.floor(p * (steady.length - 1))] ?? Number.NaN;
  return {
    rps: answered / result.duration,
    p50: percentile(0.5),
    p99: percentile(0.99),
    rampUp: steadyFrom - started,
    requests: answered,
    errors: result.errors + result.timeouts + result.non2xx,
    cpuMs: ((cpu.total - before.total) * 1000) / Math.max(answered, 1),
    sysMs: ((cpu.system - before.system) * 1000) / Math.max(answered, 1),
  };
}

/** Per round (same conditions for both), then the median: list ÷ healthz on req/s and on CPU. */
function verdict(side: Side, healthz: Run[], list: Run[]) {
  const target = TARGETS[side.kind];
  const byRps = median(list.map((run, i) => run.rps / (healthz[i]?.rps || 1)));
  const byCpu = median(list.map((run, i) => (healthz[i]?.cpuMs ?? 0) / (run.cpuMs || 1)));
  // A round that never reached the steady state (NaN) fails the target too.
  const tails = (runs: Run[]) => runs.map((run) => run.p99 / run.p50);
  const worst = (ratios: number[]) => (ratios.some(Number.isNaN) ? Number.NaN : Math.max(...ratios));
  const tailRatio = worst(tails(list));
  const errors = list.reduce((total, run) => total + run.errors, 0);
  const met = (ok: boolean) => (ok ? 'met' : 'NOT met');
  console.log(
    `    list ÷ healthz: req/s ${pct(byRps)} (${met(byRps >= target)}), server CPU ${pct(byCpu)} (${met(byCpu >= target)}); target ≥ ${pct(target)}`,
  );
  console.log(
    `    list worst steady p99 ÷ p50 ${tailRatio.toFixed(1)} (${met(tailRatio <= MAX_P99_OVER_P50)}, target ≤ ${MAX_P99_OVER_P50}); errors ${errors} (${met(errors === 0)})`,
  );
  // The same tail without a session or a database: what the machine and the load generator add.
  console.log(
    `    p99 ÷ p50, median [worst] round: list ${median(tails(list)).toFixed(1)} [${tailRatio.toFixed(1)}], healthz ${median(tails(healthz)).toFixed(1)} [${worst(tails(healthz)).toFixed(1)}]`,
  );
}

/** Per round, then the median: server CPU per request with the key ÷ with the session. */
function keyVerdict(list: Run[], withKey: Run[]) {
  const ratio = median(withKey.map((run, i) => run.cpuMs / (list[i]?.cpuMs || 1)));
  const errors = withKey.reduce((total, run) => total + run.errors, 0);
  console.log(
    `    list with key ÷ with session, server CPU per request: ${ratio.toFixed(2)}× (${ratio <= MAX_KEY_OVER_SESSION_CPU ? 'met' : 'NOT met'}, target ≤ ${MAX_KEY_OVER_SESSION_CPU}×); errors ${errors}`,
  );
}

function summarise(values: Run[]): string {
  // Rounds that never reached the steady state (some connection never answered) are counted apart.
  const spread = (pick: (run: Run) => number, digits = 0) => {
    const picked = values.map(pick).filter(Number.isFinite);
    const never = values.length - picked.length;
    const range = picked.length
      ? `${median(picked).toFixed(digits)} [${Math.min(...picked).toFixed(digits)}–${Math.max(...picked).toFixed(digits)}]`
      : '–';
    return never ? `${range} (${never} round${never > 1 ? 's' : ''} never steady)` : range;
  };
  return [
    `${spread((run) => run.rps)} req/s`,
    `p50 ${spread((run) => run.p50, 1)} ms`,
    `p99 ${spread((run) => run.p99, 1)} ms`,
    `ramp-up ${spread((run) => run.rampUp)} ms`,
    `errors ${spread((run) => run.errors)}`,
    `server CPU ${spread((run) => run.cpuMs, 3)} ms/request (system ${spread((run) => run.sysMs, 3)})`,
  ].join(', ');
}

function describe(run: Run): string {
  return `${run.rps.toFixed(0)} req/s, p50 ${run.p50.toFixed(1)} ms, p99 ${run.p99.toFixed(1)} ms, ramp-up ${run.rampUp.toFixed(0)} ms, ${run.requests} requests, ${run.errors} errors, server CPU ${run.cpuMs.toFixed(3)} ms/request (system ${run.sysMs.toFixed(3)})`;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

const pct = (ratio: number) => `${(ratio * 100).toFixed(0)} %`;

/** The server process's CPU seconds from /proc; Linux only. */
function serverCpuSeconds(side: Side): { total: number; system: number } {
  const stat = readFileSync(`/proc/${side.child?.pid}/stat`, 'utf8');
  // Fields after the command name: state is field 3, so utime (14) and stime (15) are 11 and 12 here.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const user = Number(fields[11]) / TICKS_PER_SECOND;
  const system = Number(fields[12]) / TICKS_PER_SECOND;
  return { total: user + system, system };
}

async function startServer(side: Side): Promise<void> {
  const port = await benchPort();
  side.baseUrl = `http://127.0.0.1:${port}`;
  const child = spawnServer(side, side.command, port);
  side.child = child;
  if (side.command === 'serve') side.worker = spawnServer(side, 'worker', port);
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

function spawnServer(side: Side, command: 'all' | 'serve' | 'worker', port: number): ChildProcess {
  return spawn(
    process.execPath,
    ['--import', 'tsx', path.join(repoRoot, 'apps/server/src/main.ts'), command],
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
        // The load is one key's: its rate limit would answer most of it with 429s.
        API_KEY_REQUESTS_PER_MINUTE: '100000000',
        ...side.env,
      },
    },
  );
}

async function stopServer(side: Side): Promise<void> {
  for (const child of [side.child, side.worker]) if (child) await stopProcess(child);
}

async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await Promise.race([exited, sleep(30_000)]);
  if (child.exitCode === null) child.kill('SIGKILL');
}

/**
 * Signs up through the API, follows the link of the mail the server wrote, logs in, makes three
 * projects and an API key: the session's cookies and the key.
 */
async function signedIn(side: Side): Promise<{ cookie: string; apiKey: string }> {
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
  const created = await call('POST', '/api/user/api-keys', { name: 'Load', scopes: ['read'] });
  const { secret } = ((await created.json()) as { data: { secret: string } }).data;
  return { cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; '), apiKey: secret };
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

main().catch((err) => {
  console.error(err instanceof Error ? err.message : String(err));
  process.exit(1);
});
