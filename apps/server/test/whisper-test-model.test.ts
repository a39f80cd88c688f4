// Real whisper.cpp (whisper-cli) on generated test models: whatever the audio, it transcribes the
// scripted segments at the scripted times, detects the scripted language, and loads a
// vocabulary-only file as an empty model.
import { execFile, execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WHISPER_CLI, whisperCliMissing } from './support/whisper-cli';
import {
  type ScriptedSegment,
  type TestModelOptions,
  writeWhisperTestModel,
} from './support/whisper-test-model';

const noCli = whisperCliMissing();
const cli = noCli ? undefined : WHISPER_CLI;

const SCRIPT: ScriptedSegment[] = [
  { startMs: 0, endMs: 1000, tokens: [' Hello', ' wor', 'ld'] },
  { startMs: 1500, endMs: 3200, tokens: [' This', ' is', ' a', ' test'] },
];

interface CliToken {
  text: string;
  id: number;
  p: number;
  offsets: { from: number; to: number };
}
interface CliOutput {
  result: { language: string };
  transcription: { text: string; offsets: { from: number; to: number }; tokens: CliToken[] }[];
}

let dir: string;
const file = (name: string) => path.join(dir, name);
/** 16 kHz mono WAVs: silence, espeak-ng speech (other words than the script's), noise. */
const clips = { silence5: '', speech12: '', noise25: '', silence32: '', silence45: '' };

async function model(name: string, options: TestModelOptions): Promise<string> {
  await writeWhisperTestModel(file(name), { segments: SCRIPT, ...options });
  return file(name);
}

function clip(name: string, seconds: number, input: string[]): string {
  const out = file(`${name}.wav`);
  const output = ['-t', String(seconds), '-ar', '16000', '-ac', '1', out];
  execFileSync('ffmpeg', [...['-y', '-v', 'error'], ...input, ...output]);
  return out;
}

/** Greedy decoding unless the arguments ask for a beam (whisper-cli's own default is -bs 5). */
async function transcribe(modelPath: string, wav: string, ...args: string[]) {
  const base = `${wav}-${path.basename(modelPath)}`;
  const { stderr } = await promisify(execFile)(cli ?? 'whisper-cli', [
    ...['-m', modelPath, '-f', wav, '-ojf', '-of', base, '-t', '2', '-bs', '1', ...args],
  ]);
  return { stderr, output: JSON.parse(await readFile(`${base}.json`, 'utf8')) as CliOutput };
}

