// Caption-only overlays through the API with the real queue worker, ffmpeg and libass: ProRes 4444
// and WebM with alpha, transparent away from the captions and opaque inside them, and the overlay
// laid over the source by ffmpeg equals the burned-in render within the preview's fidelity
// thresholds (docs/caption-preview.md: mean difference < 3, < 2 % of pixels off by more than 32).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { OverlayFormat, Overlays } from '@captionist/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerWorkers } from '../src/jobs/register-workers';
import { signedInUser } from './support/accounts';
import type { BrowserAgent } from './support/browser-agent';
import { editVersionOf } from './support/edit-version';
import { downloadSigned, renderToFile } from './support/rendered-files';
import { startTestServer, type TestServer } from './support/test-runtime';
import { newProject, uploadVideo } from './support/video-uploads';
import { until } from './support/wait-until';

const WIDTH = 480;
const HEIGHT = 640;
const FPS = 25;
const WORDS = [
  { text: 'OVER', start: 0, end: 900 },
  { text: 'THE', start: 900, end: 1500 },
  { text: 'PICTURE', start: 1500, end: 2900 },
];
/** Middle of each word, as frame numbers: the captions are on screen and past their pop-in. */
const FRAMES = [11, 30, 55];
// Captions centred at 80 % of the height (the style's position), the hook near the top.
const CAPTION_BAND = { from: Math.round(HEIGHT * 0.65), to: Math.round(HEIGHT * 0.95) };
const EMPTY_BAND = { from: Math.round(HEIGHT * 0.4), to: Math.round(HEIGHT * 0.55) };
/**
 * What makes a transparent overlay hard: a translucent shadow and a translucent box behind the
 * words, over a busy picture (the thresholds fail with a naive alpha: edges and shadow off).
 */
const STYLE = {
  primaryColor: '#ffee00',
  fillColor: '#ffffff',
  strokeSize: 'md',
  strokeColor: '#000000',
  shadowSize: 'lg',
  shadowColor: '#00000080',
  backgroundColor: '#2040ff99',
  multiAnimationStyle: 'pop',
  position: 80,
};

let server: TestServer;
let workDir: string;
let source: string;

beforeAll(async () => {
  workDir = mkdtempSync(path.join(os.tmpdir(), 'captionist-overlay-test-'));
  source = path.join(workDir, 'source.mp4');
  execFileSync('ffmpeg', [
    ...['-y', '-v', 'error', '-f', 'lavfi', '-i', `testsrc2=s=${WIDTH}x${HEIGHT}:r=${FPS}`],
    ...['-f', 'lavfi', '-i', 'sine=frequency=440', '-t', '3', '-c:v', 'libx264', '-crf', '12'],
    ...['-pix_fmt', 'yuv420p', '-c:a', 'aac', source],
  ]);
  server = await startTestServer();
  await registerWorkers(server.runtime);
});

afterAll(async () => {
  await server?.close();
  rmSync(workDir, { recursive: true, force: true });
});

/** An uploaded video with WORDS as its transcript, STYLE as its captions and a hook. */
async function styledVideo(browser: BrowserAgent): Promise<string> {
  const video = await uploadVideo(
    server,
    browser,
    await newProject(browser),
    readFileSync(source),
    'Talk.mp4',
  );
  await until(
    'transcription',
    async () => (await browser.get(`/api/user/videos/transcription-status/${video.id}`)).json().data.status,
    (status) => status === 'done' || status === 'failed',
  );
  const vid = video.id as string;
  const saves = [
    (base_version: number) =>
      browser.post(`/api/user/videos/${vid}/save-transcription`, { words: WORDS, base_version }),
    (base_version: number) =>
      browser.put(`/api/user/videos/${vid}/caption-settings`, { settings: STYLE, base_version }),
    (base_version: number) =>
      browser.put(`/api/user/videos/${vid}/edits`, { hook: { text: 'Watch this' }, base_version }),
  ];
  for (const save of saves) {
    const response = await save(await editVersionOf(browser, vid));
    expect(response.statusCode, response.body).toBe(200);
  }
  return vid;
}

const render = (browser: BrowserAgent, vid: string) => renderToFile(server, browser, vid, workDir);

