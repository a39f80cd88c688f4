// The admin CLI works while the server runs: on the embedded database (which one process holds)
// the running server executes the command; on PostgreSQL the CLI connects itself.
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { stat } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterEach, expect, it } from 'vitest';
import { adminSocketPath } from '../src/admin/admin-channel';
import { CODES_PER_COMMAND_MAX } from '../src/admin/admin-commands';
import { openDatabase } from '../src/platform/db/client';
import { redeemCodes } from '../src/platform/db/schema';
import { createTestDatabase, type TestDatabase } from './support/test-database';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  while (cleanups.length > 0) await cleanups.pop()?.();
});

it('makes redeem codes with the server running on the same data', async () => {
  const test = await createTestDatabase();
  cleanups.push(() => test.drop());
  const server = await startServer(test);

  const made = await admin(test, ['codes:create', '--count', '2', '--credits', '5']);
  expect(made.code, made.stderr).toBe(0);
  const codes = made.stdout
    .trim()
    .split('\n')
    .slice(1)
    .map((line) => line.split(',')[0]);
  expect(codes).toHaveLength(2);

  // A count past the bound is refused before any code is made; the server keeps serving.
  const tooMany = await admin(test, [
    'codes:create',
    '--count',
    String(CODES_PER_COMMAND_MAX + 1),
    '--credits',
    '5',
  ]);
  expect(tooMany.code).toBe(1);
  expect(tooMany.stderr).toContain(`--count must be between 1 and ${CODES_PER_COMMAND_MAX}`);
  const many = await admin(test, ['codes:create', '--count', '1200', '--credits', '5']);
  expect(many.code, many.stderr).toBe(0);
  expect(many.stdout.trim().split('\n')).toHaveLength(1201);

  const listed = await admin(test, ['plans:list']);
  expect(listed.code, listed.stderr).toBe(0);
  expect(listed.stdout).toMatch(/^slug\tname/);

  // An operator's mistake is reported as such, and the server keeps serving.
  const wrong = await admin(test, ['credits:grant', '--email', 'nobody@example.com', '--amount', '3']);
  expect(wrong.code).toBe(1);
  expect(wrong.stderr).toContain('No user with e-mail nobody@example.com');
  expect((await fetch(`${server.url}/readyz`)).status).toBe(200);

  if (test.kind === 'pglite') {
    const socket = await stat(adminSocketPath(test.dataDir));
    expect(socket.mode & 0o777).toBe(0o600);
    expect((await stat(path.dirname(adminSocketPath(test.dataDir)))).mode & 0o777).toBe(0o700);
  }

  await server.stop();
  const database = await openDatabase({
    databaseUrl: test.databaseUrl,
    pgliteDir: path.join(test.dataDir, 'db'),
  });
  try {
    // The two, and the 1 200 made in batches; none of the refused count.
    expect(await database.db.$count(redeemCodes)).toBe(1202);
    for (const code of codes) {
      const [row] = await database.db
        .select()
        .from(redeemCodes)
        .where(eq(redeemCodes.code, (code ?? '').replace(/-/g, '')));
      expect(row?.credits).toBe(5);
    }
  } finally {
    await database.close();
  }
});

function environment(test: TestDatabase, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return {
    ...process.env,
    DATA_DIR: test.dataDir,
    DATABASE_URL: test.databaseUrl ?? '',
    LOG_LEVEL: 'warn',
    ...extra,
  };
}

function admin(
  test: TestDatabase,
  args: string[],
): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', path.join(repoRoot, 'apps/server/src/admin/admin.ts'), ...args],
      { cwd: repoRoot, env: environment(test), timeout: 60_000 },
      (err, stdout, stderr) =>
        resolve({ code: err ? Number((err as { code?: number }).code ?? 1) : 0, stdout, stderr }),
    );
  });
}

async function startServer(test: TestDatabase): Promise<{ url: string; stop(): Promise<void> }> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(repoRoot, 'apps/server/src/main.ts'), 'serve'],
    {
      cwd: repoRoot,
      stdio: ['ignore', 'ignore', 'pipe'],
      env: environment(test, { HOST: '127.0.0.1', PORT: String(port), APP_URL: url }),
    },
  );
  let stderr = '';
  child.stderr?.on('data', (chunk) => {
    stderr += chunk;
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    await exited;
  };
  cleanups.push(stop);
  const deadline = Date.now() + 90_000;
  while (
    !(await fetch(`${url}/readyz`).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (child.exitCode !== null) throw new Error(`The server exited (${child.exitCode}):\n${stderr}`);
    if (Date.now() > deadline) throw new Error(`The server did not become ready:\n${stderr}`);
    await sleep(200);
  }
  return { url, stop };
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
