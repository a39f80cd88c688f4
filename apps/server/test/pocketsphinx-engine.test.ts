// PocketSphinx (free recognition and forced alignment) on real recorded speech: LibriVox
// readings from pocketsphinx-testdata and the espeak-ng sample clip.
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractAudio } from '../src/modules/transcription/engines/extract-audio';
import { PocketsphinxTranscriber } from '../src/modules/transcription/engines/pocketsphinx';
import { PocketsphinxAligner } from '../src/modules/transcription/engines/pocketsphinx-align';
import { tokeniseScript } from '../src/modules/transcription/engines/script-tokens';
import { wavDurationMs } from '../src/modules/transcription/engines/wav-chunks';
import type { RecognisedWord, Recognition } from '../src/modules/transcription/transcriber';
import { SAMPLE_SCRIPT, sampleVideoPath } from '../src/modules/videos/sample-video';
import { CoreShare } from '../src/platform/concurrency/core-share';
import {
  firstSpeechMs,
  frameEnergies,
  hasSpeech,
  librivoxRecordings,
  POCKETSPHINX_MODEL_DIR,
  speechThreshold,
} from './support/speech-fixtures';

const cores = new CoreShare(os.availableParallelism());
const transcriber = new PocketsphinxTranscriber(POCKETSPHINX_MODEL_DIR, cores);
const aligner = new PocketsphinxAligner(POCKETSPHINX_MODEL_DIR, cores);
const recordings = librivoxRecordings();
let dir: string;
let sampleWav: string;

const run = (onProgress: (p: number) => void = () => {}, signal = new AbortController().signal) => ({
  onProgress,
  signal,
});

function expectWellTimed(words: RecognisedWord[], durationMs: number) {
  let previousEnd = 0;
  for (const word of words) {
    expect(word.text.trim()).toBe(word.text);
    expect(word.text.length).toBeGreaterThan(0);
    expect(Number.isInteger(word.start) && Number.isInteger(word.end)).toBe(true);
    expect(word.start).toBeGreaterThanOrEqual(previousEnd);
    expect(word.end).toBeGreaterThan(word.start);
    expect(word.end).toBeLessThanOrEqual(durationMs);
    previousEnd = word.end;
  }
}

const bare = (recognition: Recognition) =>
  recognition.words.map((w) => w.text.toLowerCase().replace(/[^a-z']/g, ''));

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'captionist-sphinx-'));
  sampleWav = path.join(dir, 'sample.wav');
  await extractAudio(await sampleVideoPath(dir), sampleWav);
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('audio extraction', () => {
  it('turns a video into 16 kHz mono 16-bit PCM', () => {
    const probe = execFileSync('ffprobe', [
      ...[
        '-v',
        'error',
        '-show_entries',
        'stream=codec_name,sample_rate,channels',
        '-of',
        'csv=p=0',
        sampleWav,
      ],
    ]).toString();
    expect(probe.trim()).toBe('pcm_s16le,16000,1');
  });
});

describe('PocketSphinx recognition', () => {
  it('hears the words of a LibriVox reading, in order, inside the audio', async () => {
    const recording = recordings.find((r) => r.reference === 'he was not an ill disposed young man');
    if (!recording) throw new Error('pocketsphinx-testdata is missing the expected recording');
    const durationMs = await wavDurationMs(recording.wav);
    const result = await transcriber.transcribe(recording.wav, run());
    expect(result.language).toBe('en-US');
    expectWellTimed(result.words, durationMs);
    const heard = bare(result);
    expect(heard).toEqual(expect.arrayContaining(['he', 'not', 'young', 'man']));
    // Bare lowercase output gets sentence casing.
    expect(result.words[0]?.text).toBe('He');
    expect(result.words.at(-1)?.text.endsWith('.')).toBe(true);
  });

  it('transcribes the espeak sample and reports progress up to 100', async () => {
    const progress: number[] = [];
    const durationMs = await wavDurationMs(sampleWav);
    const result = await transcriber.transcribe(
      sampleWav,
      run((p) => progress.push(p)),
    );
    expect(result.words.length).toBeGreaterThan(10);
    expectWellTimed(result.words, durationMs);
    expect(progress.at(-1)).toBe(100);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
  });

  it('stops the decoder when the job is aborted', async () => {
    const controller = new AbortController();
    controller.abort(new Error('shutting down'));
    await expect(
      transcriber.transcribe(
        sampleWav,
        run(() => {}, controller.signal),
      ),
    ).rejects.toThrow('shutting down');
    const late = new AbortController();
    const job = transcriber.transcribe(
      sampleWav,
      run(() => late.abort(new Error('cancelled')), late.signal),
    );
    await expect(job).rejects.toThrow('cancelled');
  });
});

describe('forced alignment to the speaker’s script', () => {
  it('returns exactly the script’s words on the speech of each LibriVox reading', async () => {
    for (const recording of recordings) {
      const script = `${recording.reference.charAt(0).toUpperCase()}${recording.reference.slice(1)}.`;
      const durationMs = await wavDurationMs(recording.wav);
      const result = await aligner.align(recording.wav, script, run());
      expect(result.words.map((w) => w.text)).toEqual(tokeniseScript(script).map((t) => t.text));
      expectWellTimed(result.words, durationMs);
      const energies = frameEnergies(recording.wav);
      const threshold = speechThreshold(energies);
      for (const word of result.words)
        expect(hasSpeech(energies, threshold, word.start, word.end)).toBe(true);
      expect(result.words[0]?.start).toBeGreaterThanOrEqual(firstSpeechMs(energies, threshold) - 150);
    }
  });

  it('keeps the script’s punctuation and casing and times a word the dictionary lacks', async () => {
    const durationMs = await wavDurationMs(sampleWav);
    const result = await aligner.align(sampleWav, SAMPLE_SCRIPT, run());
    expect(result.words.map((w) => w.text)).toEqual(SAMPLE_SCRIPT.split(' '));
    expectWellTimed(result.words, durationMs);
    const energies = frameEnergies(sampleWav);
    const threshold = speechThreshold(energies);
    expect(result.words[0]?.start).toBeGreaterThanOrEqual(firstSpeechMs(energies, threshold) - 150);
    // "Captionist." is not in the dictionary: placed between its neighbours, confidence unknown.
    const [welcome, to, captionist, upload] = result.words;
    expect(captionist?.confidence).toBeNull();
    expect(captionist?.start).toBeGreaterThanOrEqual(to?.end ?? 0);
    expect(captionist?.end).toBeLessThanOrEqual(upload?.start ?? 0);
    expect(welcome?.confidence).not.toBeNull();
  });
});
