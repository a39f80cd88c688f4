// Worker processes beside a test server, on its database and files, for tests that kill one with
// SIGKILL mid-job (two processes on one database need PostgreSQL: PGlite is one process's).
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterEach } from 'vitest';
import type { TestServer } from './test-runtime';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/** Starts worker processes for the tests of the file, each killed after its test. */
export function workerProcesses() {
  const children: ChildProcess[] = [];
  afterEach(() => {
    for (const child of children.splice(0)) {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    }
  });
  /** A worker in a child process on the server's database and files; resolves once it works. */
  return async function startWorkerProcess(server: TestServer, env: Record<string, string>) {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'apps/server/test/fixtures/worker-process.ts'],
      {
        cwd: repoRoot,
        stdio: ['ignore', 'pipe', 'pipe'],
        env: {
          ...process.env,
          NODE_ENV: 'test',
          LOG_LEVEL: 'silent',
          DATA_DIR: server.runtime.config.DATA_DIR,
          APP_URL: 'http://localhost:8080',
          DATABASE_URL: server.database.databaseUrl ?? '',
          ...env,
        },
      },
    );
    children.push(child);
    let stderr = '';
    child.stderr?.on('data', (chunk) => {
      stderr += chunk;
    });
    await new Promise<void>((resolve, reject) => {
      if (child.stdout) createInterface({ input: child.stdout }).once('line', () => resolve());
      child.once('exit', (code, signal) => reject(new Error(`worker ended (${code ?? signal}):\n${stderr}`)));
    });
    return child;
  };
}