function expectScript(output: CliOutput, script = SCRIPT) {
  expect(output.transcription.map((s) => [s.offsets.from, s.offsets.to, s.text])).toEqual(
    script.map((s) => [s.startMs, s.endMs, s.tokens.join('')]),
  );
  output.transcription.forEach((segment, i) => {
    const text = segment.tokens.filter((t) => !/^\[_/.test(t.text));
    expect(text.map((t) => t.text)).toEqual(script[i]?.tokens);
    let previousEnd = segment.offsets.from;
    for (const token of segment.tokens) {
      expect(token.p).toBeGreaterThan(0.999);
      expect(token.offsets.from).toBeGreaterThanOrEqual(previousEnd);
      expect(token.offsets.to).toBeLessThanOrEqual(segment.offsets.to);
      previousEnd = token.offsets.to;
    }
  });
}

describe.skipIf(!cli)(`whisper-cli on generated test models${cli ? '' : ` (skipped: ${noCli})`}`, () => {
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'captionist-whisper-model-'));
    execFileSync('espeak-ng', ['-w', file('espeak.wav'), 'Completely different words are spoken here.']);
    const silence = ['-f', 'lavfi', '-i', 'anullsrc'];
    clips.silence5 = clip('silence5', 5, silence);
    clips.speech12 = clip('speech12', 12, ['-i', file('espeak.wav'), '-af', 'apad']);
    clips.noise25 = clip('noise25', 25, ['-f', 'lavfi', '-i', 'anoisesrc=a=0.3']);
    clips.silence32 = clip('silence32', 32, silence);
    clips.silence45 = clip('silence45', 45, silence);
  });

  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('writes a micro q8_0 model of about 4 MB in well under a second', async () => {
    const started = performance.now();
    const micro = await model('micro.bin', {});
    expect(performance.now() - started).toBeLessThan(500);
    expect((await stat(micro)).size).toBeGreaterThan(4e6);
    expect((await stat(micro)).size).toBeLessThan(5e6);
  });

  it('transcribes the script at the scripted times from 5 to 25 s of any audio, greedy or beam', async () => {
    const micro = await model('micro.bin', {});
    for (const wav of [clips.silence5, clips.speech12, clips.noise25]) {
      // Greedy, then as our engine runs it: a beam of 5, non-speech tokens suppressed.
      for (const decoding of [[], ['-bs', '5', '-bo', '5', '-p', '1', '--suppress-nst']]) {
        const { output } = await transcribe(micro, wav, '-l', 'en', ...decoding);
        expect(output.result.language).toBe('en');
        expectScript(output);
      }
    }
  });

  it('shows the scripted tokens with their ids, the timestamp tokens named by whisper.cpp', async () => {
    const { output } = await transcribe(await model('micro.bin', {}), clips.silence5, '-l', 'en');
    expect(output.transcription.map((s) => s.tokens.map((t) => [t.text, t.id]))).toEqual([
      [
        ['[_BEG_]', 50363],
        [' Hello', 1000],
        [' wor', 1001],
        ['ld', 1002],
        ['[_TT_50]', 50413],
      ],
      // <|1.50|>, which starts the second segment, belongs to neither segment's tokens.
      [
        [' This', 1003],
        [' is', 1004],
        [' a', 1005],
        [' test', 1006],
        ['[_TT_160]', 50523],
      ],
    ]);
  });

  it('decodes later windows with context as no speech, and repeats the script in a last one under 5 s', async () => {
    const micro = await model('micro.bin', {});
    expectScript((await transcribe(micro, clips.silence45, '-l', 'en')).output);
    const { output } = await transcribe(micro, clips.silence32, '-l', 'en');
    expect(output.transcription.map((s) => s.offsets.from)).toEqual([0, 1500, 30_000, 31_500]);
  });

  it('makes a multilingual model detect the scripted language', async () => {
    const multilingual = await model('de.bin', { multilingual: true, detectedLanguage: 'de' });
    const { output } = await transcribe(multilingual, clips.silence5, '-l', 'auto');
    expect(output.result.language).toBe('de');
    expectScript(output);
    const english = await transcribe(multilingual, clips.silence5, '-l', 'en');
    expect(english.output.result.language).toBe('en');
    expectScript(english.output);
  });

  it('scripts many segments with repeated, UTF-8 and bracketed tokens in an f16 model', async () => {
    const words = [' the', ' Grüße', ' 日本', ' the', ' [', 'BL', 'ANK', '_', 'AUDIO', ']'];
    const script: ScriptedSegment[] = Array.from({ length: 12 }, (_, i) => ({
      startMs: 1000 + i * 2000,
      endMs: 2800 + i * 2000 + (i % 2 ? 200 : 0), // odd segments end where the next starts
      tokens: [` word${i}`, ...words.slice(0, 1 + (i % 10))],
    }));
    const f16 = await model('many.bin', { segments: script, quantization: 'f16' });
    expectScript((await transcribe(f16, clips.noise25, '-l', 'en')).output, script);
  });

  it('writes a vocabulary-only file that whisper.cpp loads as an empty model', async () => {
    const empty = await model('empty.bin', { weights: false });
    expect((await stat(empty)).size).toBeLessThan(300_000);
    const { stderr, output } = await transcribe(empty, clips.silence5, '-l', 'en');
    expect(stderr).toContain('no tensors loaded from model file - assuming empty model');
    expect(output.transcription).toEqual([]);
  });

  it('refuses scripts whisper.cpp could not decode as written', async () => {
    const bad = (segments: ScriptedSegment[]) => writeWhisperTestModel(file('bad.bin'), { segments });
    await expect(bad([{ startMs: 0, endMs: 1010, tokens: [' a'] }])).rejects.toThrow('multiples of 20');
    await expect(bad([{ startMs: 1020, endMs: 2000, tokens: [' a'] }])).rejects.toThrow('within 1 s');
    await expect(bad([{ startMs: 0, endMs: 2000, tokens: Array(40).fill(' la') }])).rejects.toThrow('repeat');
    const crowded = Array.from({ length: 74 }, (_, i) => ({
      startMs: i * 400,
      endMs: i * 400 + 380,
      tokens: [' a'],
    }));
    await expect(bad(crowded)).rejects.toThrow('do not fit one window');
  });

  // Speed fixtures with whisper tiny's and base's real dimensions (43–148 MB): WHISPER_BIG_FIXTURES=1.
  it.runIf(process.env.WHISPER_BIG_FIXTURES === '1')('scripts tiny and base models', async () => {
    for (const options of [
      { size: 'tiny' },
      { size: 'base', quantization: 'f16', multilingual: true },
    ] as const) {
      const big = await model(`${options.size}.bin`, options);
      expectScript((await transcribe(big, clips.noise25, '-l', 'auto')).output);
      await rm(big);
    }
  });
});
