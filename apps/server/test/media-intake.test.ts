// Camera-like uploads through the real server, storage and ffmpeg (issue 33): the preview copy
// made on the first attempt, browser recordings without a header duration, odd-size 4:4:4 screen
// recordings, MPEG-TS, and one upload confirmed many times at once.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queues } from '../src/jobs/queues';
import { registerWorkers } from '../src/jobs/register-workers';
import { extractAudio } from '../src/modules/transcription/engines/extract-audio';
import { findVideoForJob, updateVideo } from '../src/modules/videos/video-queries';
import { trackLevel } from '../src/platform/media/audio-tracks';
import { probeMedia, soundMap } from '../src/platform/media/probe-media';
import { signedInUser } from './support/accounts';
import type { BrowserAgent } from './support/browser-agent';
import { renderToFile } from './support/rendered-files';
import { startTestServer, type TestServer } from './support/test-runtime';
import { newProject, putVideoFile, uploadVideo } from './support/video-uploads';
import { until } from './support/wait-until';

let server: TestServer;
let fixtures: string;

const ffmpeg = (args: string[]) => execFileSync('ffmpeg', ['-y', '-v', 'error', ...args]);
const fixture = (name: string) => path.join(fixtures, name);
const picture = (size: string) => ['-f', 'lavfi', '-i', `testsrc=size=${size}:rate=25`];
const tone = ['-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=48000'];
const h264 = ['-c:v', 'libx264', '-preset', 'ultrafast'];

beforeAll(async () => {
  fixtures = mkdtempSync(path.join(os.tmpdir(), 'captionist-intake-'));
  for (const name of ['clip.mp4', 'clip.ts'])
    ffmpeg([...picture('320x240'), ...tone, '-t', '2', ...h264, '-pix_fmt', 'yuv420p', fixture(name)]);
  // A camera's two sound tracks: nothing on the first, the microphone on the second.
  ffmpeg([
    ...[...picture('320x240'), '-f', 'lavfi', '-i', 'anullsrc=r=48000:cl=mono', ...tone, '-t', '2'],
    ...[
      '-map',
      '0',
      '-map',
      '1',
      '-map',
      '2',
      ...h264,
      '-pix_fmt',
      'yuv420p',
      '-c:a',
      'aac',
      fixture('two-tracks.mp4'),
    ],
  ]);
  // A screen recorder's odd size and full-resolution colour, which 4:2:0 H.264 cannot hold as is.
  ffmpeg([...picture('1279x719'), '-t', '1', ...h264, '-pix_fmt', 'yuv444p', fixture('screen.mp4')]);
  server = await startTestServer();
  // Every attempt counts: a first attempt that fails ends the video (no 30 s retry hides it).
  await server.runtime.queue.createQueue('videos.process', { ...queues['videos.process'], retryLimit: 0 });
  await registerWorkers(server.runtime);
}, 120_000);

afterAll(async () => {
  await server?.close();
  rmSync(fixtures, { recursive: true, force: true });
});

/** MediaRecorder writes WebM as a stream: a pipe that cannot seek back leaves no duration in it. */
function browserRecording(): Buffer {
  return execFileSync('ffmpeg', [
    ...['-v', 'error', ...picture('320x240'), ...tone, '-t', '2'],
    ...['-c:v', 'libvpx', '-deadline', 'realtime', '-cpu-used', '8', '-c:a', 'libopus'],
    ...['-f', 'webm', '-live', '1', 'pipe:1'],
  ]);
}

/** volumedetect's level of one sound stream of a file. */
function soundLevel(file: string, stream: string) {
  const run = spawnSync(
    'ffmpeg',
    ['-hide_banner', '-nostats', '-i', file, '-map', stream, '-af', 'volumedetect', '-f', 'null', '-'],
    { encoding: 'utf8' },
  );
  return trackLevel(run.stderr);
}

async function readVideo(browser: BrowserAgent, videoId: string) {
  return (await browser.get(`/api/user/videos/${videoId}`)).json().data;
}

/** Uploads and waits for the preview copy (or the end of the video); returns the video. */
async function uploadUntilPreview(browser: BrowserAgent, bytes: Buffer, name: string) {
  const uploaded = await uploadVideo(server, browser, await newProject(browser), bytes, name);
  return until(
    'the preview copy',
    () => readVideo(browser, uploaded.id),
    (current) => current.status === 'failed' || current.proxy_url !== null,
  );
}

