// Reframe and output size through the API with the real queue worker, face detection, ffmpeg and
// libass: the face search as a job, a 9:16 render that keeps a moving face in its crop, a centre
// crop and a fit over a blurred copy checked by their pixels, a chosen resolution and frame rate,
// and a 4K 60 fps source kept at its own size and rate.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, renameSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerWorkers } from '../src/jobs/register-workers';
import { detectFaces } from '../src/modules/reframe/face-detection';
import { signedInUser } from './support/accounts';
import type { BrowserAgent } from './support/browser-agent';
import { editVersionOf } from './support/edit-version';
import { FACE_VIDEO, makeFaceVideo } from './support/face-video';
import { editedVideo, renderToFile } from './support/rendered-files';
import { startTestServer, type TestServer } from './support/test-runtime';
import type { UploadOptions } from './support/video-uploads';
import { until } from './support/wait-until';

let server: TestServer;
let workDir: string;

beforeAll(async () => {
  workDir = mkdtempSync(path.join(os.tmpdir(), 'captionist-reframe-test-'));
  server = await startTestServer();
  await registerWorkers(server.runtime);
});

afterAll(async () => {
  await server?.close();
  rmSync(workDir, { recursive: true, force: true });
});

const reframedVideo = (
  browser: BrowserAgent,
  file: string,
  edits: object,
  words?: { text: string; start: number; end: number }[],
  upload?: UploadOptions,
) => editedVideo(server, browser, file, edits, words, upload);

/** Renders the video and returns the MP4's path. */
const render = (browser: BrowserAgent, vid: string) => renderToFile(server, browser, vid, workDir);

const sizeOf = (file: string) => {
  const [width, height] = execFileSync('ffprobe', [
    ...[
      '-v',
      'error',
      '-select_streams',
      'v:0',
      '-show_entries',
      'stream=width,height',
      '-of',
      'csv=p=0',
      file,
    ],
  ])
    .toString()
    .trim()
    .split(',')
    .map(Number);
  return { width: width ?? 0, height: height ?? 0 };
};

const frameRate = (file: string) =>
  execFileSync('ffprobe', [
    ...[
      '-v',
      'error',
      '-select_streams',
      'v:0',
      '-show_entries',
      'stream=r_frame_rate',
      '-of',
      'csv=p=0',
      file,
    ],
  ])
    .toString()
    .trim();

/** The mean colour (r, g, b) of a region of the frame at `seconds`. */
function meanColour(file: string, seconds: number, region: { x: number; y: number; w: number; h: number }) {
  const rgb = execFileSync('ffmpeg', [
    ...['-v', 'error', '-ss', String(seconds), '-i', file, '-frames:v', '1'],
    ...[
      '-vf',
      `crop=${region.w}:${region.h}:${region.x}:${region.y}`,
      '-f',
      'rawvideo',
      '-pix_fmt',
      'rgb24',
      '-',
    ],
  ]);
  const sum = [0, 0, 0];
  for (let i = 0; i < rgb.length; i++) sum[i % 3] = (sum[i % 3] ?? 0) + (rgb[i] ?? 0);
  return sum.map((total) => total / (rgb.length / 3));
}