const overlaysOf = async (browser: BrowserAgent, vid: string): Promise<Overlays> =>
  (await browser.get(`/api/user/videos/${vid}/overlays`)).json().data;

async function overlay(browser: BrowserAgent, vid: string, format: OverlayFormat): Promise<string> {
  const requested = await browser.post(`/api/user/videos/${vid}/overlays/${format}`);
  expect(requested.statusCode).toBe(202);
  const made = await until(
    `the ${format} overlay`,
    () => overlaysOf(browser, vid),
    (list) => list.overlays.every((o) => o.format !== format || ['done', 'failed'].includes(o.status)),
  );
  expect(made.overlays.find((o) => o.format === format)).toMatchObject({ status: 'done', progress: 100 });
  const file = path.join(workDir, `${vid}.${format}`);
  return downloadSigned(server, browser, `/api/user/videos/${vid}/overlays/${format}/download-url`, file);
}

const probe = (file: string, entries: string) =>
  execFileSync('ffprobe', [
    ...['-v', 'error', '-select_streams', 'v:0', '-show_entries', entries, '-of', 'csv=p=0', file],
  ])
    .toString()
    .trim();

/** VP9's alpha is read only by libvpx's own decoder; ffmpeg's native one drops it. */
const decoderFor = (file: string) => (file.endsWith('.webm') ? ['-c:v', 'libvpx-vp9'] : []);

/** FRAMES of a filtergraph's output as raw pixels, one Buffer per frame. */
function frames(inputs: string[], graph: string, pixFmt: 'rgb24' | 'gray', bytesPerPixel: number): Buffer[] {
  const select = FRAMES.map((n) => `eq(n\\,${n})`).join('+');
  const raw = execFileSync(
    'ffmpeg',
    [
      ...['-v', 'error', ...inputs],
      ...['-filter_complex', `${graph},select='${select}',format=${pixFmt}[out]`, '-map', '[out]'],
      ...['-fps_mode', 'passthrough', '-f', 'rawvideo', '-'],
    ],
    { maxBuffer: 64 * 1024 * 1024 },
  );
  const size = WIDTH * HEIGHT * bytesPerPixel;
  expect(raw.length).toBe(size * FRAMES.length);
  return FRAMES.map((_, i) => raw.subarray(i * size, (i + 1) * size));
}

/** Alpha of FRAMES of the overlay. */
const alphaFrames = (overlayFile: string) =>
  frames([...decoderFor(overlayFile), '-i', overlayFile], '[0:v]alphaextract', 'gray', 1);

/** The overlay laid over the source by ffmpeg, as an editor would. */
const compositeFrames = (overlayFile: string) =>
  frames(
    ['-i', source, ...decoderFor(overlayFile), '-i', overlayFile],
    '[0:v][1:v]overlay=format=auto',
    'rgb24',
    3,
  );

const renderFrames = (file: string) => frames(['-i', file], '[0:v]null', 'rgb24', 3);
const sourceFrames = () => frames(['-i', source], '[0:v]null', 'rgb24', 3);

/** The preview's fidelity measure over rows [from, to): mean absolute difference and share off by > 32. */
function difference(a: Buffer, b: Buffer, band: { from: number; to: number }) {
  let sum = 0;
  let off = 0;
  const start = band.from * WIDTH * 3;
  const end = band.to * WIDTH * 3;
  for (let i = start; i < end; i += 3) {
    let worst = 0;
    for (let c = 0; c < 3; c++) {
      const d = Math.abs((a[i + c] ?? 0) - (b[i + c] ?? 0));
      sum += d / 3;
      worst = Math.max(worst, d);
    }
    if (worst > 32) off++;
  }
  const pixels = (band.to - band.from) * WIDTH;
  return { mean: sum / pixels, share: off / pixels };
}

const countIn = (plane: Buffer, band: { from: number; to: number }, test: (value: number) => boolean) => {
  let count = 0;
  for (let i = band.from * WIDTH; i < band.to * WIDTH; i++) if (test(plane[i] ?? 0)) count++;
  return count;
};