describe('processing', () => {
  it('makes the preview copy on the first attempt', async () => {
    const { browser } = await signedInUser(server);
    const video = await uploadUntilPreview(browser, readFileSync(fixture('clip.mp4')), 'clip.mp4');
    expect(video.error).toBeNull();
    expect(video.proxy_url).not.toBeNull();
  }, 90_000);

  it('accepts a browser recording whose WebM header has no duration, measuring it', async () => {
    const recording = browserRecording();
    writeFileSync(fixture('recording'), recording);
    expect((await probeMedia(fixture('recording')))?.durationMs).toBeGreaterThan(1900);
    const { browser } = await signedInUser(server);
    const video = await uploadUntilPreview(browser, recording, 'recording.webm');
    expect(video.error).toBeNull();
    expect(video.duration_ms).toBeGreaterThanOrEqual(1900);
    expect(video.duration_ms).toBeLessThanOrEqual(2100);
  }, 90_000);

  it('accepts MPEG-TS with its picture size', async () => {
    const { browser } = await signedInUser(server);
    const video = await uploadUntilPreview(browser, readFileSync(fixture('clip.ts')), 'clip.ts');
    expect(video.error).toBeNull();
    expect([video.width, video.height]).toEqual([320, 240]);
  }, 90_000);

  it('makes an even-size preview copy of an odd-size 4:4:4 screen recording and keeps the upload', async () => {
    const { browser } = await signedInUser(server);
    const video = await uploadUntilPreview(browser, readFileSync(fixture('screen.mp4')), 'screen.mp4');
    expect(video.error).toBeNull();
    expect([video.width, video.height]).toEqual([1279, 719]);
    const row = await findVideoForJob(server.runtime.database.db, video.id);
    const proxy = await server.runtime.storage.withLocalFile(row?.proxyKey ?? '', (file) => probeMedia(file));
    expect(proxy?.video).toMatchObject({ width: 1278, height: 718 });
    expect(await server.runtime.storage.head(row?.storageKey ?? '')).not.toBeNull();
    await until(
      'the transcript',
      () => readVideo(browser, video.id),
      (v) => v.status !== 'transcribing',
    );
    const rendered = await probeMedia(await renderToFile(server, browser, video.id, fixtures));
    expect(rendered?.video).toMatchObject({ width: 1278, height: 718 });
  }, 90_000);
});

describe('sound tracks', () => {
  it('hears, previews and transcribes the second track when the first is silent, and says which', async () => {
    const { browser } = await signedInUser(server);
    const video = await uploadUntilPreview(browser, readFileSync(fixture('two-tracks.mp4')), 'two.mp4');
    expect(video.error).toBeNull();
    expect(video.sound_track).toEqual({ index: 1, count: 2 });
    const row = await findVideoForJob(server.runtime.database.db, video.id);
    const previewLevel = await server.runtime.storage.withLocalFile(row?.proxyKey ?? '', async (file) =>
      soundLevel(file, '0:a:0'),
    );
    expect(previewLevel?.peakDb).toBeGreaterThan(-30);
    // What the transcription job gives the speech engine.
    const wav = fixture('heard.wav');
    await extractAudio(fixture('two-tracks.mp4'), wav, undefined, soundMap(row?.probe ?? null));
    expect(soundLevel(wav, '0:a:0')?.peakDb).toBeGreaterThan(-30);
    await until(
      'the transcript',
      () => readVideo(browser, video.id),
      (v) => v.status !== 'transcribing',
    );
    const rendered = await renderToFile(server, browser, video.id, fixtures);
    expect(soundLevel(rendered, '0:a:0')?.peakDb).toBeGreaterThan(-30);
  }, 90_000);
});

describe('playing the upload while its preview copy is made', () => {
  it('offers the uploaded MP4 as the source until the copy exists, and never a 4:4:4 file browsers cannot play', async () => {
    const { browser } = await signedInUser(server);
    const { db } = server.runtime.database;
    const playable = await uploadUntilPreview(browser, readFileSync(fixture('clip.mp4')), 'clip.mp4');
    expect(playable.source_url).toBeNull();
    // The moment between the probe and the copy, held still.
    await updateVideo(db, playable.id, { proxyKey: null });
    const waiting = await readVideo(browser, playable.id);
    expect(waiting.proxy_url).toBeNull();
    const source = new URL(waiting.source_url);
    const served = await server.app.inject({ method: 'GET', url: `${source.pathname}${source.search}` });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(readFileSync(fixture('clip.mp4')))).toBe(true);

    const screen = await uploadUntilPreview(browser, readFileSync(fixture('screen.mp4')), 'screen.mp4');
    await updateVideo(db, screen.id, { proxyKey: null });
    expect((await readVideo(browser, screen.id)).source_url).toBeNull();
  }, 90_000);
});

describe('confirming an upload', () => {
  it('queues one processing job when the same upload is confirmed 20 times at once', async () => {
    const { browser } = await signedInUser(server);
    const bytes = readFileSync(fixture('clip.mp4'));
    const video = await putVideoFile(server, browser, await newProject(browser), bytes, 'clip.mp4');
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => browser.post(`/api/user/videos/confirm-upload/${video.id}`)),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, ...Array(19).fill(409)]);
    expect(answers.find((a) => a.statusCode === 409)?.json().message).toBe(
      'This upload was already confirmed.',
    );
    const jobs = (await server.runtime.database.db.execute(
      sql`select count(*)::int as n from pgboss.job where name = 'videos.process' and data->>'videoId' = ${video.id}`,
    )) as unknown as { rows: { n: number }[] };
    expect(Number(jobs.rows[0]?.n)).toBe(1);
  }, 60_000);
});
