// Rendering through the API with the real queue worker, ffmpeg and libass: the output is a valid
// MP4 with the captions in the picture, one credit is charged per request, refunds on failure
// and cancel, and every rule of spec §5 is checked by the server.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { planMessages, type RenderProgress } from '@captionist/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerWorkers } from '../src/jobs/register-workers';
import { renderMessages } from '../src/modules/renders/render-messages';
import { insertRender } from '../src/modules/renders/render-queries';
import { findVideoForJob, updateVideo } from '../src/modules/videos/video-queries';
import { renders, subscriptions } from '../src/platform/db/schema';
import { signedInUser } from './support/accounts';
import type { BrowserAgent } from './support/browser-agent';
import { editVersionOf } from './support/edit-version';
import { uploadMedia } from './support/media-library';
import { startTestServer, type TestServer } from './support/test-runtime';
import { newProject, uploadVideo } from './support/video-uploads';
import { until } from './support/wait-until';

const WIDTH = 480;
const HEIGHT = 640;
// The default template centres the captions at 70 % of the height (decision 0014); auto size
// makes these short lines up to 1.5 × as large, so they reach about 5 % either side of it.
const CAPTION_BAND = [Math.round(HEIGHT * 0.55), Math.round(HEIGHT * 0.85)] as const;
const FPS = 25;
/** The words the captions show, saved over whatever the engine heard. */
const WORDS = [
  { text: 'HELLO', start: 0, end: 900 },
  { text: 'WORLD', start: 900, end: 1800 },
  { text: 'AGAIN', start: 1800, end: 2900 },
];

let server: TestServer;
let clip: Buffer;
let workDir: string;

beforeAll(async () => {
  workDir = mkdtempSync(path.join(os.tmpdir(), 'captionist-render-test-'));
  const source = path.join(workDir, 'source.mp4');
  // A black frame, so anything bright in the render is the captions; a tone for the sound.
  execFileSync('ffmpeg', [
    ...['-y', '-v', 'error', '-f', 'lavfi', '-i', `color=c=black:s=${WIDTH}x${HEIGHT}:r=${FPS}`],
    ...['-f', 'lavfi', '-i', 'sine=frequency=440', '-t', '3', '-c:v', 'libx264', '-pix_fmt', 'yuv420p'],
    ...['-c:a', 'aac', source],
  ]);
  clip = readFileSync(source);
  server = await startTestServer();
  await registerWorkers(server.runtime);
});

afterAll(async () => {
  await server?.close();
  rmSync(workDir, { recursive: true, force: true });
});

/** An uploaded, transcribed video whose transcript is WORDS. */
async function captionedVideo(browser: BrowserAgent, name = 'Launch teaser.mov', bytes = clip) {
  const project = await newProject(browser);
  const video = await uploadVideo(server, browser, project, bytes, name);
  await until(
    'transcription',
    async () => (await browser.get(`/api/user/videos/transcription-status/${video.id}`)).json().data.status,
    (status) => status === 'done' || status === 'failed',
  );
  const saved = await browser.post(`/api/user/videos/${video.id}/save-transcription`, {
    words: WORDS,
    base_version: await editVersionOf(browser, video.id),
  });
  expect(saved.statusCode).toBe(200);
  return video.id as string;
}

const progressOf = async (browser: BrowserAgent, vid: string): Promise<RenderProgress> =>
  (await browser.get(`/api/user/videos/${vid}/render-progress`)).json().data;
const availableCredits = async (browser: BrowserAgent) =>
  (await browser.get('/api/user/plan')).json().data.available_credits as number;
const finished = (progress: RenderProgress) => !['queued', 'running'].includes(progress.status);

/** How many pixels of rows [from, to) of a grey frame are bright (text, not the black source). */
function brightPixels(frame: Buffer, from: number, to: number) {
  let count = 0;
  for (let i = from * WIDTH; i < to * WIDTH; i++) if ((frame[i] ?? 0) > 100) count++;
  return count;
}

/** The text tesseract reads in a band of the frame (inverted and enlarged, as OCR likes it). */
function ocrCaptionBand(file: string, seconds: number, top: number, height: number): string {
  const band = path.join(workDir, 'band.png');
  execFileSync('ffmpeg', [
    ...['-y', '-v', 'error', '-ss', String(seconds), '-i', file, '-frames:v', '1'],
    ...['-vf', `crop=${WIDTH}:${height}:0:${top},format=gray,negate,scale=${WIDTH * 2}:-1`, band],
  ]);
  return execFileSync('tesseract', [band, '-', '--psm', '7'], { stdio: ['ignore', 'pipe', 'ignore'] })
    .toString()
    .trim();
}