describe('caption overlays', () => {
  it('refuses an overlay before the video is rendered, and lists none', async () => {
    const { browser } = await signedInUser(server);
    const vid = await styledVideo(browser);

    const refused = await browser.post(`/api/user/videos/${vid}/overlays/mov`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'Render the video first: the overlay is made from the finished render.',
    );
    expect(await overlaysOf(browser, vid)).toEqual({
      render_id: null,
      overlays: [
        { format: 'mov', status: 'none', progress: 0, error: null },
        { format: 'webm', status: 'none', progress: 0, error: null },
      ],
    });
    expect((await browser.get(`/api/user/videos/${vid}/overlays/mov/download-url`)).statusCode).toBe(409);
    expect((await browser.post(`/api/user/videos/${vid}/overlays/gif`)).statusCode).toBe(422);
  });

  it('makes ProRes 4444 and WebM overlays that composite over the source into the burned-in render', async () => {
    const { browser } = await signedInUser(server);
    const vid = await styledVideo(browser);
    const rendered = await render(browser, vid);
    const creditsBefore = (await browser.get('/api/user/plan')).json().data.available_credits;

    const mov = await overlay(browser, vid, 'mov');
    const webm = await overlay(browser, vid, 'webm');
    // No credit: the render paid.
    expect((await browser.get('/api/user/plan')).json().data.available_credits).toBe(creditsBefore);

    expect(probe(mov, 'stream=codec_name,pix_fmt,width,height,r_frame_rate')).toBe(
      `prores,${WIDTH},${HEIGHT},yuva444p12le,${FPS}/1`,
    );
    expect(probe(webm, 'stream=codec_name,width,height,r_frame_rate')).toBe(
      `vp9,${WIDTH},${HEIGHT},${FPS}/1`,
    );
    const renderedDuration = Number(probe(rendered, 'format=duration'));
    for (const file of [mov, webm]) {
      expect(Math.abs(Number(probe(file, 'format=duration')) - renderedDuration)).toBeLessThan(0.1);
    }

    const burned = renderFrames(rendered);
    const plain = sourceFrames();
    for (const file of [mov, webm]) {
      const alpha = alphaFrames(file);
      const composite = compositeFrames(file);
      FRAMES.forEach((frame, i) => {
        const [a, c, r, s] = [alpha[i], composite[i], burned[i], plain[i]] as [
          Buffer,
          Buffer,
          Buffer,
          Buffer,
        ];
        const at = `${path.extname(file)} frame ${frame}`;
        // Transparent where nothing is drawn, opaque inside the words and their box.
        expect(
          countIn(a, EMPTY_BAND, (v) => v !== 0),
          at,
        ).toBe(0);
        expect(
          countIn(a, CAPTION_BAND, (v) => v === 255),
          at,
        ).toBeGreaterThan(500);
        // The captions are there: the render differs from the source in the band…
        expect(difference(r, s, CAPTION_BAND).share, at).toBeGreaterThan(0.05);
        // …and the composite is the render.
        const fidelity = difference(c, r, CAPTION_BAND);
        expect(fidelity.mean, `${at} mean`).toBeLessThan(3);
        expect(fidelity.share, `${at} share`).toBeLessThan(0.02);
      });
    }

    const link = (await browser.get(`/api/user/videos/${vid}/overlays/webm/download-url`)).json().data;
    expect(link.filename).toBe('Talk (captions overlay).webm');
    // Asked again once made: nothing new is started.
    const again = await browser.post(`/api/user/videos/${vid}/overlays/mov`);
    expect(again.json().data.overlays[0]).toMatchObject({ format: 'mov', status: 'done' });
  });

  it("never shows or makes another person's overlay", async () => {
    const owner = await signedInUser(server);
    const vid = await styledVideo(owner.browser);
    await render(owner.browser, vid);
    const stranger = await signedInUser(server);

    expect((await stranger.browser.get(`/api/user/videos/${vid}/overlays`)).statusCode).toBe(404);
    expect((await stranger.browser.post(`/api/user/videos/${vid}/overlays/mov`)).statusCode).toBe(404);
    expect((await stranger.browser.get(`/api/user/videos/${vid}/overlays/mov/download-url`)).statusCode).toBe(
      404,
    );
  });
});
