// The whisper engine end to end: real whisper-cli (built by ./test.sh) on models generated to say
// a scripted text, over real recorded speech, silence and music. Covers the words and their
// times, the language asked for, non-speech annotations, pauses, invented words over music,
// re-timing by the aligner, and cancellation.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PocketsphinxAligner } from '../src/modules/transcription/engines/pocketsphinx-align';
import { type WhisperSettings, WhisperTranscriber } from '../src/modules/transcription/engines/whisper';
import type { TranscribeOptions } from '../src/modules/transcription/transcriber';
import { CoreShare } from '../src/platform/concurrency/core-share';
import { librivoxRecordings, POCKETSPHINX_MODEL_DIR } from './support/speech-fixtures';
import { WHISPER_CLI, whisperCliMissing } from './support/whisper-cli';
import {
  type ScriptedSegment,
  type TestModelOptions,
  writeWhisperTestModel,
} from './support/whisper-test-model';

const missing = whisperCliMissing();

/** "he was not an ill disposed young man" (3.0 s) and "he might even have been made amiable himself" (3.3 s). */
const librivox = (id: string) => librivoxRecordings().find((r) => r.wav.includes(`-${id}.wav`))?.wav ?? '';
const [first, second] = [librivox('0880'), librivox('0930')];
/** first speech 0–3.0 s, silence to 4.0, a held chord 4.0–8.0, second speech 8.0–11.3 s. */
const CHORD = 'aevalsrc=0.2*sin(2*PI*220*t)+0.2*sin(2*PI*277*t)+0.2*sin(2*PI*330*t):s=16000:d=4';

const SCRIPT: ScriptedSegment[] = [
  // Ends a second after the voice does, as whisper's segments often do.
  {
    startMs: 0,
    endMs: 3980,
    tokens: [' He', ' was', ' not', ' an', ' ill', ' dis', 'posed', ' young', ' man', '.'],
  },
  // Over the chord: what whisper invents over music.
  { startMs: 5000, endMs: 7000, tokens: [' Thank', ' you', '.'] },
  // An annotation spelled over two tokens, as whisper writes [BLANK_AUDIO] (--suppress-nst
  // keeps it from emitting a bare " [" token).
  { startMs: 7000, endMs: 7960, tokens: [' [BL', 'ANK_AUDIO]'] },
  {
    startMs: 8000,
    endMs: 11280,
    tokens: [' He', ' might', ' even', ' have', ' been', ' made', ' am', 'iable', ' him', 'self', '.'],
  },
];
const SPOKEN = 'He was not an ill disposed young man. He might even have been made amiable himself.'.split(
  ' ',
);

let dir: string;
let clip: string;

async function modelFile(model: TestModelOptions): Promise<string> {
  const modelPath = path.join(dir, `model-${Math.random().toString(36).slice(2)}.bin`);
  await writeWhisperTestModel(modelPath, { segments: SCRIPT, ...model });
  return modelPath;
}

async function engine(model: TestModelOptions, settings: Partial<WhisperSettings> = {}) {
  const file = await modelFile(model);
  return new WhisperTranscriber({
    cliPath: WHISPER_CLI,
    models: model.multilingual ? { multilingual: file } : { english: file },
    beamSize: 5,
    cores: new CoreShare(2),
    ...settings,
  });
}

const options = (extra: Partial<TranscribeOptions> = {}): TranscribeOptions => ({
  onProgress: () => {},
  signal: new AbortController().signal,
  durationMs: 11_290,
  ...extra,
});

beforeAll(async () => {
  if (missing) return;
  dir = await mkdtemp(path.join(os.tmpdir(), 'captionist-whisper-engine-'));
  clip = path.join(dir, 'speech-music-speech.wav');
  execFileSync('ffmpeg', [
    ...['-y', '-v', 'error', '-i', first, '-f', 'lavfi', '-i', 'anullsrc=r=16000:cl=mono:d=1'],
    ...['-f', 'lavfi', '-i', CHORD, '-i', second],
    ...[
      '-filter_complex',
      '[0:a]apad=whole_dur=3[a];[a][1:a][2:a][3:a]concat=n=4:v=0:a=1[out]',
      '-map',
      '[out]',
    ],
    ...['-ar', '16000', '-ac', '1', '-c:a', 'pcm_s16le', '-map_metadata', '-1', '-fflags', '+bitexact', clip],
  ]);
});

afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe.skipIf(missing)('whisper engine', () => {
  it('joins sub-word tokens into the spoken words and drops what it invented over music and annotations', async () => {
    const result = await (await engine({})).transcribe(clip, options());
    expect(result.words.map((w) => w.text)).toEqual(SPOKEN);
    expect(result.language).toBe('en');
    for (const word of result.words) expect(word.confidence).toBeGreaterThan(0.99);
  });

  it('keeps word times inside the scripted segments and ends the last word where the voice ends', async () => {
    const { words } = await (await engine({})).transcribe(clip, options());
    const man = words[7];
    const he = words[8];
    expect(man?.text).toBe('man.');
    expect(he?.text).toBe('He');
    // The segment runs to 3.98 s; the reader stops at about 3.0 s, and the pause must survive.
    expect(man?.end).toBeLessThan(3200);
    expect((he?.start ?? 0) - (man?.end ?? 0)).toBeGreaterThan(1000);
    for (const word of words.slice(0, 8)) expect(word.end).toBeLessThanOrEqual(3980);
    for (const word of words.slice(8)) expect(word.start).toBeGreaterThanOrEqual(8000);
  });

  it('asks an English-only model for English whatever the video says, and a multilingual one for the language chosen', async () => {
    // Scripted to detect German: only asking for "auto" would let it.
    const english = await engine({ detectedLanguage: 'de' });
    expect((await english.transcribe(clip, options({ language: 'auto' }))).language).toBe('en');
    expect((await english.transcribe(clip, options({ language: 'fr' }))).language).toBe('en');

    const multilingual = await engine({ multilingual: true, detectedLanguage: 'de' });
    expect((await multilingual.transcribe(clip, options({ language: 'auto' }))).language).toBe('de');
    expect((await multilingual.transcribe(clip, options())).language).toBe('de');
    expect((await multilingual.transcribe(clip, options({ language: 'fr' }))).language).toBe('fr');
    // English on a multilingual model alone: asked for English.
    expect((await multilingual.transcribe(clip, options({ language: 'en' }))).language).toBe('en');
  });

  it('routes English to the English model and every other language, and "auto", to the multilingual one', async () => {
    // Each model says something of its own, so the words tell which one heard the clip.
    const says = (tokens: string[]): ScriptedSegment[] => [{ startMs: 0, endMs: 2980, tokens }];
    const english = await modelFile({ segments: says([' He', ' was', ' not', '.']) });
    const engineFor = async (heard: string) =>
      new WhisperTranscriber({
        cliPath: WHISPER_CLI,
        models: {
          english,
          multilingual: await modelFile({
            multilingual: true,
            detectedLanguage: heard,
            segments: says([' Él', ' no', ' era', '.']),
          }),
        },
        beamSize: 1,
        cores: new CoreShare(2),
      });
    const text = (words: { text: string }[]) => words.map((word) => word.text).join(' ');

    const spanish = await engineFor('es');
    const auto = await spanish.transcribe(clip, options({ language: 'auto' }));
    expect(auto.language).toBe('es');
    expect(text(auto.words)).toBe('Él no era.');
    const chosen = await spanish.transcribe(clip, options({ language: 'fr' }));
    expect(chosen.language).toBe('fr');
    expect(text(chosen.words)).toBe('Él no era.');
    const asked = await spanish.transcribe(clip, options({ language: 'en' }));
    expect(asked.language).toBe('en');
    expect(text(asked.words)).toBe('He was not.');

    // "auto" that the multilingual model hears as English goes to the English model.
    const heardEnglish = await (await engineFor('en')).transcribe(clip, options({ language: 'auto' }));
    expect(heardEnglish.language).toBe('en');
    expect(text(heardEnglish.words)).toBe('He was not.');
  });

  it('asks for DTW token times, without flash attention, for other languages on a model whose heads it knows', async () => {
    // whisper-cli behind a script that writes down how it was called.
    const calls = path.join(dir, 'dtw-calls.txt');
    const cli = path.join(dir, 'whisper-cli-dtw');
    await writeFile(cli, `#!/bin/sh\necho "$@" >> ${calls}\nexec ${WHISPER_CLI} "$@"\n`, { mode: 0o755 });
    // Named as whisper.cpp names tiny, the heads of which whisper-cli knows.
    const model = path.join(dir, 'ggml-tiny.bin');
    await writeWhisperTestModel(model, {
      size: 'tiny',
      multilingual: true,
      detectedLanguage: 'es',
      segments: SCRIPT,
    });
    const whisper = new WhisperTranscriber({
      cliPath: cli,
      models: { multilingual: model },
      beamSize: 1,
      dtw: true,
      cores: new CoreShare(2),
    });
    const spanish = await whisper.transcribe(clip, options({ language: 'es' }));
    expect(spanish.words.map((word) => word.text)).toEqual(SPOKEN);
    const english = await whisper.transcribe(clip, options({ language: 'en' }));
    expect(english.words.map((word) => word.text)).toEqual(SPOKEN);
    const [asSpanish, asEnglish] = (await readFile(calls, 'utf8')).trim().split('\n');
    expect(asSpanish).toContain('-l es -nfa -dtw tiny');
    // English is re-timed by the aligner when there is one; no DTW.
    expect(asEnglish).toContain('-l en');
    expect(asEnglish).not.toContain('-dtw');
  });

  it('finds no words in silence without running whisper', async () => {
    const silence = path.join(dir, 'silence.wav');
    execFileSync('ffmpeg', [
      '-y',
      '-v',
      'error',
      '-f',
      'lavfi',
      '-i',
      'anullsrc=r=16000:cl=mono:d=5',
      silence,
    ]);
    const result = await (await engine({}, { cliPath: path.join(dir, 'no-such-cli') })).transcribe(
      silence,
      options({ durationMs: 5000 }),
    );
    expect(result.words).toEqual([]);
  });

  it('moves each word the aligner heard onto its times', async () => {
    const aligner = new PocketsphinxAligner(POCKETSPHINX_MODEL_DIR, new CoreShare(1));
    const progress: number[] = [];
    const { words } = await (await engine({}, { aligner })).transcribe(
      clip,
      options({ onProgress: (p) => progress.push(p) }),
    );
    expect(words.map((w) => w.text)).toEqual(SPOKEN);
    const alone = await (await engine({})).transcribe(clip, options());
    // whisper.cpp splits a segment by character count; the aligner finds the real word edges.
    const moved = words.filter((w, i) => w.start !== alone.words[i]?.start || w.end !== alone.words[i]?.end);
    expect(moved.length).toBeGreaterThan(SPOKEN.length / 2);
    expect(progress.at(-1)).toBeGreaterThan(99);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
  });

  it('stops whisper-cli at once when the job is cancelled', async () => {
    // Two minutes of speech: far more work than the moment it takes to cancel.
    const long = path.join(dir, 'long.wav');
    execFileSync('ffmpeg', [
      ...[
        '-y',
        '-v',
        'error',
        '-stream_loop',
        '12',
        '-i',
        clip,
        '-t',
        '120',
        '-ar',
        '16000',
        '-ac',
        '1',
        long,
      ],
    ]);
    const whisper = await engine({ size: 'tiny' });
    const controller = new AbortController();
    let started!: () => void;
    const running = new Promise<void>((resolve) => {
      started = resolve;
    });
    const run = whisper.transcribe(
      long,
      options({ signal: controller.signal, durationMs: 120_000, onProgress: () => started() }),
    );
    const failure = run.catch((err: unknown) => err);
    await Promise.race([running, failure]);
    const runningNow = () => spawnSync('pgrep', ['-f', long]).status === 0;
    expect(runningNow()).toBe(true);
    controller.abort(new Error('cancelled'));
    expect(await failure).toEqual(new Error('cancelled'));
    expect(runningNow()).toBe(false);
  });
});
