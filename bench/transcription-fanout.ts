// Fan-out of a long recording's transcription (docs/transcription.md "Long recordings"): the
// transcription stage of the same recording with two worker processes against one, each worker
// taking one job at a time on one thread (PocketSphinx, which decodes on one thread).
//   npm run transcription-fanout -w @captionist/bench   (TEST_POSTGRES_URL: the PostgreSQL server to use)
//   ROUNDS=5 TALK_REPEATS=3 PIECE_SECONDS=15 npm run transcription-fanout -w @captionist/bench
// The recording: the test talk (apps/server/test/support/transcription-media.ts) read TALK_REPEATS
// times (about 38 s each), cut into pieces of PIECE_SECONDS. Workers are `worker` processes as
// tests start them (apps/server/test/fixtures/worker-process.ts) on a throwaway PostgreSQL
// database; they are started before a run and stopped after it, so their start-up is not counted.
// A run: a transcribe job is queued for a fresh copy of the video row, and ends when the run is
// done (polled every 100 ms). Wall seconds, CPU seconds of the worker processes and their children
// (ffmpeg, PocketSphinx), and how many pieces ran at once on average (from the queue's records of
// each piece job: on a machine busy with other work, two workers may overlap their pieces fully
// and still not get two cores). Prints both sides, two ÷ one, and the target: ≤ 0.6× on wall.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { setTimeout as sleep } from 'node:timers/promises';
import { eq, sql } from 'drizzle-orm';
import { insertVideo } from '../apps/server/src/modules/videos/video-queries';
import { loadConfig } from '../apps/server/src/platform/config';
import { projects, users, videos } from '../apps/server/src/platform/db/schema';
import { probeMedia } from '../apps/server/src/platform/media/probe-media';
import { createRuntime } from '../apps/server/src/runtime';
import { createTestDatabase } from '../apps/server/test/support/test-database';
import { spokenVideo, TALK_SENTENCES } from '../apps/server/test/support/transcription-media';
import { processTreeCpuSeconds } from './cpu-seconds';
import { formatSpread, measure, printSummary, ratio, runInterleaved } from './interleaved-runs';

const ROUNDS = Number(process.env.ROUNDS ?? 5);
const TALK_REPEATS = Number(process.env.TALK_REPEATS ?? 3);
const TARGET = 0.6;
const SETTLE_MS = 3000;
const repoRoot = path.resolve(import.meta.dirname, '..');

const database = await createTestDatabase('postgres', 'benches');
const env = {
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
  APP_URL: 'http://127.0.0.1:8080',
  DATA_DIR: database.dataDir,
  DATABASE_URL: database.databaseUrl ?? '',
  TRANSCRIBER: 'pocketsphinx',
  WORKER_CONCURRENCY: '1',
  TRANSCRIPTION_PIECES_FROM_SECONDS: '20',
  TRANSCRIPTION_PIECE_SECONDS: process.env.PIECE_SECONDS ?? '15',
};
const runtime = await createRuntime(loadConfig(env));
const { db } = runtime.database;
const dir = await mkdtemp(path.join(os.tmpdir(), 'captionist-fanout-'));

try {
  const source = path.join(dir, 'talk.mp4');
  await writeFile(source, spokenVideo(Array(TALK_REPEATS).fill(TALK_SENTENCES.join(' ')).join(' ')));
  const probe = await probeMedia(source);
  if (!probe) throw new Error('the talk could not be probed');
  const storageKey = 'bench/talk.mp4';
  await runtime.storage.put(storageKey, createReadStream(source), { contentType: 'video/mp4' });
  const [user] = await db
    .insert(users)
    .values({ email: 'bench@example.com', firstname: 'B', lastname: 'N' })
    .returning();
  const [project] = await db
    .insert(projects)
    .values({ userId: user?.id ?? '', name: 'Bench' })
    .returning();
  console.log(
    `talk: ${((probe.durationMs ?? 0) / 1000).toFixed(1)} s in pieces of ${env.TRANSCRIPTION_PIECE_SECONDS} s`,
  );

  const side = (workers: number) => ({
    name: workers === 1 ? 'one worker' : `${workers} workers`,
    run: async () => {
      const children = await Promise.all(Array.from({ length: workers }, startWorker));
      // A worker is "ready" once its queues are registered; its first polls and its listening
      // connection settle a moment later.
      await sleep(SETTLE_MS);
      try {
        const pids = children.map((child) => child.pid ?? 0);
        let videoId = '';
        const sample = await measure(
          async () => {
            videoId = await transcribe();
          },
          () => processTreeCpuSeconds(pids),
        );
        return { ...sample, figures: { 'pieces at once': await piecesAtOnce(videoId) } };
      } finally {
        await Promise.all(children.map(stopWorker));
      }
    },
  });

  async function transcribe() {
    const video = await insertVideo(db, {
      id: randomUUID(),
      userId: user?.id ?? '',
      projectId: project?.id ?? '',
      name: 'Talk.mp4',
      storageKey,
      status: 'transcribing',
      durationMs: probe?.durationMs ?? 0,
      probe,
      hasAudio: 'yes',
      transcriptionStatus: 'queued',
    });
    const videoId = video.id;
    await runtime.queue.send('videos.transcribe', { videoId });
    for (;;) {
      const [row] = await db.select().from(videos).where(eq(videos.id, videoId));
      if (row?.transcriptionStatus === 'done') return videoId;
      if (row?.transcriptionStatus === 'failed')
        throw new Error(`transcription failed: ${row.transcriptionError}`);
      await sleep(100);
    }
  }

  const samples = await runInterleaved([side(1), side(2)], ROUNDS);
  printSummary(samples, { ratios: [['2 workers', 'one worker']] });
  const wall = ratio(samples, '2 workers', 'one worker', 'wall');
  console.log(
    `\ntwo workers ÷ one on wall: ${formatSpread(wall)}; target ≤ ${TARGET}: ${wall.median <= TARGET ? 'met' : 'not met'}`,
  );
} finally {
  await runtime.close();
  await database.drop();
  await rm(dir, { recursive: true, force: true });
}

/**
 * The pieces' recognition time over the time from the first piece's start to the last one's end,
 * from the queue's own records: 1 when they ran one after another, towards 2 with two workers,
 * whatever else the machine does.
 */
async function piecesAtOnce(videoId: string): Promise<number> {
  const result = (await db.execute(
    sql`select sum(extract(epoch from completed_on - started_on))::float8 as busy,
               extract(epoch from max(completed_on) - min(started_on))::float8 as span
        from pgboss.job where name = 'videos.transcribe-piece' and data->>'videoId' = ${videoId}`,
  )) as unknown as { rows: { busy: number; span: number }[] };
  const [times] = result.rows;
  return (times?.busy ?? 0) / (times?.span || 1);
}

async function startWorker(): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/test/fixtures/worker-process.ts'], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, ...env },
  });
  await new Promise<void>((resolve, reject) => {
    if (child.stdout)
      createInterface({ input: child.stdout }).on('line', (line) => line.includes('"ready"') && resolve());
    child.once('exit', (code, signal) => reject(new Error(`worker ended (${code ?? signal})`)));
  });
  return child;
}

async function stopWorker(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}
