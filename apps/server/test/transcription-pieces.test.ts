// A long recording transcribed in pieces, each a queue job of its own, with the real queue,
// ffmpeg and PocketSphinx on a spoken talk: the joined words match a single run's (none doubled or
// lost at the seams), progress shows the whole, the pieces' files go; and a worker killed in the
// middle of a piece costs that piece alone, which another worker redoes.
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerWorkers } from '../src/jobs/register-workers';
import { extractAudio } from '../src/modules/transcription/engines/extract-audio';
import { PocketsphinxTranscriber } from '../src/modules/transcription/engines/pocketsphinx';
import { splitWav } from '../src/modules/transcription/engines/wav-chunks';
import { pieceLimits } from '../src/modules/transcription/piece-runs';
import type { RecognisedWord } from '../src/modules/transcription/transcriber';
import { CoreShare } from '../src/platform/concurrency/core-share';
import { loadConfig } from '../src/platform/config';
import { transcriptionPieces } from '../src/platform/db/schema';
import { signedInUser } from './support/accounts';
import { POCKETSPHINX_MODEL_DIR } from './support/speech-fixtures';
import { testDatabaseKind } from './support/test-database';
import { startTestServer, type TestServer } from './support/test-runtime';
import { spokenVideo, TALK_SENTENCES } from './support/transcription-media';
import { followRun, videoDetail } from './support/transcription-runs';
import { newProject, uploadVideo } from './support/video-uploads';
import { until } from './support/wait-until';
import { workerProcesses } from './support/worker-processes';

// A talk of about 38 s, cut into pieces of about 12 s.
const PIECES = { TRANSCRIPTION_PIECES_FROM_SECONDS: '20', TRANSCRIPTION_PIECE_SECONDS: '12' };
/** Sound around a seam, where a pieced run could double or lose a word. */
const SEAM_WINDOW_MS = 3000;

let dir: string;
let talk: Buffer;
let single: RecognisedWord[];
let seams: number[];

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'captionist-pieces-'));
  talk = spokenVideo(TALK_SENTENCES.join(' '));
  // The single run to compare with: the same engine over the whole sound at once.
  const video = path.join(dir, 'talk.mp4');
  const wav = path.join(dir, 'talk.wav');
  await writeFile(video, talk);
  await extractAudio(video, wav, new AbortController().signal);
  const limits = pieceLimits(loadConfig({ NODE_ENV: 'test', APP_URL: 'http://localhost:8080', ...PIECES }));
  seams = (await splitWav(wav, dir, limits)).slice(1).map((piece) => piece.keepFromMs ?? 0);
  const engine = new PocketsphinxTranscriber(POCKETSPHINX_MODEL_DIR, new CoreShare(1));
  single = (await engine.transcribe(wav, { onProgress: () => {}, signal: new AbortController().signal }))
    .words;
}, 120_000);
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** Words inserted, deleted or replaced to turn `a` into `b` (Levenshtein over words). */
function wordEdits(a: string[], b: string[]): number {
  let row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (const [i, word] of a.entries()) {
    const next = [i + 1];
    for (const [j, other] of b.entries())
      next.push(
        Math.min((row[j + 1] ?? 0) + 1, (next[j] ?? 0) + 1, (row[j] ?? 0) + (word === other ? 0 : 1)),
      );
    row = next;
  }
  return row[b.length] ?? 0;
}

/** A piece its worker has taken and not yet heard: its recognition is under way. */
const pieceTaken = (videoId: string) =>
  and(
    eq(transcriptionPieces.videoId, videoId),
    isNull(transcriptionPieces.words),
    gt(transcriptionPieces.attempts, 0),
  );

