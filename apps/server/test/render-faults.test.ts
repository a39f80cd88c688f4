// Jobs under faults: the worker process killed with SIGKILL mid-render or mid-transcription (the job
// is picked up by another worker once its lease goes stale and completes; one credit is charged;
// nothing partial is ever served), and the source file deleted while ffmpeg reads it (failed with a
// reason, credit refunded). The workers here hold short leases: the default's 60 s (a dead worker's
// job back within 75 s, the sweep running every quarter of it) would only make the wait longer.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { RenderProgress } from '@captionist/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerWorkers } from '../src/jobs/register-workers';
import { findVideoForJob } from '../src/modules/videos/video-queries';
import { creditLedger } from '../src/platform/db/schema';
import { signedInUser } from './support/accounts';
import type { BrowserAgent } from './support/browser-agent';
import { editVersionOf } from './support/edit-version';
import { FakeSpeechApis } from './support/fake-speech-apis';
import { testDatabaseKind } from './support/test-database';
import { startTestServer, type TestServer } from './support/test-runtime';
import { newProject, uploadVideo } from './support/video-uploads';
import { until as waitUntil } from './support/wait-until';
import { workerProcesses } from './support/worker-processes';

const SECONDS = 8;
// An encoder slow enough that the source can be removed while ffmpeg still reads it.
const SLOW_RENDER = { RENDER_PRESET: 'medium', RENDER_CRF: '18' };
const WORDS = [
  { text: 'Faults', start: 0, end: 2000 },
  { text: 'are', start: 2000, end: 4000 },
  { text: 'survived', start: 4000, end: 7500 },
];

let workDir: string;
let clip: Buffer;
const startWorkerProcess = workerProcesses();
/** A lease renewed every second and stale after 3: the render job (2 hours) only comes back by it. */
const SHORT_LEASES = { JOB_LEASE_RENEW_SECONDS: '1', JOB_LEASE_STALE_SECONDS: '3' };

beforeAll(() => {
  workDir = mkdtempSync(path.join(os.tmpdir(), 'captionist-render-faults-'));
  const source = path.join(workDir, 'source.mp4');
  execFileSync('ffmpeg', [
    ...['-y', '-v', 'error', '-f', 'lavfi', '-i', 'testsrc2=size=1080x1920:rate=30'],
    ...['-f', 'lavfi', '-i', 'sine=frequency=330', '-t', String(SECONDS)],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', source],
  ]);
  clip = readFileSync(source);
});
afterAll(() => rmSync(workDir, { recursive: true, force: true }));

// Renders under fault take longer than the shared helper's default wait.
const until = <T>(what: string, read: () => Promise<T>, done: (value: T) => boolean, ms = 120_000) =>
  waitUntil(what, read, done, ms);

const progressOf = async (browser: BrowserAgent, vid: string): Promise<RenderProgress> =>
  (await browser.get(`/api/user/videos/${vid}/render-progress`)).json().data;

/** A processed, transcribed video whose transcript is WORDS. */
async function captionedVideo(server: TestServer, browser: BrowserAgent) {
  const video = await uploadVideo(server, browser, await newProject(browser), clip, 'Faulty.mp4');
  await until(
    'transcription',
    async () => (await browser.get(`/api/user/videos/transcription-status/${video.id}`)).json().data.status,
    (status) => status === 'done' || status === 'failed',
  );
  expect(
    (
      await browser.post(`/api/user/videos/${video.id}/save-transcription`, {
        words: WORDS,
        base_version: await editVersionOf(browser, video.id),
      })
    ).statusCode,
  ).toBe(200);
  return video.id as string;
}

