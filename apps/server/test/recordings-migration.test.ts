// Migration 0014 (docs/decisions/0015) on a database as the release before it left it: the file
// columns move from each video to a recording of the same id, and every video reads back through
// today's routes as it did, its files and signed links where they were (and, from 0016, the
// recording has its upload's words).
import { cp, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { afterEach, expect, it } from 'vitest';
import { hashPassword } from '../src/modules/auth/password-hashing';
import { findRecordingWords } from '../src/modules/videos/video-queries';
import { loadConfig } from '../src/platform/config';
import { type DatabaseHandle, openDatabase } from '../src/platform/db/client';
import { recordings, videos } from '../src/platform/db/schema';
import { buildApp } from '../src/platform/http/build-app';
import { appRoutes } from '../src/routes';
import { createRuntime } from '../src/runtime';
import { BrowserAgent } from './support/browser-agent';
import { createTestDatabase } from './support/test-database';

const LAST_BEFORE = '0013_transcription_pieces';
const migrations = path.join(path.dirname(fileURLToPath(import.meta.url)), '../drizzle');
const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** The migrations folder as the release before 0014 shipped it. */
async function migrationsBefore(dataDir: string): Promise<string> {
  const folder = path.join(dataDir, 'drizzle-before');
  await mkdir(path.join(folder, 'meta'), { recursive: true });
  const journal = JSON.parse(await readFile(path.join(migrations, 'meta/_journal.json'), 'utf8'));
  const last = journal.entries.findIndex((entry: { tag: string }) => entry.tag === LAST_BEFORE);
  expect(last).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, last + 1);
  await writeFile(path.join(folder, 'meta/_journal.json'), JSON.stringify(journal));
  for (const entry of journal.entries as { tag: string }[])
    await cp(path.join(migrations, `${entry.tag}.sql`), path.join(folder, `${entry.tag}.sql`));
  return folder;
}

async function migrateTo(handle: DatabaseHandle, migrationsFolder: string) {
  if (handle.kind === 'pglite')
    await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder });
  else await migratePostgres(handle.db as unknown as NodePgDatabase, { migrationsFolder });
}

const USER = '0a7f2c1e-0000-4000-8000-000000000001';
const PROJECT = '0a7f2c1e-0000-4000-8000-000000000002';
const TALK = '0a7f2c1e-0000-4000-8000-000000000003';
const SHORT = '0a7f2c1e-0000-4000-8000-000000000004';
const folder = (video: string) => `users/${USER}/projects/${PROJECT}/videos/${video}`;
const words = [
  { text: 'Hello', start: 0, end: 400, confidence: 0.9 },
  { text: 'again', start: 450, end: 900, confidence: 0.8 },
];