const texts = (words: RecognisedWord[]) =>
  words.map((word) => word.text.toLowerCase().replace(/[^a-z']/g, ''));

const around = (words: RecognisedWord[], atMs: number) =>
  texts(words.filter((word) => Math.abs((word.start + word.end) / 2 - atMs) <= SEAM_WINDOW_MS));

describe('a long recording transcribed in pieces', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: PIECES });
    await registerWorkers(server.runtime);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('joins the pieces into the words of a single run, none doubled or lost at the seams', async () => {
    expect(seams.length).toBeGreaterThanOrEqual(2);
    const { browser } = await signedInUser(server);
    const upload = await uploadVideo(server, browser, await newProject(browser), talk, 'Talk.mp4');
    const seen = await followRun(browser, upload.id);
    expect(seen.at(-1)).toEqual({ status: 'done', progress: 100, error: null, engine: 'pocketsphinx' });
    const progress = seen.map((s) => s.progress);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(progress.some((p) => p > 0 && p < 100)).toBe(true);

    const pieced: RecognisedWord[] = (await videoDetail(browser, upload.id)).transcript.words;
    let previousEnd = 0;
    for (const word of pieced) {
      expect(word.start).toBeGreaterThanOrEqual(previousEnd);
      previousEnd = word.end;
    }
    // PocketSphinx hears a piece a little differently from the same sound inside the whole (its
    // normalisation and language model follow what came before), so the words are compared within
    // a tolerance: as close to what was said as the single run's, and around each seam as many
    // words as the single run (a doubled or lost word there would move the count), no word twice.
    const said = TALK_SENTENCES.join(' ')
      .toLowerCase()
      .replace(/[^a-z' ]/g, '')
      .split(' ');
    const errors = (words: RecognisedWord[]) => wordEdits(texts(words), said) / said.length;
    const report = seams.map((seam) => ({
      seam,
      single: around(single, seam),
      pieced: around(pieced, seam),
    }));
    process.stdout.write(
      `word errors against the script: pieced ${errors(pieced).toFixed(2)}, single ${errors(single).toFixed(2)}\n${JSON.stringify(
        report.map((r) => ({ ...r, single: r.single.join(' '), pieced: r.pieced.join(' ') })),
        null,
        1,
      )}\n`,
    );
    expect(errors(pieced)).toBeLessThanOrEqual(errors(single) + 0.1);
    for (const { seam, single: one, pieced: many } of report) {
      expect(Math.abs(many.length - one.length)).toBeLessThanOrEqual(3);
      const [before, after] = [
        texts(pieced.filter((w) => w.end <= seam)).at(-1),
        texts(pieced.filter((w) => w.start >= seam))[0],
      ];
      if (before === after) expect(one.join(' ')).toContain(`${before} ${after}`);
    }

    // The pieces are forgotten, and their files deleted.
    expect(await server.runtime.database.db.select().from(transcriptionPieces)).toEqual([]);
    const stored = await readdir(server.runtime.config.DATA_DIR, { recursive: true });
    expect(stored.filter((file) => file.includes('transcription-pieces') && file.endsWith('.wav'))).toEqual(
      [],
    );
  }, 180_000);

  it('stops the pieces of a video deleted while they run, and leaves none of them behind', async () => {
    const { db } = server.runtime.database;
    const { browser } = await signedInUser(server);
    const upload = await uploadVideo(server, browser, await newProject(browser), talk, 'Talk.mp4');
    await until(
      'a piece to be taken',
      () => db.select().from(transcriptionPieces).where(pieceTaken(upload.id)),
      (pieces) => pieces.length > 0,
    );
    const deleted = await browser.request({ method: 'DELETE', url: `/api/user/videos/${upload.id}` });
    expect(deleted.statusCode).toBe(200);
    // The piece under way stops and the queued ones find nothing to do: each ends at once,
    // neither failed nor retried.
    const jobs = await until(
      'the piece jobs to end',
      async () =>
        (
          (await db.execute(
            sql`select state, retry_count, output from pgboss.job
                where name = 'videos.transcribe-piece' and data->>'videoId' = ${upload.id}`,
          )) as unknown as { rows: { state: string; retry_count: number }[] }
        ).rows,
      (rows) => rows.length > 0 && rows.every((row) => row.state === 'completed'),
    );
    expect(jobs).toEqual(jobs.map((job) => ({ ...job, retry_count: 0 })));
    expect(await db.select().from(transcriptionPieces)).toEqual([]);
  }, 180_000);
});

describe.skipIf(testDatabaseKind() === 'pglite')(
  'a worker killed with SIGKILL in the middle of a piece',
  () => {
    // A dead worker's piece comes back once its lease goes stale, seconds rather than a minute.
    const env = { ...PIECES, JOB_LEASE_RENEW_SECONDS: '1', JOB_LEASE_STALE_SECONDS: '3' };
    const startWorkerProcess = workerProcesses();
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer({ env });
    });
    afterAll(async () => {
      await server?.close();
    });

    it('costs that piece alone: another worker redoes it and the run finishes', async () => {
      const { db } = server.runtime.database;
      const first = await startWorkerProcess(server, { ...env, WORKER_CONCURRENCY: '1' });
      const { browser } = await signedInUser(server);
      const upload = await uploadVideo(server, browser, await newProject(browser), talk, 'Talk.mp4');
      const [killed] = await until(
        'a piece to be taken',
        () => db.select().from(transcriptionPieces).where(pieceTaken(upload.id)),
        (pieces) => pieces.length > 0,
      );
      first.kill('SIGKILL');
      await new Promise((resolve) => first.once('exit', resolve));
      // Killed before it was heard: the piece is left taken once, without words.
      const left = await db.select().from(transcriptionPieces).where(pieceTaken(upload.id));
      expect(left).toEqual([expect.objectContaining({ index: killed?.index, attempts: 1 })]);

      await registerWorkers(server.runtime);
      expect((await followRun(browser, upload.id)).at(-1)).toMatchObject({ status: 'done', progress: 100 });
      expect((await videoDetail(browser, upload.id)).transcript.words.length).toBeGreaterThan(50);
      // One job a piece; only the killed one needed a second attempt.
      const jobs = (await db.execute(
        sql`select (data->>'index')::int as index, retry_count from pgboss.job
          where name = 'videos.transcribe-piece' and data->>'videoId' = ${upload.id} order by 1`,
      )) as unknown as { rows: { index: number; retry_count: number }[] };
      expect(jobs.rows.length).toBe(seams.length + 1);
      expect(jobs.rows.map((job) => [job.index, job.retry_count])).toEqual(
        jobs.rows.map((job) => [job.index, job.index === killed?.index ? 1 : 0]),
      );
    }, 240_000);
  },
);