// Two processes on one database need a database server: PGlite is one process's by design.
describe.skipIf(testDatabaseKind() === 'pglite')(
  'a worker killed with SIGKILL in the middle of a render',
  () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer();
    });
    afterAll(async () => {
      await server?.close();
    });

    it('is retried by another worker once its lease goes stale, completes, and charges the one credit once', async () => {
      const { browser, id: userId } = await signedInUser(server);
      const env = SHORT_LEASES;
      const first = await startWorkerProcess(server, env);
      const vid = await captionedVideo(server, browser);
      const before = (await browser.get('/api/user/plan')).json().data.available_credits;

      const { render_id: renderId } = (await browser.post(`/api/user/videos/${vid}/request-render`)).json()
        .data;
      await until(
        'the render to be under way',
        () => progressOf(browser, vid),
        (p) => p.progress >= 5,
      );
      first.kill('SIGKILL');
      // While nobody finishes it, the render is unfinished and nothing can be downloaded.
      expect((await browser.get(`/api/user/videos/${vid}/download-url`)).statusCode).toBe(409);

      await startWorkerProcess(server, env);
      const restartedAt = Date.now();
      let pickedUpAt = 0;
      const done = await until(
        'the retried render',
        async () => {
          const progress = await progressOf(browser, vid);
          // The retry starts over from 0 %.
          if (!pickedUpAt && progress.status === 'running' && progress.progress < 5) pickedUpAt = Date.now();
          return progress;
        },
        (p) => !['queued', 'running'].includes(p.status),
        240_000,
      );
      process.stdout.write(
        `render after kill -9: picked up ${(pickedUpAt - restartedAt) / 1000} s, done ${(Date.now() - restartedAt) / 1000} s after the restart\n`,
      );
      expect(Date.now() - restartedAt).toBeLessThan(60_000);
      expect(done).toMatchObject({ status: 'done', render_id: renderId, progress: 100, error: null });
      const charges = await server.runtime.database.db
        .select()
        .from(creditLedger)
        .where(and(eq(creditLedger.userId, userId), eq(creditLedger.reason, 'render')));
      expect(charges).toHaveLength(1);
      expect((await browser.get('/api/user/plan')).json().data.available_credits).toBe(before - 1);

      // The served file is the whole video, not what the killed worker had written.
      const { url } = (await browser.get(`/api/user/videos/${vid}/download-url`)).json().data;
      const target = new URL(url);
      const file = await server.app.inject({ method: 'GET', url: `${target.pathname}${target.search}` });
      const output = path.join(workDir, 'retried.mp4');
      writeFileSync(output, file.rawPayload);
      const duration = Number(
        execFileSync('ffprobe', [
          '-v',
          'error',
          '-show_entries',
          'format=duration',
          '-of',
          'csv=p=0',
          output,
        ]),
      );
      expect(Math.abs(duration - SECONDS)).toBeLessThan(0.1);
    }, 300_000);

    it('has its transcription picked up by another worker once its lease goes stale, and it completes', async () => {
      const speech = new FakeSpeechApis();
      const env = {
        ...SHORT_LEASES,
        TRANSCRIBER: 'openai',
        OPENAI_API_KEY: 'sk-test',
        OPENAI_BASE_URL: await speech.start(),
      };
      try {
        // The first request hangs: the worker is killed while the engine works.
        speech.replies.push({ hang: true });
        const first = await startWorkerProcess(server, env);
        const { browser } = await signedInUser(server);
        const video = await uploadVideo(server, browser, await newProject(browser), clip, 'Spoken.mp4');
        await until(
          'the speech engine to be asked',
          async () => speech.received.length,
          (n) => n >= 1,
        );
        first.kill('SIGKILL');
        const status = async () =>
          (await browser.get(`/api/user/videos/transcription-status/${video.id}`)).json().data.status;
        expect(await status()).toBe('running');

        await startWorkerProcess(server, env);
        const restartedAt = Date.now();
        const ended = await until(
          'the retried transcription',
          status,
          (s) => s === 'done' || s === 'failed',
          240_000,
        );
        process.stdout.write(
          `transcription after kill -9: done ${(Date.now() - restartedAt) / 1000} s after the restart\n`,
        );
        expect(ended).toBe('done');
        expect(Date.now() - restartedAt).toBeLessThan(60_000);
        expect(speech.received).toHaveLength(2);
      } finally {
        await speech.stop();
      }
    }, 300_000);
  },
);

describe('the source file deleted while it renders', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: SLOW_RENDER });
    await registerWorkers(server.runtime);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('fails the render with a reason a person understands and refunds the credit', async () => {
    const { browser } = await signedInUser(server);
    const vid = await captionedVideo(server, browser);
    const before = (await browser.get('/api/user/plan')).json().data.available_credits;
    await browser.post(`/api/user/videos/${vid}/request-render`);
    await until(
      'the render to be under way',
      () => progressOf(browser, vid),
      (p) => p.status === 'running',
    );
    const row = await findVideoForJob(server.runtime.database.db, vid);
    await server.runtime.storage.delete(row?.storageKey ?? '');

    const ended = await until(
      'the render to end',
      () => progressOf(browser, vid),
      (p) => !['queued', 'running'].includes(p.status),
    );
    expect(ended.status).toBe('failed');
    expect(ended.error).toMatch(/original video file is no longer available.*refunded/);
    expect((await browser.get('/api/user/plan')).json().data.available_credits).toBe(before);
    expect((await browser.get(`/api/user/videos/${vid}/download-url`)).statusCode).toBe(409);
  });
});
