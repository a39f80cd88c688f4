// Quiet ranges in real recordings: the JFK sample's pauses under its own hiss, and two spoken
// phrases (espeak-ng) around a planted second of silence with white noise mixed in at 40, 30 and
// 20 dB below the speech, compared with the same phrases clean.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { frameLevels, type QuietRange, quietRangesOf } from './quiet-ranges';

const JFK = path.resolve(
  __dirname,
  '../../../../../node_modules/nodejs-whisper/cpp/whisper.cpp/bindings/go/samples/jfk.wav',
);
const PAUSE_MS = 1000;

let workDir: string;
let speech: string;
/** Where the planted pause starts, ms. */
let pauseStart: number;

const ffmpeg = (args: string[]) =>
  execFileSync('ffmpeg', ['-y', '-v', 'error', ...args], { encoding: 'utf8' });
const quietRanges = async (file: string) =>
  quietRangesOf(await frameLevels(file, AbortSignal.timeout(30_000)));
const covering = (ranges: QuietRange[], start: number, end: number) =>
  ranges.find((range) => range.start <= start && range.end >= end);

beforeAll(() => {
  workDir = mkdtempSync(path.join(os.tmpdir(), 'captionist-quiet-test-'));
  const file = (name: string) => path.join(workDir, name);
  const phrases: [string, string][] = [
    ['one', 'Hello there my friends'],
    ['two', 'Welcome back to the show'],
  ];
  for (const [name, text] of phrases) {
    execFileSync('espeak-ng', ['-v', 'en-us', '-s', '160', '-w', file(`${name}-22k.wav`), text]);
    ffmpeg(['-i', file(`${name}-22k.wav`), '-ar', '16000', '-ac', '1', file(`${name}.wav`)]);
  }
  const probe = ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', file('one.wav')];
  pauseStart = Math.round(1000 * Number(execFileSync('ffprobe', probe)));
  speech = file('speech.wav');
  ffmpeg([
    ...['-i', file('one.wav'), '-f', 'lavfi', '-t', String(PAUSE_MS / 1000)],
    ...['-i', 'anullsrc=r=16000:cl=mono', '-i', file('two.wav')],
    ...['-filter_complex', '[0:a][1:a][2:a]concat=n=3:v=0:a=1[a]', '-map', '[a]', speech],
  ]);
});

afterAll(() => rmSync(workDir, { recursive: true, force: true }));

/** The speech with white noise mixed in this many dB below its mean level. */
function withNoise(belowSpeechDb: number): string {
  const { stderr } = spawnSync(
    'ffmpeg',
    ['-v', 'info', '-i', speech, '-af', 'volumedetect', '-f', 'null', '-'],
    {
      encoding: 'utf8',
    },
  );
  const mean = Number(/mean_volume: (-?[\d.]+) dB/.exec(stderr)?.[1]);
  // White noise of amplitude a has an RMS of a / √3.
  const amplitude = 10 ** ((mean - belowSpeechDb) / 20) * Math.sqrt(3);
  const noisy = path.join(workDir, `noisy-${belowSpeechDb}.wav`);
  ffmpeg([
    ...['-i', speech, '-f', 'lavfi', '-i', `anoisesrc=r=16000:c=white:a=${amplitude}:seed=1`],
    ...['-filter_complex', '[0:a][1:a]amix=inputs=2:duration=first:normalize=0', noisy],
  ]);
  return noisy;
}

describe('quiet ranges', () => {
  it('finds the pauses of the JFK recording under its hiss', async () => {
    const ranges = await quietRanges(JFK);
    // "…my fellow Americans, [1.1 s] ask not…" and "…ask not [1.1 s] what your country…"
    expect(covering(ranges, 2250, 3250), JSON.stringify(ranges)).toBeDefined();
    expect(covering(ranges, 4350, 5400), JSON.stringify(ranges)).toBeDefined();
  });

  it.each([40, 30, 20])(
    'finds the planted pause with noise %i dB below the speech, and cuts no speech',
    async (db) => {
      const clean = await quietRanges(speech);
      const noisy = await quietRanges(withNoise(db));
      const pause = covering(noisy, pauseStart + 20, pauseStart + PAUSE_MS - 20);
      expect(pause, `pause at ${pauseStart} ms; quiet ${JSON.stringify(noisy)}`).toBeDefined();
      // Everything quiet under the noise is quiet in the clean speech too (within a frame or so at
      // each end): the noise hides no word.
      for (const range of noisy)
        expect(
          clean.some((quiet) => quiet.start <= range.start + 30 && quiet.end >= range.end - 30),
          `${JSON.stringify(range)} is sound in the clean speech ${JSON.stringify(clean)}`,
        ).toBe(true);
    },
  );
});
