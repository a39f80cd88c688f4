// Remove silences end to end: a clip made of two spoken phrases with a known second of silence
// between them (espeak-ng), its quiet stretches measured from its sound, the pause cut at the
// "fast" pace, and the render checked for length, sound and captions.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { silenceCuts, silenceRules, uncoveredSounds } from '@captionist/captions';
import type { RenderProgress } from '@captionist/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerWorkers } from '../src/jobs/register-workers';
import { frameLevels, quietRangesOf } from '../src/modules/video-edits/quiet-ranges';
import { signedInUser } from './support/accounts';
import type { BrowserAgent } from './support/browser-agent';
import { editVersionOf } from './support/edit-version';
import { uploadMedia } from './support/media-library';
import { startTestServer, type TestServer } from './support/test-runtime';
import { newProject, uploadVideo } from './support/video-uploads';
import { until } from './support/wait-until';

const WIDTH = 480;
const HEIGHT = 640;
const FPS = 25;
const PAUSE_MS = 1000;

let server: TestServer;
let workDir: string;
let clip: Buffer;
/** Where the silence starts and how long the clip runs, ms. */
let firstPhraseMs: number;
let totalMs: number;

const ffmpeg = (args: string[]) => execFileSync('ffmpeg', ['-y', '-v', 'error', ...args]);
const durationMs = (file: string) =>
  Math.round(
    1000 *
      Number(
        execFileSync('ffprobe', ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', file]),
      ),
  );

beforeAll(async () => {
  workDir = mkdtempSync(path.join(os.tmpdir(), 'captionist-cuts-test-'));
  const file = (name: string) => path.join(workDir, name);
  execFileSync('espeak-ng', ['-v', 'en-us', '-s', '160', '-w', file('one.wav'), 'Hello there']);
  execFileSync('espeak-ng', ['-v', 'en-us', '-s', '160', '-w', file('two.wav'), 'Welcome back']);
  ffmpeg(['-i', file('one.wav'), '-ar', '22050', '-ac', '1', file('one-22k.wav')]);
  ffmpeg(['-i', file('two.wav'), '-ar', '22050', '-ac', '1', file('two-22k.wav')]);
  firstPhraseMs = durationMs(file('one-22k.wav'));
  ffmpeg([
    ...['-i', file('one-22k.wav'), '-f', 'lavfi', '-t', String(PAUSE_MS / 1000)],
    ...['-i', 'anullsrc=r=22050:cl=mono', '-i', file('two-22k.wav')],
    ...['-filter_complex', '[0:a][1:a][2:a]concat=n=3:v=0:a=1[a]', '-map', '[a]', file('speech.wav')],
  ]);
  totalMs = durationMs(file('speech.wav'));
  ffmpeg([
    ...['-f', 'lavfi', '-i', `color=c=black:s=${WIDTH}x${HEIGHT}:r=${FPS}`, '-i', file('speech.wav')],
    ...['-t', String(totalMs / 1000), '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p'],
    ...['-c:a', 'aac', file('clip.mp4')],
  ]);
  clip = readFileSync(file('clip.mp4'));
  server = await startTestServer();
  await registerWorkers(server.runtime);
});

afterAll(async () => {
  await server?.close();
  rmSync(workDir, { recursive: true, force: true });
});

/** The clip, uploaded and transcribed, with one word over each phrase: the pause between them is exactly the silence. */
async function spokenVideo(
  browser: BrowserAgent,
): Promise<{ vid: string; words: { text: string; start: number; end: number }[] }> {
  const vid = await transcribedUpload(browser, clip, 'Pauses.mp4');
  const words = [
    { text: 'HELLO', start: 0, end: firstPhraseMs },
    { text: 'WORLD', start: firstPhraseMs + PAUSE_MS, end: totalMs },
  ];
  const saved = await browser.post(`/api/user/videos/${vid}/save-transcription`, {
    words,
    base_version: await editVersionOf(browser, vid),
  });
  expect(saved.statusCode).toBe(200);
  return { vid, words };
}

/** Renders the video and saves the MP4 in the work folder. */
async function renderedMp4(browser: BrowserAgent, vid: string): Promise<string> {
  await browser.post(`/api/user/videos/${vid}/request-render`);
  const progress = await until(
    'the render',
    async () => (await browser.get(`/api/user/videos/${vid}/render-progress`)).json().data as RenderProgress,
    (p) => !['queued', 'running'].includes(p.status),
  );
  expect(progress.status).toBe('done');
  const { url } = (await browser.get(`/api/user/videos/${vid}/download-url`)).json().data;
  const target = new URL(url);
  const output = path.join(workDir, `${vid}.mp4`);
  writeFileSync(
    output,
    (await server.app.inject({ method: 'GET', url: `${target.pathname}${target.search}` })).rawPayload,
  );
  return output;
}

/** A clip uploaded and through transcription, whatever the engine heard. */
async function transcribedUpload(browser: BrowserAgent, bytes: Buffer, name: string) {
  const video = await uploadVideo(server, browser, await newProject(browser), bytes, name);
  await until(
    'transcription',
    async () => (await browser.get(`/api/user/videos/transcription-status/${video.id}`)).json().data.status,
    (status) => status === 'done' || status === 'failed',
  );
  return video.id as string;
}

describe('remove silences', () => {
  it('finds the inserted second of silence in the sound, and nothing of it for another user', async () => {
    const { browser } = await signedInUser(server);
    const { vid } = await spokenVideo(browser);
    const answer = await browser.get(`/api/user/videos/${vid}/quiet-ranges`);
    expect(answer.statusCode).toBe(200);
    const { ranges } = answer.json().data as { ranges: { start_ms: number; end_ms: number }[] };
    console.info(
      `silence at ${firstPhraseMs}–${firstPhraseMs + PAUSE_MS} ms; quiet ranges ${JSON.stringify(ranges)}`,
    );
    expect(
      ranges.some(
        (range) => range.start_ms <= firstPhraseMs + 20 && range.end_ms >= firstPhraseMs + PAUSE_MS - 20,
      ),
    ).toBe(true);
    // Speech is not quiet: nothing long inside either phrase (espeak leaves a quiet tail at the end).
    for (const range of ranges)
      if (
        range.end_ms < totalMs - 20 &&
        (range.end_ms <= firstPhraseMs - 300 || range.start_ms >= firstPhraseMs + PAUSE_MS + 300)
      )
        expect(range.end_ms - range.start_ms).toBeLessThan(300);
    // Cuts that leave nothing, or start past the end, are refused with the field and the reason.
    const refused = await browser.put(`/api/user/videos/${vid}/edits`, {
      cuts: [
        { start_ms: 0, end_ms: totalMs - 200, reason: 'manual' },
        { start_ms: totalMs + 500, end_ms: totalMs + 900, reason: 'manual' },
      ],
      base_version: await editVersionOf(browser, vid),
    });
    expect(refused.statusCode).toBe(422);
    expect(JSON.stringify(refused.json())).toContain('The cuts leave less than 1 second of the video.');
    expect(JSON.stringify(refused.json())).toContain('cuts.1.start_ms');
    const stranger = await signedInUser(server);
    expect((await stranger.browser.get(`/api/user/videos/${vid}/quiet-ranges`)).statusCode).toBe(404);
  });

  it('renders the video shorter by the cut, with no long pause left and the captions of the words spoken', async () => {
    const { browser } = await signedInUser(server);
    const { vid, words } = await spokenVideo(browser);
    const quiet = (await browser.get(`/api/user/videos/${vid}/quiet-ranges`))
      .json()
      .data.ranges.map((range: { start_ms: number; end_ms: number }) => ({
        start: range.start_ms,
        end: range.end_ms,
      }));
    const cuts = silenceCuts(words, quiet, silenceRules.fast, totalMs);
    // The pause between the words, less fast's 60 ms margins (the sound is read in 10 ms frames).
    expect(cuts).toHaveLength(1);
    const [cut] = cuts;
    if (!cut) throw new Error('no cut');
    expect(cut.start).toBe(firstPhraseMs + 60);
    expect(Math.abs(cut.end - (firstPhraseMs + PAUSE_MS - 60))).toBeLessThanOrEqual(10);
    const removedMs = cut.end - cut.start;
    const saved = await browser.put(`/api/user/videos/${vid}/edits`, {
      hook: null,
      music: null,
      broll: [],
      cuts: cuts.map((cut) => ({ start_ms: cut.start, end_ms: cut.end, reason: 'silence' })),
      base_version: await editVersionOf(browser, vid),
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.cuts).toHaveLength(1);
    // One word on screen at a time, so a frame shows the word spoken then.
    const styled = await browser.request({
      method: 'PUT',
      url: `/api/user/videos/${vid}/caption-settings`,
      payload: { settings: { wordsPerGroup: 1 }, base_version: await editVersionOf(browser, vid) },
    });
    expect(styled.statusCode).toBe(200);

    // The subtitle file is timed like the edited video: with the pause gone the two words share a
    // cue, which ends where WORLD now ends.
    const srt = (await browser.get(`/api/user/videos/${vid}/captions.srt`)).body;
    const stamp = (ms: number) => `00:00:0${Math.floor(ms / 1000)},${String(ms % 1000).padStart(3, '0')}`;
    expect(srt).toContain(`00:00:00,000 --> ${stamp(totalMs - removedMs)}\nHELLO WORLD`);

    const output = await renderedMp4(browser, vid);

    // Shorter by the removed time, within a frame (and the AAC encoder's padding).
    const outputMs = durationMs(output);
    console.info(`source ${totalMs} ms, cut ${removedMs} ms, output ${outputMs} ms`);
    expect(Math.abs(outputMs - (totalMs - removedMs))).toBeLessThanOrEqual(1000 / FPS + 30);
    // The second of silence is gone from the sound: what is left of it is the two margins
    // and espeak's own quiet ends of each phrase.
    const source = path.join(workDir, 'clip.mp4');
    const [before = 0, after = 0] = await Promise.all(
      [source, output].map(async (each) => {
        const ranges = quietRangesOf(await frameLevels(each, AbortSignal.timeout(60_000)));
        return Math.max(0, ...ranges.map((range) => range.end - range.start));
      }),
    );
    console.info(`longest quiet: source ${before} ms, output ${after} ms`);
    expect(before).toBeGreaterThanOrEqual(PAUSE_MS);
    expect(after).toBeLessThanOrEqual(before - removedMs + 40);
    // Each word's caption is on screen while it is spoken, the second one where the cut moved it
    // (read as its karaoke sweep ends: a half-swept word is two colours, which OCR misreads).
    expect(captionAt(output, (firstPhraseMs - 80) / 1000)).toBe('HELLO');
    expect(captionAt(output, (totalMs - removedMs - 120) / 1000)).toBe('WORLD');
  });
});

describe('filler sounds no word covers', () => {
  it('finds an "um" spoken in a pause that the transcript leaves out', async () => {
    const file = (name: string) => path.join(workDir, name);
    execFileSync('espeak-ng', ['-v', 'en-us', '-s', '160', '-w', file('um.wav'), 'um']);
    ffmpeg(['-i', file('um.wav'), '-ar', '22050', '-ac', '1', file('um-22k.wav')]);
    const umMs = durationMs(file('um-22k.wav'));
    const gap = ['-f', 'lavfi', '-t', '0.5', '-i', 'anullsrc=r=22050:cl=mono'];
    ffmpeg([
      ...['-i', file('one-22k.wav'), ...gap, '-i', file('um-22k.wav'), ...gap, '-i', file('two-22k.wav')],
      ...[
        '-filter_complex',
        '[0:a][1:a][2:a][3:a][4:a]concat=n=5:v=0:a=1[a]',
        '-map',
        '[a]',
        file('um-speech.wav'),
      ],
    ]);
    const total = durationMs(file('um-speech.wav'));
    ffmpeg([
      ...['-f', 'lavfi', '-i', `color=c=black:s=${WIDTH}x${HEIGHT}:r=${FPS}`, '-i', file('um-speech.wav')],
      ...['-t', String(total / 1000), '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p'],
      ...['-c:a', 'aac', file('um.mp4')],
    ]);
    const { browser } = await signedInUser(server);
    const vid = await transcribedUpload(browser, readFileSync(file('um.mp4')), 'Um.mp4');
    const umStart = firstPhraseMs + 500;
    // The transcript has the two phrases and nothing between them, as Whisper often writes it.
    const words = [
      { text: 'Hello', start: 0, end: firstPhraseMs },
      { text: 'again', start: umStart + umMs + 500, end: total },
    ];
    const quiet = (await browser.get(`/api/user/videos/${vid}/quiet-ranges`))
      .json()
      .data.ranges.map((range: { start_ms: number; end_ms: number }) => ({
        start: range.start_ms,
        end: range.end_ms,
      }));
    const found = uncoveredSounds(words, quiet);
    console.info(
      `"um" at ${umStart}–${umStart + umMs} ms (with espeak's quiet ends); found ${JSON.stringify(found)}`,
    );
    expect(found).toHaveLength(1);
    const [sound] = found;
    // Within the "um" (the sound is read in 10 ms frames).
    expect(sound?.start).toBeGreaterThanOrEqual(umStart - 10);
    expect(sound?.end).toBeLessThanOrEqual(umStart + umMs + 10);
    expect((sound?.end ?? 0) - (sound?.start ?? 0)).toBeGreaterThan(100);
  });
});

describe('music ducking', () => {
  it('lowers the music under speech by the set depth and lifts it again in the pause', async () => {
    const file = (name: string) => path.join(workDir, name);
    // A silent clip: all the render's sound is the music.
    ffmpeg([
      ...['-f', 'lavfi', '-i', `color=c=black:s=${WIDTH}x${HEIGHT}:r=${FPS}`],
      ...['-f', 'lavfi', '-i', 'anullsrc=r=44100:cl=mono', '-t', '4'],
      ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', file('quiet.mp4')],
    ]);
    ffmpeg(['-f', 'lavfi', '-i', 'sine=frequency=440:duration=5', file('tone.wav')]);
    const { browser } = await signedInUser(server);
    const vid = await transcribedUpload(browser, readFileSync(file('quiet.mp4')), 'Quiet.mp4');
    const saved = await browser.post(`/api/user/videos/${vid}/save-transcription`, {
      words: [
        { text: 'HELLO', start: 800, end: 1600 },
        { text: 'WORLD', start: 1700, end: 2200 },
      ],
      base_version: await editVersionOf(browser, vid),
    });
    expect(saved.statusCode).toBe(200);
    const tone = await uploadMedia(server, browser, 'tone.wav', readFileSync(file('tone.wav')), 'audio/wav');
    const edits = await browser.put(`/api/user/videos/${vid}/edits`, {
      music: { audio_id: tone.id, volume: 0.5, duck: true, duck_db: 12 },
      base_version: await editVersionOf(browser, vid),
    });
    expect(edits.statusCode).toBe(200);

    const output = await renderedMp4(browser, vid);

    const levels = await frameLevels(output, AbortSignal.timeout(60_000));
    const mean = (from: number, to: number) => {
      const frames = Array.from(levels.subarray(from / 10, to / 10));
      return frames.reduce((sum, level) => sum + level, 0) / frames.length;
    };
    const underSpeech = mean(1000, 2000);
    const inPause = mean(2600, 3800);
    console.info(`music under speech ${underSpeech.toFixed(1)} dB, in the pause ${inPause.toFixed(1)} dB`);
    expect(inPause - underSpeech).toBeGreaterThan(11);
    expect(inPause - underSpeech).toBeLessThan(13);
  });
});

describe('punch-in zooms', () => {
  it('zooms the picture in from its centre through the moment, and not outside it', async () => {
    const file = (name: string) => path.join(workDir, name);
    ffmpeg([
      ...['-f', 'lavfi', '-i', `testsrc2=size=${WIDTH}x${HEIGHT}:rate=${FPS}`],
      ...['-f', 'lavfi', '-i', 'anullsrc=r=44100:cl=mono', '-t', '4'],
      ...[
        '-c:v',
        'libx264',
        '-preset',
        'ultrafast',
        '-crf',
        '12',
        '-pix_fmt',
        'yuv420p',
        '-c:a',
        'aac',
        file('pattern.mp4'),
      ],
    ]);
    const { browser } = await signedInUser(server);
    const vid = await transcribedUpload(browser, readFileSync(file('pattern.mp4')), 'Pattern.mp4');
    const edits = await browser.put(`/api/user/videos/${vid}/edits`, {
      zooms: [{ start_ms: 1000, end_ms: 3000, scale: 1.2 }],
      base_version: await editVersionOf(browser, vid),
    });
    expect(edits.statusCode).toBe(200);
    const output = await renderedMp4(browser, vid);

    // The top half of a grey frame (the captions sit lower), as raw bytes.
    const top = (mp4: string, seconds: number, zoom?: number) =>
      execFileSync('ffmpeg', [
        ...['-v', 'error', '-ss', String(seconds), '-i', mp4, '-frames:v', '1', '-vf'],
        `${zoom ? `scale=iw*${zoom}:-2,crop=${WIDTH}:${HEIGHT},` : ''}crop=${WIDTH}:${HEIGHT / 2}:0:0,format=gray`,
        ...['-f', 'rawvideo', 'pipe:1'],
      ]);
    const distance = (a: Buffer, b: Buffer) => {
      let sum = 0;
      for (let i = 0; i < a.length; i++) sum += Math.abs((a[i] ?? 0) - (b[i] ?? 0));
      return sum / a.length;
    };
    const source = file('pattern.mp4');
    const before = distance(top(output, 0.5), top(source, 0.5));
    const heldPlain = distance(top(output, 2), top(source, 2));
    const heldZoomed = distance(top(output, 2), top(source, 2, 1.2));
    console.info(
      `mean grey distance: at 0.5 s to the source ${before.toFixed(1)}; at 2 s to the source ${heldPlain.toFixed(1)}, to it zoomed 1.2× ${heldZoomed.toFixed(1)}`,
    );
    expect(before).toBeLessThan(6);
    expect(heldZoomed).toBeLessThan(6);
    expect(heldPlain).toBeGreaterThan(3 * heldZoomed);
  });
});

/** The caption tesseract reads in the caption band of the frame at `seconds`. */
function captionAt(output: string, seconds: number): string {
  const band = path.join(workDir, 'band.png');
  ffmpeg([
    ...['-ss', String(seconds), '-i', output, '-frames:v', '1'],
    ...[
      '-vf',
      `crop=${WIDTH}:${Math.round(HEIGHT * 0.35)}:0:${Math.round(HEIGHT * 0.55)},format=gray,negate,scale=${WIDTH * 2}:-1`,
      band,
    ],
  ]);
  return execFileSync('tesseract', [band, '-', '--psm', '7'], { stdio: ['ignore', 'pipe', 'ignore'] })
    .toString()
    .trim();
}
