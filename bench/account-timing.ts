// Whether sign-up and forgot-password answer in the same time for an address that has an
// account and one that has none (timing must not reveal which addresses are registered).
//   npx tsx bench/account-timing.ts [rounds]
// Starts the server (embedded PGlite in a temp folder, mail over SMTP to a local catcher), then
// runs the four requests interleaved (interleaved-runs.ts) with fresh client addresses and prints
// wall and CPU milliseconds (this process: the server runs in it) and the ratios account ÷ none,
// which should be 1.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { registerWorkers } from '../apps/server/src/jobs/register-workers';
import { loadConfig } from '../apps/server/src/platform/config';
import { buildApp } from '../apps/server/src/platform/http/build-app';
import { appRoutes } from '../apps/server/src/routes';
import { createRuntime } from '../apps/server/src/runtime';
import { measure, printSummary, runInterleaved, type Sample } from './interleaved-runs';

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
async function call(url: string, payload: object): Promise<Sample> {
  const remoteAddress = `10.9.${Math.floor(++client / 250)}.${(client % 250) + 1}`;
  const csrf = await app.inject({ url: '/api/csrf-cookie', remoteAddress });
  const token = (csrf.cookies as { name: string; value: string }[]).find((c) => c.name === 'XSRF-TOKEN');
  const cookies = (csrf.cookies as { name: string; value: string }[]).map((c) => `${c.name}=${c.value}`);
  let status = 0;
  let body = '';
  const sample = await measure(async () => {
    const response = await app.inject({
      method: 'POST',
      url,
      payload,
      remoteAddress,
      headers: { cookie: cookies.join('; '), 'x-xsrf-token': token?.value ?? '' },
    });
    ({ statusCode: status, body } = response);
  });
  if (status >= 300) throw new Error(`${url}: ${status} ${body}`);
  return sample;
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

let fresh = 0;
const sides = [
  ['signup, address has an account', () => call('/api/signup', signup(existing))],
  ['signup, new address', () => call('/api/signup', signup(`new${++fresh}@example.com`))],
  ['forgot-password, address has an account', () => call('/api/forgot-password', { email: existing })],
  [
    'forgot-password, unknown address',
    () => call('/api/forgot-password', { email: `nobody${++fresh}@example.com` }),
  ],
] as const;
console.log(`${ROUNDS} rounds, ${runtime.database.kind}`);
const samples = await runInterleaved(
  sides.map(([name, run]) => ({ name, run })),
  ROUNDS,
  { quiet: true },
);
printSummary(samples, {
  milliseconds: true,
  ratios: [
    ['signup, address has an account', 'signup, new address'],
    ['forgot-password, address has an account', 'forgot-password, unknown address'],
  ],
});
await app.close();
await runtime.close();
smtp.close();
await rm(dataDir, { recursive: true, force: true });
