// Jobs that fail for good: a job failing on every attempt ends its subject as failed with a reason
// a person can read (never "processing" forever), and a job that crashes outside its promise chain
// fails alone while the `all` process keeps answering HTTP.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { queues } from '../src/jobs/queues';
import { registerWorkers } from '../src/jobs/register-workers';
import { processingMessages } from '../src/modules/videos/video-processing';
import { findVideoForJob } from '../src/modules/videos/video-queries';
import { signedInUser } from './support/accounts';
import { createTestDatabase } from './support/test-database';
import { startTestServer } from './support/test-runtime';
import { newProject } from './support/video-uploads';
import { until } from './support/wait-until';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
let workDir: string;
let clip: Buffer;
const cleanups: (() => Promise<unknown>)[] = [];

beforeAll(() => {
  workDir = mkdtempSync(path.join(os.tmpdir(), 'captionist-job-failures-'));
  const source = path.join(workDir, 'source.mp4');
  execFileSync('ffmpeg', [
    ...['-y', '-v', 'error', '-f', 'lavfi', '-i', 'testsrc2=size=320x240:rate=25', '-t', '2'],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', source],
  ]);
  clip = readFileSync(source);
});
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});
afterAll(() => rmSync(workDir, { recursive: true, force: true }));

it('ends a video whose processing fails on every attempt as failed, with a reason a person can read', async () => {
  const server = await startTestServer();
  cleanups.push(() => server.close());
  // The retry policy of the real queue, without its 30 s pauses between attempts.
  await server.runtime.queue.createQueue('videos.process', {
    ...queues['videos.process'],
    retryDelaySeconds: 0,
  });
  const { browser } = await signedInUser(server);
  const created = await browser.post(`/api/user/videos/upload-url/${await newProject(browser)}`, {
    name: 'Lost.mp4',
    size: clip.length,
    content_type: 'video/mp4',
  });
  const { video, upload } = created.json().data;
  const target = new URL(upload.url);
  const put = await server.app.inject({
    method: 'PUT',
    url: `${target.pathname}${target.search}`,
    payload: clip,
    headers: upload.headers,
  });
  expect(put.statusCode).toBe(200);
  expect((await browser.post(`/api/user/videos/confirm-upload/${video.id}`)).statusCode).toBe(200);
  // The stored source goes missing before any worker reads it: every attempt throws.
  const row = await findVideoForJob(server.runtime.database.db, video.id);
  await server.runtime.storage.delete(row?.storageKey ?? '');
  await registerWorkers(server.runtime);

  const ended = await until(
    'the video to leave processing',
    async () => (await browser.get(`/api/user/videos/${video.id}`)).json().data,
    (current) => current.status !== 'processing',
  );
  expect(ended.status).toBe('failed');
  expect(ended.error).toBe(processingMessages.gaveUp);
  expect(ended.error).toMatch(/could not process this file/);
});

it('keeps the `all` process answering HTTP while a job crashes it on every attempt, and dead-letters the job', async () => {
  const database = await createTestDatabase();
  cleanups.push(() => database.drop());
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'apps/server/test/fixtures/crashing-job-server.ts'],
    {
      cwd: repoRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        DATA_DIR: database.dataDir,
        APP_URL: 'http://localhost:8080',
        DATABASE_URL: database.databaseUrl ?? '',
      },
    },
  );
  cleanups.push(async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  });
  const messages = readMessages(child);
  const { port } = (await messages.next('port')) as { port: number };
  const { deadLetter } = (await messages.next('deadLetter')) as { deadLetter: unknown };
  expect(deadLetter).toEqual({ videoId: 'poisoned' });
  // Three attempts crashed (retry limit 2); the process is the same one and still answers.
  expect(child.exitCode).toBeNull();
  const health = await fetch(`http://127.0.0.1:${port}/healthz`);
  expect(health.status).toBe(200);
  expect((await fetch(`http://127.0.0.1:${port}/readyz`)).status).toBe(200);
});

function readMessages(child: ChildProcess) {
  const seen: Record<string, unknown>[] = [];
  const waiting: { key: string; resolve: (message: unknown) => void }[] = [];
  let stderr = '';
  child.stderr?.on('data', (chunk) => {
    stderr += chunk;
  });
  if (child.stdout)
    createInterface({ input: child.stdout }).on('line', (line) => {
      const message = JSON.parse(line) as Record<string, unknown>;
      seen.push(message);
      for (const waiter of waiting.filter((w) => w.key in message)) waiter.resolve(message);
    });
  return {
    next: (key: string) =>
      new Promise<unknown>((resolve, reject) => {
        const found = seen.find((message) => key in message);
        if (found) return resolve(found);
        waiting.push({ key, resolve });
        child.once('exit', (code, signal) =>
          reject(new Error(`server ended (${code ?? signal}):\n${stderr}`)),
        );
        setTimeout(() => reject(new Error(`no "${key}" within 90 s:\n${stderr}`)), 90_000).unref();
      }),
  };
}