function greyFrameAt(file: string, seconds: number): Buffer {
  return execFileSync('ffmpeg', [
    ...['-v', 'error', '-ss', String(seconds), '-i', file, '-frames:v', '1'],
    ...['-f', 'rawvideo', '-pix_fmt', 'gray', '-'],
  ]);
}

/** A signed picture of the API (a poster, a thumbnail) as a grey frame of the video's size. */
async function signedPicture(url: string): Promise<Buffer> {
  const target = new URL(url, 'http://localhost');
  const file = await server.app.inject({ method: 'GET', url: `${target.pathname}${target.search}` });
  expect(file.statusCode).toBe(200);
  const jpeg = path.join(workDir, 'picture.jpg');
  writeFileSync(jpeg, file.rawPayload);
  return execFileSync('ffmpeg', ['-v', 'error', '-i', jpeg, '-f', 'rawvideo', '-pix_fmt', 'gray', '-']);
}

describe('rendering a video', () => {
  it('renders the captions into an H.264/AAC MP4 of the same size and length, charging one credit', async () => {
    const { browser } = await signedInUser(server);
    const vid = await captionedVideo(browser);
    const before = await availableCredits(browser);
    const unrendered = (await browser.get(`/api/user/videos/${vid}`)).json().data;
    expect(unrendered.thumbnail_url).toBe(unrendered.poster_url);
    // Read (and so cached) before the render: the list must learn of the new picture.
    const [listed] = (await browser.get('/api/user/projects')).json().data;
    expect(brightPixels(await signedPicture(listed.thumbnail_url), 0, HEIGHT)).toBe(0);

    const requested = await browser.post(`/api/user/videos/${vid}/request-render`, {
      request_id: 'press-0001',
    });
    expect(requested.statusCode).toBe(202);
    const renderId = requested.json().data.render_id;
    expect(requested.json().data.status).toMatch(/queued|running|done/);
    // The same press sent again (a retried request) is the same render and no second charge.
    const repeated = await browser.post(`/api/user/videos/${vid}/request-render`, {
      request_id: 'press-0001',
    });
    expect(repeated.json().data.render_id).toBe(renderId);

    const progress = await until('the render', () => progressOf(browser, vid), finished);
    expect(progress).toMatchObject({ status: 'done', progress: 100, error: null, render_id: renderId });
    expect(await availableCredits(browser)).toBe(before - 1);
    expect((await browser.get(`/api/user/videos/${vid}`)).json().data.status).toBe('rendered');

    const download = (await browser.get(`/api/user/videos/${vid}/download-url`)).json().data;
    expect(download.filename).toBe('Launch teaser (captioned).mp4');
    const target = new URL(download.url);
    const file = await server.app.inject({ method: 'GET', url: `${target.pathname}${target.search}` });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toContain(
      'attachment; filename="Launch teaser (captioned).mp4"',
    );
    const output = path.join(workDir, `${vid}.mp4`);
    writeFileSync(output, file.rawPayload);

    const probe = JSON.parse(
      execFileSync('ffprobe', [
        '-v',
        'error',
        '-show_streams',
        '-show_format',
        '-of',
        'json',
        output,
      ]).toString(),
    );
    const video = probe.streams.find((s: { codec_type: string }) => s.codec_type === 'video');
    const audio = probe.streams.find((s: { codec_type: string }) => s.codec_type === 'audio');
    expect(video).toMatchObject({ codec_name: 'h264', pix_fmt: 'yuv420p', width: WIDTH, height: HEIGHT });
    expect(audio?.codec_name).toBe('aac');
    expect(Math.abs(Number(probe.format.duration) - 3)).toBeLessThanOrEqual(1 / FPS + 0.05);

    // The caption's words are in its band, read back by OCR, and the rest of the black frame stays black.
    const frame = greyFrameAt(output, 1.2);
    const [bandTop, bandBottom] = CAPTION_BAND;
    expect(brightPixels(frame, bandTop, bandBottom)).toBeGreaterThan(500);
    expect(brightPixels(frame, 0, bandTop)).toBe(0);
    expect(brightPixels(frame, bandBottom, HEIGHT)).toBe(0);
    expect(ocrCaptionBand(output, 1.2, bandTop, bandBottom - bandTop)).toBe('HELLO WORLD AGAIN');

    // The video's and its project's picture is now a frame of the render with a caption on it;
    // the poster stays the source's black frame.
    const after = (await browser.get(`/api/user/videos/${vid}`)).json().data;
    const thumbnail = await signedPicture(after.thumbnail_url);
    expect(brightPixels(thumbnail, bandTop, bandBottom)).toBeGreaterThan(300);
    expect(brightPixels(await signedPicture(after.poster_url), 0, HEIGHT)).toBe(0);
    const [project] = (await browser.get('/api/user/projects')).json().data;
    expect(brightPixels(await signedPicture(project.thumbnail_url), bandTop, bandBottom)).toBeGreaterThan(
      300,
    );
  });

  it('refunds the credit when the source file is gone, with a reason a person understands', async () => {
    const { browser } = await signedInUser(server);
    const vid = await captionedVideo(browser);
    const before = await availableCredits(browser);
    const row = await findVideoForJob(server.runtime.database.db, vid);
    await server.runtime.storage.delete(row?.storageKey ?? '');

    await browser.post(`/api/user/videos/${vid}/request-render`);
    const progress = await until('the failed render', () => progressOf(browser, vid), finished);
    expect(progress.status).toBe('failed');
    expect(progress.error).toMatch(/original video file is no longer available.*refunded/);
    expect(await availableCredits(browser)).toBe(before);
    expect((await browser.get(`/api/user/videos/${vid}`)).json().data.status).toBe('ready');
    expect((await browser.get(`/api/user/videos/${vid}/download-url`)).statusCode).toBe(409);
  });

  it('makes one render, charging one credit, of the same press sent twice at once', async () => {
    const { browser, id } = await signedInUser(server);
    const vid = await captionedVideo(browser);
    const before = await availableCredits(browser);
    const presses = await Promise.all(
      [1, 2].map(() => browser.post(`/api/user/videos/${vid}/request-render`, { request_id: 'press-twice' })),
    );
    expect(presses.map((press) => press.statusCode)).toEqual([202, 202]);
    expect(presses[1]?.json().data.render_id).toBe(presses[0]?.json().data.render_id);
    const db = server.runtime.database.db;
    const made = await db.select().from(renders).where(eq(renders.videoId, vid));
    expect(made).toHaveLength(1);
    // The unique index holds even where the subscription lock would not serialise the presses.
    const [render] = made;
    if (!render) throw new Error('no render');
    expect(
      await insertRender(db, { userId: id, videoId: vid, requestId: 'press-twice', input: render.input }),
    ).toBeNull();
    await until('the render', () => progressOf(browser, vid), finished);
    expect(await availableCredits(browser)).toBe(before - 1);
  });

  it('cancels a render and refunds it; a new request then starts afresh', async () => {
    const { browser } = await signedInUser(server);
    const vid = await captionedVideo(browser);
    const before = await availableCredits(browser);
    await browser.post(`/api/user/videos/${vid}/request-render`);
    const cancelled = await browser.post(`/api/user/videos/${vid}/cancel-render`);
    // The render may have finished already on a fast machine: then there is nothing to cancel.
    if (cancelled.statusCode === 409) {
      expect((await progressOf(browser, vid)).status).toBe('done');
      return;
    }
    expect(cancelled.json().data.status).toBe('cancelled');
    expect(await availableCredits(browser)).toBe(before);
    expect((await browser.post(`/api/user/videos/${vid}/cancel-render`)).statusCode).toBe(409);
    // Nothing of the cancelled render is ever served.
    expect((await browser.get(`/api/user/videos/${vid}/download-url`)).statusCode).toBe(409);
    const again = await browser.post(`/api/user/videos/${vid}/request-render`);
    expect(again.statusCode).toBe(202);
    expect((await until('the second render', () => progressOf(browser, vid), finished)).status).toBe('done');
    expect(await availableCredits(browser)).toBe(before - 1);
  });

  it('refuses with the messages of spec §5: no credits, inactive plan, too long, before any wait', async () => {
    const { browser, id } = await signedInUser(server);
    const vid = await captionedVideo(browser);
    const db = server.runtime.database.db;

    await db.update(subscriptions).set({ availableCredits: 0 }).where(eq(subscriptions.userId, id));
    const noCredits = await browser.post(`/api/user/videos/${vid}/request-render`);
    expect(noCredits.statusCode).toBe(403);
    expect(noCredits.json()).toEqual({ status: 'error', message: planMessages.noCredits });

    await db
      .update(subscriptions)
      .set({ availableCredits: 3, status: 'expired' })
      .where(eq(subscriptions.userId, id));
    const inactive = await browser.post(`/api/user/videos/${vid}/request-render`);
    expect(inactive.json().message).toBe(planMessages.inactive);

    await db.update(subscriptions).set({ status: 'active' }).where(eq(subscriptions.userId, id));
    await updateVideo(db, vid, { durationMs: 301_000 });
    const tooLong = await browser.post(`/api/user/videos/${vid}/request-render`);
    expect(tooLong.json().message).toBe('You are not allowed to use videos longer than 5.00 minutes');
    // A refusal that waiting cannot lift comes before "wait for the words".
    await updateVideo(db, vid, { transcriptionStatus: 'running' });
    const stillTooLong = await browser.post(`/api/user/videos/${vid}/request-render`);
    expect(stillTooLong.json().message).toBe('You are not allowed to use videos longer than 5.00 minutes');
    await updateVideo(db, vid, { durationMs: 3000 });
    const notYet = await browser.post(`/api/user/videos/${vid}/request-render`);
    expect(notYet.statusCode).toBe(409);
    expect(notYet.json().message).toBe(renderMessages.notTranscribed);
    expect((await progressOf(browser, vid)).status).toBe('none');
  });

  it("answers 404 for another user's video on every render route, and 409 before there is a render", async () => {
    const owner = await signedInUser(server);
    const vid = await captionedVideo(owner.browser);
    const { browser: other } = await signedInUser(server);
    for (const response of [
      await other.post(`/api/user/videos/${vid}/request-render`),
      await other.get(`/api/user/videos/${vid}/render-progress`),
      await other.post(`/api/user/videos/${vid}/cancel-render`),
      await other.get(`/api/user/videos/${vid}/download-url`),
      await other.post('/api/user/videos/not-a-uuid/request-render'),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().status).toBe('error');
    }
    expect((await owner.browser.get(`/api/user/videos/${vid}/download-url`)).statusCode).toBe(409);
    const badId = await owner.browser.post(`/api/user/videos/${vid}/request-render`, { request_id: 'x' });
    expect(badId.statusCode).toBe(422);
  });

  it('draws the edits: the hook title over the first seconds, b-roll over its words, music under the voice', async () => {
    const { browser } = await signedInUser(server);
    const vid = await captionedVideo(browser);
    const red = path.join(workDir, 'red.png');
    execFileSync('ffmpeg', [
      '-y',
      '-v',
      'error',
      '-f',
      'lavfi',
      '-i',
      'color=c=red:s=320x180',
      '-frames:v',
      '1',
      red,
    ]);
    const picture = await uploadMedia(server, browser, 'red.png', readFileSync(red), 'image/png');
    const track = (await browser.get('/api/user/audios'))
      .json()
      .data.find((a: { is_system: boolean }) => a.is_system);

    const saved = await browser.put(`/api/user/videos/${vid}/edits`, {
      base_version: await editVersionOf(browser, vid),
      hook: { text: 'WATCH THIS', duration_ms: 1000 },
      music: { audio_id: track.id, volume: 0.5 },
      broll: [{ media_id: picture.id, start_ms: 1500, end_ms: 2500 }],
    });
    expect(saved.statusCode).toBe(200);
    expect((await browser.get(`/api/user/videos/${vid}/edits`)).json().data.broll).toHaveLength(1);

    await browser.post(`/api/user/videos/${vid}/request-render`);
    expect((await until('the render', () => progressOf(browser, vid), finished)).status).toBe('done');
    const { url } = (await browser.get(`/api/user/videos/${vid}/download-url`)).json().data;
    const target = new URL(url);
    const output = path.join(workDir, `${vid}-edits.mp4`);
    writeFileSync(
      output,
      (await server.app.inject({ method: 'GET', url: `${target.pathname}${target.search}` })).rawPayload,
    );

    // The hook sits near the top for its first second, then is gone.
    const hookBand = [0, Math.round(HEIGHT * 0.3)] as const;
    expect(ocrCaptionBand(output, 0.5, hookBand[0], hookBand[1])).toBe('WATCH THIS');
    expect(brightPixels(greyFrameAt(output, 1.2), ...hookBand)).toBe(0);
    // The red picture fills the frame during its words, and only then.
    const redAt = (seconds: number) => {
      const rgb = execFileSync('ffmpeg', [
        ...['-v', 'error', '-ss', String(seconds), '-i', output, '-frames:v', '1'],
        ...['-vf', 'crop=40:40:20:20', '-f', 'rawvideo', '-pix_fmt', 'rgb24', '-'],
      ]);
      return (rgb[0] ?? 0) > 180 && (rgb[1] ?? 255) < 60;
    };
    expect(redAt(2.0)).toBe(true);
    expect(redAt(0.5)).toBe(false);
    expect(redAt(2.8)).toBe(false);
    // The music is mixed in: louder than the source's tone alone.
    // volumedetect reports on stderr.
    const loudness = (file: string) =>
      Number(
        /mean_volume: (-?[\d.]+) dB/.exec(
          spawnSync('ffmpeg', [
            '-v',
            'info',
            '-i',
            file,
            '-af',
            'volumedetect',
            '-f',
            'null',
            '-',
          ]).stderr.toString(),
        )?.[1],
      );
    expect(loudness(output)).toBeGreaterThan(loudness(path.join(workDir, 'source.mp4')));
  });

  it('refuses edits that name what the user may not use, or go past the end', async () => {
    const owner = await signedInUser(server);
    const vid = await captionedVideo(owner.browser);
    const { browser: other } = await signedInUser(server);
    const green = path.join(workDir, 'green.png');
    execFileSync('ffmpeg', [
      '-y',
      '-v',
      'error',
      '-f',
      'lavfi',
      '-i',
      'color=c=green:s=64x64',
      '-frames:v',
      '1',
      green,
    ]);
    const theirs = await uploadMedia(server, other, 'green.png', readFileSync(green), 'image/png');

    const refused = await owner.browser.put(`/api/user/videos/${vid}/edits`, {
      base_version: await editVersionOf(owner.browser, vid),
      music: { audio_id: '00000000-0000-4000-8000-000000000000' },
      broll: [{ media_id: theirs.id, start_ms: 0, end_ms: 60_000 }],
    });
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(refused.json().errors).sort()).toEqual([
      'broll.0.end_ms',
      'broll.0.media_id',
      'music.audio_id',
    ]);
    const backwards = await owner.browser.put(`/api/user/videos/${vid}/edits`, {
      base_version: await editVersionOf(owner.browser, vid),
      broll: [{ media_id: theirs.id, start_ms: 900, end_ms: 100 }],
    });
    expect(backwards.statusCode).toBe(422);
    expect((await other.get(`/api/user/videos/${vid}/edits`)).statusCode).toBe(404);
    expect((await other.put(`/api/user/videos/${vid}/edits`, { base_version: 1 })).statusCode).toBe(404);
  });

  it('turns a phone video stored sideways upright, captions included', async () => {
    const { browser } = await signedInUser(server);
    // Stored 640×480 with a quarter-turn in its metadata, as phones record portrait video.
    const flat = path.join(workDir, 'flat.mp4');
    const sideways = path.join(workDir, 'sideways.mp4');
    execFileSync('ffmpeg', [
      ...['-y', '-v', 'error', '-f', 'lavfi', '-i', `color=c=black:s=${HEIGHT}x${WIDTH}:r=${FPS}`],
      ...[
        '-f',
        'lavfi',
        '-i',
        'sine',
        '-t',
        '3',
        '-c:v',
        'libx264',
        '-pix_fmt',
        'yuv420p',
        '-c:a',
        'aac',
        flat,
      ],
    ]);
    execFileSync('ffmpeg', [
      '-y',
      '-v',
      'error',
      '-i',
      flat,
      '-c',
      'copy',
      '-metadata:s:v:0',
      'rotate=90',
      sideways,
    ]);
    const vid = await captionedVideo(browser, 'Phone clip.mov', readFileSync(sideways));

    await browser.post(`/api/user/videos/${vid}/request-render`);
    expect((await until('the render', () => progressOf(browser, vid), finished)).status).toBe('done');
    const { url } = (await browser.get(`/api/user/videos/${vid}/download-url`)).json().data;
    const target = new URL(url);
    const output = path.join(workDir, `${vid}-upright.mp4`);
    writeFileSync(
      output,
      (await server.app.inject({ method: 'GET', url: `${target.pathname}${target.search}` })).rawPayload,
    );
    const stream = JSON.parse(
      execFileSync('ffprobe', [
        '-v',
        'error',
        '-select_streams',
        'v',
        '-show_streams',
        '-of',
        'json',
        output,
      ]).toString(),
    ).streams[0];
    expect({ width: stream.width, height: stream.height }).toEqual({ width: WIDTH, height: HEIGHT });
    expect(stream.side_data_list ?? []).not.toContainEqual(
      expect.objectContaining({ rotation: expect.any(Number) }),
    );
    expect(ocrCaptionBand(output, 1.2, CAPTION_BAND[0], CAPTION_BAND[1] - CAPTION_BAND[0])).toBe(
      'HELLO WORLD AGAIN',
    );
  });
});
