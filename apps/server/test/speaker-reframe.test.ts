// The reframe that follows whoever speaks, through the API with the real queue worker, face
// detection and ffmpeg: two people side by side, their turns written as the speaker analysis
// would store them, a 9:16 render following the speaker (checked by the detector and by the
// background behind the face shown), also when asked for while the analysis still ran, and a split
// render with one face in each half.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, renameSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { RenderProgress, SpeakerFace, SpeakerTrack, SpeakerTurn } from '@captionist/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerWorkers } from '../src/jobs/register-workers';
import { detectFaces } from '../src/modules/reframe/face-detection';
import { recordings, videos } from '../src/platform/db/schema';
import { signedInUser } from './support/accounts';
import type { BrowserAgent } from './support/browser-agent';
import { editVersionOf } from './support/edit-version';
import { editedVideo, renderToFile } from './support/rendered-files';
import { startTestServer, type TestServer } from './support/test-runtime';
import { LEFT_COLOUR, makeTwoFacesVideo, RIGHT_COLOUR, TWO_FACES_VIDEO } from './support/two-faces-video';
import { until } from './support/wait-until';

let server: TestServer;
let workDir: string;
let clip: string;
/** The speakers' faces as the analysis gives them: the detector's boxes, s1 the left one. */
let faces: SpeakerFace[];

beforeAll(async () => {
  workDir = mkdtempSync(path.join(os.tmpdir(), 'captionist-speaker-reframe-test-'));
  server = await startTestServer();
  await registerWorkers(server.runtime);
  clip = makeTwoFacesVideo(workDir);
  const samples = await detectFaces(clip, { durationMs: TWO_FACES_VIDEO.durationMs, intervalMs: 500 });
  faces = samples.flatMap((sample) =>
    [...sample.faces]
      .sort((a, b) => a.x - b.x)
      .map((face, i) => ({
        t_ms: sample.t,
        speaker: `s${i + 1}`,
        x: face.x,
        y: face.y,
        w: face.w,
        h: face.h,
      })),
  );
});

afterAll(async () => {
  await server?.close();
  rmSync(workDir, { recursive: true, force: true });
});

const turn = (speaker: string, start_ms: number, end_ms: number): SpeakerTurn => ({
  speaker,
  start_ms,
  end_ms,
});
/** s1 (left), then s2 (right), then s1 again: two changes, too few to split on their own. */
const turns = [turn('s1', 0, 2000), turn('s2', 2000, 4000), turn('s1', 4000, 6000)];

/** The analysis as it ends, both people on screen. */
const doneTrack = (): SpeakerTrack => ({
  status: 'done',
  progress: 100,
  error: null,
  method: 'faces',
  speakers: [
    { id: 's1', on_screen: true },
    { id: 's2', on_screen: true },
  ],
  turns,
  faces,
});

/** Writes the video's speaker analysis as the job stores it. */
async function storeSpeakerTrack(vid: string, track: SpeakerTrack): Promise<void> {
  const { db } = server.runtime.database;
  const [row] = await db.select({ recordingId: videos.recordingId }).from(videos).where(eq(videos.id, vid));
  await db
    .update(recordings)
    .set({ speakerTrack: track })
    .where(eq(recordings.id, row?.recordingId ?? ''));
}

/** The clip uploaded, its speaker analysis stored (done by default), and `reframe` saved. */
async function speakingVideo(browser: BrowserAgent, reframe: object, track = doneTrack()): Promise<string> {
  const vid = await editedVideo(server, browser, clip, {}, [
    { text: 'Hello', start: 200, end: 900 },
    { text: 'there.', start: 2200, end: 2900 },
    { text: 'Again.', start: 4200, end: 4900 },
  ]);
  await storeSpeakerTrack(vid, track);
  const saved = await browser.put(`/api/user/videos/${vid}/edits`, {
    reframe,
    base_version: await editVersionOf(browser, vid),
  });
  expect(saved.statusCode, saved.body).toBe(200);
  return vid;
}

