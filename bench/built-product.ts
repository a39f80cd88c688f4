// The built product as ./start.sh runs it (`node apps/server/dist/main.js all`: embedded
// database, mail written to files) on a free loopback port with a temp data folder, for benches
// that drive it from outside, and a signed-in user's session.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { benchPort } from './server-process';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serverMain = path.join(repoRoot, 'apps/server/dist/main.js');

export interface BuiltProduct {
  label: string;
  baseUrl: string;
  dataDir: string;
  server: ChildProcess;
}

/** Starts the server on the web build in `webDist` and waits until it is ready. */
export async function startBuiltProduct(label: string, webDist: string): Promise<BuiltProduct> {
  if (!existsSync(serverMain) || !existsSync(path.join(webDist, 'index.html')))
    throw new Error(`Build first (npm run build): no ${serverMain} or no web build in ${webDist}`);
  const baseUrl = `http://127.0.0.1:${await benchPort()}`;
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'captionist-bench-'));
  const server = spawn(process.execPath, [serverMain, 'all'], {
    cwd: repoRoot,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: new URL(baseUrl).port,
      APP_URL: baseUrl,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      WEB_DIST_DIR: webDist,
      LOG_LEVEL: 'warn',
    },
  });
  const product = { label, baseUrl, dataDir, server };
  try {
    await waitUntilReady(product);
  } catch (err) {
    await stopBuiltProduct(product);
    throw err;
  }
  return product;
}

export async function stopBuiltProduct({ server, dataDir }: BuiltProduct): Promise<void> {
  if (server.exitCode === null) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await Promise.race([exited, sleep(30_000)]);
    if (server.exitCode === null) server.kill('SIGKILL');
  }
  await rm(dataDir, { recursive: true, force: true });
}

async function waitUntilReady({ label, baseUrl, server }: BuiltProduct): Promise<void> {
  let stderr = '';
  server.stderr?.on('data', (chunk) => {
    stderr += chunk;
  });
  for (const deadline = Date.now() + 120_000; Date.now() < deadline; await sleep(250)) {
    if (server.exitCode !== null)
      throw new Error(`The ${label} server exited (${server.exitCode}):\n${stderr}`);
    if ((await fetch(`${baseUrl}/readyz`).catch(() => null))?.ok) return;
  }
  throw new Error(`The ${label} server was not ready within 120 s:\n${stderr}`);
}

/** A verified user with a few projects (the dashboard lists them): the session's Cookie header. */
export async function signedInCookie({ baseUrl, dataDir }: BuiltProduct): Promise<string> {
  const cookies = new Map<string, string>();
  const header = () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  const send = async (method: string, url: string, body?: object) => {
    const response = await fetch(new URL(url, baseUrl), {
      method,
      headers: {
        cookie: header(),
        'x-xsrf-token': decodeURIComponent(cookies.get('XSRF-TOKEN') ?? ''),
        ...(body && { 'content-type': 'application/json' }),
      },
      body: body && JSON.stringify(body),
    });
    for (const setCookie of response.headers.getSetCookie()) {
      const [name = '', value = ''] = (setCookie.split(';')[0] ?? '').split(/=(.*)/);
      cookies.set(name, value);
    }
    if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
  };
  const email = `lighthouse-${randomBytes(4).toString('hex')}@example.com`;
  const password = 'lighthouse bench password';
  await send('GET', '/api/csrf-cookie');
  await send('POST', '/api/signup', {
    agree_terms: true,
    email,
    firstname: 'Light',
    lastname: 'House',
    password,
    password_confirmation: password,
  });
  const link = await mailedVerificationLink(path.join(dataDir, 'mail'));
  await send('GET', `/api${link.pathname}${link.search}`);
  await send('POST', '/api/login', { email, password });
  for (const name of ['Interview', 'Launch teaser', 'Podcast clip'])
    await send('POST', '/api/user/projects', { name });
  return header();
}

/** The server writes mail to DATA_DIR/mail when no SMTP server is set. */
async function mailedVerificationLink(mailDir: string): Promise<URL> {
  for (const deadline = Date.now() + 20_000; Date.now() < deadline; await sleep(200)) {
    for (const file of await readdir(mailDir).catch(() => [])) {
      // Quoted-printable: soft line breaks joined, "=3D" back to "=".
      const text = (await readFile(path.join(mailDir, file), 'utf8'))
        .replace(/=\r?\n/g, '')
        .replace(/=3D/g, '=');
      const found = /https?:\/\/[^\s"<]+\/email-verify\/[^\s"<]+/.exec(text)?.[0];
      if (found) return new URL(found.replace(/&amp;/g, '&'));
    }
  }
  throw new Error(`No verification mail appeared in ${mailDir}.`);
}
