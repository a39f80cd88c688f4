// Whether sign-up and forgot-password answer in the same time for an address that has an
// account and one that has none (timing must not reveal which addresses are registered).
//   npx tsx bench/account-timing.ts [rounds]
// Starts the server (embedded PGlite in a temp folder, mail over SMTP to a local catcher), then
// alternates the four requests with fresh client addresses and prints medians and p90s in ms.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { SMTPServer } from 'smtp-server';
import { registerWorkers } from '../apps/server/src/jobs/register-workers';
import { loadConfig } from '../apps/server/src/platform/config';
import { buildApp } from '../apps/server/src/platform/http/build-app';
import { appRoutes } from '../apps/server/src/routes';
import { createRuntime } from '../apps/server/src/runtime';

const ROUNDS = Math.max(5, Number(process.argv[2] ?? 40));
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData: (stream, _session, done) => {
    stream.resume();
    stream.on('end', () => done());
  },
});
await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
const smtpPort = (smtp.server.address() as { port: number }).port;
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'captionist-timing-'));
const config = loadConfig({
  ...process.env,
  NODE_ENV: 'production',
  LOG_LEVEL: 'silent',
  DATA_DIR: dataDir,
  SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
  SIGNUP_LIMIT_PER_HOUR: '10000',
});
const runtime = await createRuntime(config);
await registerWorkers(runtime);
const app = await buildApp(runtime, appRoutes);
await app.ready();

let client = 0;
async function call(url: string, payload: object): Promise<number> {
  const remoteAddress = `10.9.${Math.floor(++client / 250)}.${(client % 250) + 1}`;
  const csrf = await app.inject({ url: '/api/csrf-cookie', remoteAddress });
  const token = (csrf.cookies as { name: string; value: string }[]).find((c) => c.name === 'XSRF-TOKEN');
  const cookies = (csrf.cookies as { name: string; value: string }[]).map((c) => `${c.name}=${c.value}`);
  const started = performance.now();
  const response = await app.inject({
    method: 'POST',
    url,
    payload,
    remoteAddress,
    headers: { cookie: cookies.join('; '), 'x-xsrf-token': token?.value ?? '' },
  });
  const elapsed = performance.now() - started;
  if (response.statusCode >= 300) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
  return elapsed;
}

const signup = (email: string) => ({
  agree_terms: true,
  email,
  firstname: 'Ada',
  lastname: 'Lovelace',
  password: 'correct horse battery',
  password_confirmation: 'correct horse battery',
});

const existing = 'taken@example.com';
await call('/api/signup', signup(existing));
await new Promise((resolve) => setTimeout(resolve, 3000));

const times: Record<string, number[]> = {
  'signup, address has an account': [],
  'signup, new address': [],
  'forgot-password, address has an account': [],
  'forgot-password, unknown address': [],
};
for (let round = 0; round < ROUNDS; round++) {
  times['signup, address has an account']?.push(await call('/api/signup', signup(existing)));
  times['signup, new address']?.push(await call('/api/signup', signup(`new${round}@example.com`)));
  times['forgot-password, address has an account']?.push(
    await call('/api/forgot-password', { email: existing }),
  );
  times['forgot-password, unknown address']?.push(
    await call('/api/forgot-password', { email: `nobody${round}@example.com` }),
  );
}

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
};
console.log(`${ROUNDS} rounds, ${runtime.database.kind}`);
for (const [name, values] of Object.entries(times)) {
  console.log(
    `${name.padEnd(42)} median ${quantile(values, 0.5).toFixed(1).padStart(6)} ms   p90 ${quantile(values, 0.9).toFixed(1).padStart(6)} ms`,
  );
}
await app.close();
await runtime.close();
smtp.close();
await rm(dataDir, { recursive: true, force: true });