/** The mean colour (r, g, b) of a region of the frame at `ms`. */
function meanColour(file: string, ms: number, region: { x: number; y: number; w: number; h: number }) {
  const rgb = execFileSync('ffmpeg', [
    ...['-v', 'error', '-ss', String(ms / 1000), '-i', file, '-frames:v', '1'],
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

/** Which person's side a region's background is: the left one's red or the right one's blue. */
function sideOf(colour: number[]): 's1' | 's2' | 'neither' {
  const near = (to: readonly number[]) => colour.every((c, i) => Math.abs(c - (to[i] ?? 0)) < 30);
  return near(LEFT_COLOUR) ? 's1' : near(RIGHT_COLOUR) ? 's2' : 'neither';
}

const speakerAt = (ms: number) => turns.find((each) => each.start_ms <= ms && ms < each.end_ms)?.speaker;

/** The 9:16 render keeps the face of whoever speaks in its frame, on every 500 ms sample. */
async function expectFollowsSpeaker(output: string): Promise<void> {
  const seen = await detectFaces(output, { durationMs: TWO_FACES_VIDEO.durationMs, intervalMs: 500 });
  expect(seen.length).toBeGreaterThanOrEqual(11);
  for (const sample of seen) {
    // One face, whole, in the middle half of the 404 px frame, on the speaker's side.
    expect(sample.faces.length, `faces at ${sample.t} ms`).toBe(1);
    const [face] = sample.faces;
    const middle = (face?.x ?? 0) + (face?.w ?? 0) / 2;
    expect(middle, `face at ${sample.t} ms`).toBeGreaterThan(0.25);
    expect(middle, `face at ${sample.t} ms`).toBeLessThan(0.75);
    // A sample on a change of speaker may show either side: the cut is a frame away.
    if (sample.t % 2000 === 0) continue;
    expect(
      sideOf(meanColour(output, sample.t, { x: 0, y: 0, w: 404, h: 100 })),
      `side at ${sample.t} ms`,
    ).toBe(speakerAt(sample.t));
  }
}

describe('a reframe that follows the speaker', () => {
  it('keeps the face of whoever speaks in the 9:16 frame, cutting between them', async () => {
    const { browser } = await signedInUser(server);
    const vid = await speakingVideo(browser, { aspect: '9:16', mode: 'face' });
    const output = path.join(workDir, 'following.mp4');
    renameSync(await renderToFile(server, browser, vid, workDir), output);
    await expectFollowsSpeaker(output);
  });

  it('waits for an analysis still running when the render was asked for, then follows the speaker', async () => {
    const { browser } = await signedInUser(server);
    const running: SpeakerTrack = {
      ...{ status: 'running', progress: 40, error: null, method: null },
      ...{ speakers: [], turns: [], faces: [] },
    };
    const vid = await speakingVideo(browser, { aspect: '9:16', mode: 'face' }, running);
    const rendered = renderToFile(server, browser, vid, workDir);
    await until(
      'the render job to start',
      async (): Promise<RenderProgress> =>
        (await browser.get(`/api/user/videos/${vid}/render-progress`)).json().data,
      (p) => p.status === 'running',
    );
    // The job has read the video by now, its analysis still running, and waits for it.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await storeSpeakerTrack(vid, doneTrack());
    const output = path.join(workDir, 'waited.mp4');
    renameSync(await rendered, output);
    await expectFollowsSpeaker(output);
  });

  it('splits the frame into the two people, the one on the left on top', async () => {
    const { browser } = await signedInUser(server);
    const vid = await speakingVideo(browser, { aspect: '9:16', mode: 'split' });
    const output = path.join(workDir, 'split.mp4');
    renameSync(await renderToFile(server, browser, vid, workDir), output);

    const seen = await detectFaces(output, { durationMs: TWO_FACES_VIDEO.durationMs, intervalMs: 1000 });
    expect(seen.length).toBeGreaterThanOrEqual(5);
    for (const sample of seen) {
      const middles = sample.faces.map((face) => face.y + face.h / 2).sort((a, b) => a - b);
      expect(middles.length, `faces at ${sample.t} ms`).toBe(2);
      expect(middles[0], `top face at ${sample.t} ms`).toBeLessThan(0.5);
      expect(middles[1], `bottom face at ${sample.t} ms`).toBeGreaterThan(0.5);
      // Each half's own background above its face: red (left person) on top, blue below.
      expect(sideOf(meanColour(output, sample.t, { x: 0, y: 0, w: 404, h: 24 }))).toBe('s1');
      expect(sideOf(meanColour(output, sample.t, { x: 0, y: 360, w: 404, h: 24 }))).toBe('s2');
    }
  });
});