describe('reframing a video', () => {
  it('finds the faces as a job and renders 9:16 with the moving face inside the crop on every sampled frame', async () => {
    const { browser } = await signedInUser(server);
    const clip = makeFaceVideo(workDir);
    const vid = await reframedVideo(browser, clip.file, { reframe: { aspect: '9:16', mode: 'face' } });

    expect((await browser.post(`/api/user/videos/${vid}/find-faces`)).statusCode).toBe(200);
    const track = await until(
      'the face search',
      async () => (await browser.get(`/api/user/videos/${vid}/faces`)).json().data,
      (t) => t.status === 'done' || t.status === 'failed',
    );
    expect(track.status).toBe('done');
    const seen = track.samples.filter((s: { faces: unknown[] }) => s.faces.length > 0);
    expect(seen.length).toBeGreaterThanOrEqual(track.samples.length - 1);

    const output = await render(browser, vid);
    // 720 × 9/16 = 405 → the largest even 9:16 crop of the 1280×720 source.
    expect(sizeOf(output)).toEqual({ width: 404, height: 720 });
    // The detector finds the face in the reframed video, whole, on every sample.
    const faces = await detectFaces(output, { durationMs: FACE_VIDEO.durationMs, intervalMs: 500 });
    expect(faces.length).toBeGreaterThanOrEqual(10);
    for (const sample of faces) {
      expect(sample.faces.length, `a face at ${sample.t} ms`).toBeGreaterThanOrEqual(1);
      const [face] = sample.faces;
      expect(face?.x).toBeGreaterThanOrEqual(0);
      expect((face?.x ?? 0) + (face?.w ?? 0)).toBeLessThanOrEqual(1);
    }
  });

  it('finds the faces inside a face-following render asked for before any search, and keeps them', async () => {
    const { browser } = await signedInUser(server);
    const clip = makeFaceVideo(workDir);
    const vid = await reframedVideo(browser, clip.file, { reframe: { aspect: '9:16', mode: 'face' } });
    expect((await browser.get(`/api/user/videos/${vid}/faces`)).json().data.status).toBe('none');

    const output = await render(browser, vid);
    expect(sizeOf(output)).toEqual({ width: 404, height: 720 });
    // The render's search is the video's from now on: the editor and the next render reuse it.
    const track = (await browser.get(`/api/user/videos/${vid}/faces`)).json().data;
    expect(track.status).toBe('done');
    expect(
      track.samples.filter((s: { faces: unknown[] }) => s.faces.length > 0).length,
    ).toBeGreaterThanOrEqual(track.samples.length - 1);
  });

  it('searches a clip’s own range for faces, and the rest of its recording only when a video shows it', async () => {
    const { browser } = await signedInUser(server);
    const recording = makeFaceVideo(workDir);
    const whole = await reframedVideo(
      browser,
      recording.file,
      { reframe: { aspect: '9:16', mode: 'face' } },
      [
        { text: 'HELLO', start: 200, end: 900 },
        { text: 'THERE.', start: 2600, end: 5800 },
      ],
    );
    const accepted = await browser.post(`/api/user/videos/${whole}/clips/accept`, {
      clips: [{ start_ms: 2600, end_ms: 6000, title: 'The second half' }],
      recipe: { vertical: true, hook_from_title: false },
    });
    expect(accepted.statusCode, accepted.body).toBe(201);
    const clip: string = accepted.json().data.videos[0].id;
    const faces = async (vid: string) => (await browser.get(`/api/user/videos/${vid}/faces`)).json().data;
    const times = (track: { samples: { t_ms: number }[] }) => track.samples.map((s) => s.t_ms);

    // The clip's render finds the faces of its range alone (from the sample grid's 2500 ms).
    expect(sizeOf(await render(browser, clip))).toEqual({ width: 404, height: 720 });
    const ofClip = await faces(clip);
    expect(ofClip.status).toBe('done');
    expect(times(ofClip)).toEqual([2500, 3000, 3500, 4000, 4500, 5000, 5500]);
    // The whole recording's video needs the rest: not done for it, until its own search.
    expect((await faces(whole)).status).toBe('none');
    expect((await browser.post(`/api/user/videos/${whole}/find-faces`)).statusCode).toBe(200);
    const ofWhole = await until(
      'the search of the rest',
      () => faces(whole),
      (t) => t.status === 'done' || t.status === 'failed',
    );
    expect(ofWhole.status).toBe('done');
    expect(times(ofWhole)).toEqual(Array.from({ length: 12 }, (_, i) => i * 500));
    expect(
      ofWhole.samples.filter((s: { faces: unknown[] }) => s.faces.length > 0).length,
    ).toBeGreaterThanOrEqual(11);
    // Asking again searches nothing more: both are done at once.
    expect((await browser.post(`/api/user/videos/${clip}/find-faces`)).json().data.status).toBe('done');
  });

  it('searches the faces of a long recording’s clips as they are found, and only theirs', async () => {
    const { browser } = await signedInUser(server);
    const recording = makeFaceVideo(workDir);
    const words = 'Faces matter. This part is about faces in a clip.'.split(' ');
    const talk = await reframedVideo(
      browser,
      recording.file,
      { reframe: { aspect: '9:16', mode: 'face' } },
      words.map((text, i) => ({ text, start: 2000 + i * 400, end: 2300 + i * 400 })),
      { longRecording: true },
    );
    const found = await browser.post(`/api/user/videos/${talk}/clips/find`, {
      length: 'custom',
      min_seconds: 3,
      max_seconds: 4,
      count: 1,
    });
    expect(found.statusCode, found.body).toBe(200);
    const [clip] = found.json().data.clips;
    const track = await until(
      'the search ahead',
      async () => (await browser.get(`/api/user/videos/${talk}/faces`)).json().data,
      (t) => t.status !== 'queued' && t.status !== 'running',
    );
    // Searched: the clip's range on the sample grid, not the rest of the recording.
    const times = track.samples.map((s: { t_ms: number }) => s.t_ms);
    expect(times.length).toBeGreaterThanOrEqual(6);
    expect(Math.min(...times)).toBe(Math.floor(clip.start_ms / 500) * 500);
    expect(Math.max(...times)).toBeLessThan(clip.end_ms);
    expect(track.samples.every((s: { faces: unknown[] }) => s.faces.length === 1)).toBe(true);
    // The recording is not all searched, so the video over all of it still needs the rest.
    expect(track.status).toBe('none');
  });

  it('grows a punch-in from the face the crop follows: the face keeps its place and grows', async () => {
    const { browser } = await signedInUser(server);
    // A face held still near the right edge: the square crop (720 of 1280 px) stops at the
    // frame's edge with the face about three quarters of the way across it.
    const clip = makeFaceVideo(workDir, { name: 'face-right.mp4', stillAt: 0.85 });
    const reframe = { aspect: '1:1', mode: 'face' };
    const vid = await reframedVideo(browser, clip.file, { reframe });
    expect((await browser.post(`/api/user/videos/${vid}/find-faces`)).statusCode).toBe(200);
    await until(
      'the face search',
      async () => (await browser.get(`/api/user/videos/${vid}/faces`)).json().data.status,
      (status) => status === 'done',
    );
    // Each download of the video is saved under its id: keep the first apart.
    const still = path.join(workDir, 'still.mp4');
    renameSync(await render(browser, vid), still);
    const zoomed = await browser.put(`/api/user/videos/${vid}/edits`, {
      reframe,
      zooms: [{ start_ms: 1500, end_ms: 4500, scale: 1.25 }],
      base_version: await editVersionOf(browser, vid),
    });
    expect(zoomed.statusCode).toBe(200);
    const punched = await render(browser, vid);

    // The face on the frames held at 1.25× (from 1.7 s to 4.35 s), in both renders.
    const held = async (file: string) =>
      (await detectFaces(file, { durationMs: FACE_VIDEO.durationMs, intervalMs: 250 })).flatMap((sample) =>
        sample.t >= 1750 && sample.t <= 4250 && sample.faces[0]
          ? [{ t: sample.t, face: sample.faces[0] }]
          : [],
      );
    const before = await held(still);
    const after = await held(punched);
    expect(before.length).toBeGreaterThanOrEqual(8);
    const centre = (face: { x: number; y: number; w: number; h: number }) => ({
      x: face.x + face.w / 2,
      y: face.y + face.h / 2,
    });
    for (const { t, face } of after) {
      const plain = before.find((sample) => sample.t === t)?.face;
      if (!plain) continue;
      // A quarter bigger, its centre where it was (a pixel is 0.0014 of the width): a zoom about
      // the frame's centre would move it by a quarter of its distance from the centre, 0.06.
      expect(face.w / plain.w, `size at ${t} ms`).toBeGreaterThan(1.15);
      expect(Math.abs(centre(face).x - centre(plain).x), `x at ${t} ms`).toBeLessThan(0.03);
      expect(Math.abs(centre(face).y - centre(plain).y), `y at ${t} ms`).toBeLessThan(0.03);
    }
  });

  it('crops the centre, fits the whole picture over a blurred copy of itself, and sizes the output', async () => {
    const { browser } = await signedInUser(server);
    // Red, green and blue thirds: the centre crop is all green, the fit shows all three.
    const source = path.join(workDir, 'thirds.mp4');
    execFileSync('ffmpeg', [
      ...['-y', '-v', 'error', '-f', 'lavfi', '-i', 'color=c=red:s=640x360:r=25:d=2'],
      ...['-f', 'lavfi', '-i', 'sine=frequency=300:duration=2'],
      ...[
        '-vf',
        'drawbox=x=214:y=0:w=212:h=360:color=lime:t=fill,drawbox=x=426:y=0:w=214:h=360:color=blue:t=fill',
      ],
      ...['-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-c:a', 'aac', source],
    ]);
    const centre = await render(
      browser,
      await reframedVideo(browser, source, { reframe: { aspect: '9:16', mode: 'centre' } }),
    );
    expect(sizeOf(centre)).toEqual({ width: 202, height: 360 });
    const [r, g, b] = meanColour(centre, 1.5, { x: 0, y: 0, w: 202, h: 100 });
    expect(g).toBeGreaterThan(200);
    expect((r ?? 0) + (b ?? 0)).toBeLessThan(40);

    const fill = await render(
      browser,
      await reframedVideo(browser, source, { reframe: { aspect: '9:16', mode: 'fill' } }),
    );
    expect(sizeOf(fill)).toEqual({ width: 360, height: 640 });
    // The picture fitted in the middle (360×202 from y 219): its thirds side by side.
    expect(meanColour(fill, 1.5, { x: 10, y: 300, w: 60, h: 40 })[0]).toBeGreaterThan(200);
    expect(meanColour(fill, 1.5, { x: 290, y: 300, w: 60, h: 40 })[2]).toBeGreaterThan(200);
    // Above it, the blurred copy: coloured, not black, and softer than the sharp edges below.
    const band = meanColour(fill, 1.5, { x: 0, y: 20, w: 360, h: 100 });
    expect(Math.max(...band)).toBeGreaterThan(60);

    // At 720p and 60 fps: the 202×360 crop scaled to a 9:16 720×1280, its frames repeated.
    const sized = await render(
      browser,
      await reframedVideo(browser, source, {
        reframe: { aspect: '9:16', mode: 'centre' },
        output: { resolution: '720p', fps: '60' },
      }),
    );
    expect(sizeOf(sized)).toEqual({ width: 720, height: 1280 });
    expect(frameRate(sized)).toBe('60/1');
    expect(meanColour(sized, 1.5, { x: 0, y: 0, w: 720, h: 300 })[1]).toBeGreaterThan(200);
  });

  it('renders a 3840×2160 60 fps source at its own size and rate', async () => {
    const { browser } = await signedInUser(server);
    const source = path.join(workDir, 'uhd.mp4');
    execFileSync('ffmpeg', [
      ...['-y', '-v', 'error', '-f', 'lavfi', '-i', 'testsrc2=size=3840x2160:rate=60:duration=1'],
      ...['-f', 'lavfi', '-i', 'sine=frequency=300:duration=1'],
      ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', source],
    ]);
    const output = await render(browser, await reframedVideo(browser, source, {}));
    expect(sizeOf(output)).toEqual({ width: 3840, height: 2160 });
    expect(frameRate(output)).toBe('60/1');
  });
});