it('moves each video’s file to a recording of the same id, and the routes read every video as before', async () => {
  const test = await createTestDatabase();
  cleanups.push(() => test.drop());
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: test.dataDir,
    APP_URL: 'http://localhost:8080',
    ...(test.databaseUrl ? { DATABASE_URL: test.databaseUrl } : {}),
  });

  // The release before: its schema, and rows as its upload, processing and transcription wrote them.
  const old = await openDatabase({ databaseUrl: config.DATABASE_URL, pgliteDir: config.PGLITE_DIR });
  await migrateTo(old, await migrationsBefore(test.dataDir));
  await old.db.execute(sql`
    insert into users (id, email, firstname, lastname, password_hash, email_verified_at)
    values (${USER}, 'olga@example.com', 'Olga', 'Old', ${await hashPassword('an old password')}, now())`);
  await old.db.execute(sql`insert into projects (id, user_id, name) values (${PROJECT}, ${USER}, 'Before')`);
  await old.db.execute(sql`
    insert into videos (id, user_id, project_id, name, status, storage_key, poster_key, proxy_key, mime_type,
      size_bytes, duration_ms, width, height, fps, rotation, has_audio, probe, transcription_status,
      transcription_progress, transcript, face_track, created_at)
    values
      (${TALK}, ${USER}, ${PROJECT}, 'Talk.mov', 'ready', ${`${folder(TALK)}/source.mov`},
       ${`${folder(TALK)}/poster.jpg`}, ${`${folder(TALK)}/proxy.mp4`}, 'video/quicktime', 48000000, 61500,
       1080, 1920, 29.97, 90, 'yes',
       ${JSON.stringify({ container: 'mov', durationMs: 61500, video: null, audio: { codec: 'aac', track: 0, tracks: 2, channels: 2, sampleRate: 48000 } })},
       'done', 100, ${JSON.stringify({ language: 'en', engine: 'whisper', words, note: null })},
       ${JSON.stringify({ status: 'done', samples: [], error: null })}, now() - interval '1 minute'),
      (${SHORT}, ${USER}, ${PROJECT}, 'Short.mp4', 'processing', ${`${folder(SHORT)}/source.mp4`},
       null, null, 'video/mp4', 1200, null, null, null, null, null, 'unknown', null, 'none', 0, null, null, now())`);
  await old.close();

  // This release starts on it: migrates, and serves the same videos.
  const runtime = await createRuntime(config);
  const app = await buildApp(runtime, appRoutes);
  cleanups.push(async () => {
    await app.close();
    await runtime.close();
  });
  await app.ready();
  const browser = new BrowserAgent(app);
  const login = await browser.post('/api/login', { email: 'olga@example.com', password: 'an old password' });
  expect(login.statusCode, login.body).toBe(200);

  const talk = (await browser.get(`/api/user/videos/${TALK}`)).json().data;
  expect(talk).toMatchObject({
    id: TALK,
    project_id: PROJECT,
    name: 'Talk.mov',
    status: 'ready',
    size_bytes: 48000000,
    duration_ms: 61500,
    width: 1080,
    height: 1920,
    rotation: 90,
    has_audio: 'yes',
    sound_track: { index: 0, count: 2 },
    transcription_status: 'done',
    source_url: null,
  });
  expect(talk.fps).toBeCloseTo(29.97, 2);
  expect(talk.transcript.words.map((word: { text: string }) => word.text)).toEqual(['Hello', 'again']);
  expect(new URL(talk.proxy_url).pathname).toContain(`${folder(TALK)}/proxy.mp4`);
  expect(new URL(talk.poster_url).pathname).toContain(`${folder(TALK)}/poster.jpg`);
  expect((await browser.get(`/api/user/videos/${TALK}/faces`)).json().data.status).toBe('done');

  const listed = (await browser.get(`/api/user/videos/project/${PROJECT}`)).json().data;
  expect(listed.map((video: { id: string }) => video.id)).toEqual([SHORT, TALK]);
  expect(listed[0]).toMatchObject({
    status: 'processing',
    size_bytes: 1200,
    duration_ms: null,
    poster_url: null,
  });
  const project = (await browser.get(`/api/user/projects/${PROJECT}`)).json().data;
  expect(project.video_count).toBe(2);
  expect(new URL(project.thumbnail_url).pathname).toContain(`${folder(TALK)}/poster.jpg`);

  const { db } = runtime.database;
  const made = await db
    .select({ video: videos.id, recording: recordings.id, storageKey: recordings.storageKey })
    .from(videos)
    .innerJoin(recordings, eq(recordings.id, videos.recordingId))
    .orderBy(recordings.createdAt);
  expect(made).toEqual([
    { video: TALK, recording: TALK, storageKey: `${folder(TALK)}/source.mov` },
    { video: SHORT, recording: SHORT, storageKey: `${folder(SHORT)}/source.mp4` },
  ]);
  // 0016: the recording's words, for its clips' edges, are its upload's video's; none yet, none.
  expect((await findRecordingWords(db, TALK))?.words).toEqual(words);
  expect(await findRecordingWords(db, SHORT)).toBeNull();

  // A video renamed writes its own row; deleted, it takes its recording (its last video) along.
  const renamed = await browser.put(`/api/user/videos/${TALK}`, { name: 'Talk, edited' });
  expect(renamed.json().data).toMatchObject({ name: 'Talk, edited', duration_ms: 61500 });
  expect((await browser.request({ method: 'DELETE', url: `/api/user/videos/${SHORT}` })).statusCode).toBe(
    200,
  );
  expect(await db.select({ id: recordings.id }).from(recordings)).toEqual([{ id: TALK }]);
}, 120_000);
