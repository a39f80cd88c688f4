// Accuracy and speed of the offline speech engines on real recorded speech.
//   npm run transcription -w @captionist/bench      (or: npx tsx bench/transcription.ts [rounds, at least 5])
// Runs the server's own engine classes on the LibriVox readings of Debian's pocketsphinx-testdata
// (/usr/share/pocketsphinx/test/data/librivox, with their reference transcripts): PocketSphinx
// free recognition, and PocketSphinx forced alignment of the reference script; whisper.cpp too
// (as a job runs it: voice detection, whisper-cli, re-timing by the aligner) when a real model is
// installed: WHISPER_MODEL=/path/ggml-base.en.bin, or data/models/ggml-base.en.bin from
// `npm run models -- install base.en`. Speed against native whisper.cpp: whisper-speed.ts. Each recording is first made into the WAV a
// transcription job makes (extract-audio), outside the timing. The engines take turns over all
// recordings, interleaved-runs.ts's way. Prints per engine the word error rate against the
// reference, the real-time factor (engine time ÷ audio duration) on CPU seconds (this process and
// the engines' processes) and on the wall clock, and how many words have implausible times (out
// of order, overlapping, outside the audio).

import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { extractAudio } from '../apps/server/src/modules/transcription/engines/extract-audio';
import { PocketsphinxTranscriber } from '../apps/server/src/modules/transcription/engines/pocketsphinx';
import { PocketsphinxAligner } from '../apps/server/src/modules/transcription/engines/pocketsphinx-align';
import { wavDurationMs } from '../apps/server/src/modules/transcription/engines/wav-chunks';
import { WhisperTranscriber } from '../apps/server/src/modules/transcription/engines/whisper';
import { inspectWhisperModel } from '../apps/server/src/modules/transcription/engines/whisper-model-file';
import type { RecognisedWord, TranscribeOptions } from '../apps/server/src/modules/transcription/transcriber';
import { CoreShare } from '../apps/server/src/platform/concurrency/core-share';
import { librivoxRecordings, POCKETSPHINX_MODEL_DIR } from '../apps/server/test/support/speech-fixtures';
import { WHISPER_CLI } from '../apps/server/test/support/whisper-cli';
import { formatSpread, measure, printSummary, runInterleaved, type Sample, spread } from './interleaved-runs';

const ROUNDS = Math.max(5, Number(process.argv[2] ?? 5));

interface Engine {
  name: string;
  run(wav: string, reference: string, options: TranscribeOptions): Promise<RecognisedWord[]>;
}

// One run at a time, as a worker on an otherwise idle machine runs a job.
const cores = new CoreShare(os.availableParallelism());
const free = new PocketsphinxTranscriber(POCKETSPHINX_MODEL_DIR, cores);
const aligner = new PocketsphinxAligner(POCKETSPHINX_MODEL_DIR, cores);
const engines: Engine[] = [
  {
    name: 'PocketSphinx free recognition',
    run: async (wav, _ref, o) => (await free.transcribe(wav, o)).words,
  },
  {
    name: 'PocketSphinx aligned to the script',
    run: async (wav, ref, o) => (await aligner.align(wav, ref, o)).words,
  },
];
const whisperModel = process.env.WHISPER_MODEL ?? 'data/models/ggml-base.en.bin';
if (existsSync(whisperModel)) {
  const { multilingual } = await inspectWhisperModel(whisperModel);
  const whisper = new WhisperTranscriber({
    cliPath: WHISPER_CLI,
    models: multilingual ? { multilingual: whisperModel } : { english: whisperModel },
    beamSize: Number(process.env.WHISPER_BEAM_SIZE ?? 5),
    cores,
    aligner,
  });
  engines.push({
    name: `whisper.cpp (${path.basename(whisperModel)})`,
    run: async (wav, _ref, o) => (await whisper.transcribe(wav, o)).words,
  });
}

/** Lowercase words without punctuation, as the reference transcripts are written. */
const bareWords = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9'\s-]/g, ' ')
    .split(/[\s-]+/)
    .filter(Boolean);

/** Substitutions + deletions + insertions turning `reference` into `heard` (word Levenshtein). */
function wordErrors(reference: string[], heard: string[]): number {
  let previous = Array.from({ length: heard.length + 1 }, (_, j) => j);
  for (let i = 1; i <= reference.length; i++) {
    const current = [i];
    for (let j = 1; j <= heard.length; j++) {
      const substitution = (previous[j - 1] ?? 0) + (reference[i - 1] === heard[j - 1] ? 0 : 1);
      current[j] = Math.min(substitution, (previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1);
    }
    previous = current;
  }
  return previous[heard.length] ?? 0;
}

/** Words whose times could not be right: overlapping the one before, empty, or outside the audio. */
function implausibleTimes(words: RecognisedWord[], durationMs: number): number {
  let bad = 0;
  let previousEnd = 0;
  for (const word of words) {
    if (word.start < previousEnd || word.end <= word.start || word.start < 0 || word.end > durationMs) bad++;
    previousEnd = Math.max(previousEnd, word.end);
  }
  return bad;
}

const dir = await mkdtemp(path.join(os.tmpdir(), 'captionist-bench-'));
try {
  const recordings = await Promise.all(
    librivoxRecordings().map(async (recording, i) => {
      const wav = path.join(dir, `${i}.wav`);
      await extractAudio(recording.wav, wav);
      return { wav, reference: recording.reference, durationMs: await wavDurationMs(wav) };
    }),
  );
  const audioMs = recordings.reduce((sum, r) => sum + r.durationMs, 0);
  const referenceWords = recordings.reduce((sum, r) => sum + bareWords(r.reference).length, 0);
  console.log(
    `${recordings.length} LibriVox recordings, ${(audioMs / 1000).toFixed(1)} s of speech, ${referenceWords} reference words\n`,
  );
  // Accuracy does not change between rounds: it is taken from each engine's first.
  const heardBy = new Map<string, RecognisedWord[][]>();
  const samples = await runInterleaved(
    engines.map((engine) => ({
      name: engine.name,
      run: () =>
        measure(async () => {
          const heard: RecognisedWord[][] = [];
          for (const recording of recordings) {
            const options = {
              onProgress: () => {},
              signal: new AbortController().signal,
              durationMs: recording.durationMs,
            };
            heard.push(await engine.run(recording.wav, recording.reference, options));
          }
          if (!heardBy.has(engine.name)) heardBy.set(engine.name, heard);
        }),
    })),
    ROUNDS,
  );
  printSummary(samples);
  console.log();
  for (const engine of engines) {
    let errors = 0;
    let words = 0;
    let implausible = 0;
    for (const [i, recording] of recordings.entries()) {
      const heard = heardBy.get(engine.name)?.[i] ?? [];
      errors += wordErrors(bareWords(recording.reference), bareWords(heard.map((w) => w.text).join(' ')));
      words += heard.length;
      implausible += implausibleTimes(heard, recording.durationMs);
    }
    const runs = samples.get(engine.name) ?? [];
    const perAudioSecond = (pick: (run: Sample) => number) =>
      formatSpread(spread(runs.map((run) => pick(run) / (audioMs / 1000))));
    console.log(engine.name);
    console.log(
      `  word error rate          ${((errors / referenceWords) * 100).toFixed(1)} % (${errors} errors)`,
    );
    console.log(`  real-time factor, CPU    ${perAudioSecond((run) => run.cpu)}`);
    console.log(`  real-time factor, wall   ${perAudioSecond((run) => run.wall)}`);
    console.log(`  word times               ${implausible} implausible of ${words} words\n`);
  }
} finally {
  await rm(dir, { recursive: true, force: true });
}
