// Speaker turns from the sound alone on conversations of espeak-ng voices (support/voices-audio.ts)
// decoded by ffmpeg: two and three voices told apart, one voice kept one, nothing where nobody
// speaks, the sound of parts of a file, and clear failures for a file without sound. Needs no
// database.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIO_RATE, readAudio } from '../src/modules/speakers/audio-samples';
import { speechError } from '../src/modules/speakers/speech-turns';
import { voiceTurns } from '../src/modules/speakers/voice-turns';
import { ToolError } from '../src/platform/media/run-tool';
import { makeConversation, type VoiceConversation, videoWithoutSound } from './support/voices-audio';

/** The most the turns found may be off: missed speech, speech found in pauses and wrong voices. */
const MAX_ERROR = 0.2;

let dir: string;
let twoVoices: VoiceConversation;
let threeVoices: VoiceConversation;
let oneVoice: VoiceConversation;

beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'captionist-voices-'));
  twoVoices = makeConversation(dir, 'two', {
    voices: ['en-us', 'en+f2'],
    durationMs: 30_000,
    seed: 1,
    format: 'm4a',
  });
  threeVoices = makeConversation(dir, 'three', {
    voices: ['en+m3', 'en-gb-x-rp+f4', 'en-029+m7'],
    durationMs: 40_000,
    seed: 2,
  });
  oneVoice = makeConversation(dir, 'one', { voices: ['en-gb-scotland+m1'], durationMs: 20_000, seed: 3 });
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

const speakers = (turns: { speaker: number }[]) => new Set(turns.map((t) => t.speaker)).size;

describe('voiceTurns on real speech', () => {
  it('tells two voices apart in an M4A file', async () => {
    const turns = voiceTurns(await readAudio(twoVoices.file), AUDIO_RATE);
    expect(speakers(turns)).toBe(2);
    expect(speechError(turns, twoVoices.turns)).toBeLessThanOrEqual(MAX_ERROR);
  });

  it('tells three voices apart', async () => {
    const turns = voiceTurns(await readAudio(threeVoices.file), AUDIO_RATE);
    expect(speakers(turns)).toBe(3);
    expect(speechError(turns, threeVoices.turns)).toBeLessThanOrEqual(MAX_ERROR);
  });

  it('hears one voice as one speaker', async () => {
    const turns = voiceTurns(await readAudio(oneVoice.file), AUDIO_RATE);
    expect(speakers(turns)).toBe(1);
    expect(speechError(turns, oneVoice.turns)).toBeLessThanOrEqual(MAX_ERROR);
  });

  it('finds no turns in a room where nobody speaks', async () => {
    const room = path.join(dir, 'room.wav');
    execFileSync('ffmpeg', [
      '-y',
      '-v',
      'error',
      '-f',
      'lavfi',
      '-i',
      'anoisesrc=color=pink:amplitude=0.003:duration=5',
      room,
    ]);
    expect(voiceTurns(await readAudio(room), AUDIO_RATE)).toEqual([]);
  });
});

describe('readAudio', () => {
  it('reads parts of a file one after another, each exactly its length', async () => {
    const whole = await readAudio(twoVoices.file);
    const ranges = [
      { start: 1000, end: 2000 },
      { start: 5000, end: 5500 },
    ];
    const parts = await readAudio(twoVoices.file, { ranges });
    expect(parts.length).toBe(1.5 * AUDIO_RATE);
    // The same sound as the whole file's at those times (to within the codec's frame edges).
    const at = (samples: Float32Array, from: number) => samples.subarray(from + 800, from + 1600);
    const difference = at(parts, AUDIO_RATE).reduce(
      (sum, x, i) => sum + Math.abs(x - (at(whole, 5 * AUDIO_RATE)[i] ?? 0)),
      0,
    );
    const level = at(whole, 5 * AUDIO_RATE).reduce((sum, x) => sum + Math.abs(x), 0);
    expect(difference).toBeLessThan(level * 0.05);
  });

  it('fails with a ToolError for a file without sound', async () => {
    await expect(readAudio(videoWithoutSound(dir))).rejects.toBeInstanceOf(ToolError);
  });

  it('stops when aborted', async () => {
    const controller = new AbortController();
    controller.abort(new Error('stopped'));
    await expect(readAudio(twoVoices.file, { signal: controller.signal })).rejects.toThrow('stopped');
  });
});
