// whisper.cpp's cost as a transcription job pays it, against native whisper.cpp on the same audio.
//   npm run whisper-speed -w @captionist/bench [rounds, at least 5]     (needs ./test.sh or ./start.sh to have built whisper-cli)
// Models: the real-dimension tiny.en and base.en test fixtures (the published models' tensor
// shapes and f16 weights, so the same arithmetic; apps/server/test/support/whisper-test-model.ts)
// scripted to say the readings' words (about 85 in 30 s, as the readers do); or, with WHISPER_MODEL=/path/ggml-x.bin,
// that real model. Audio: 30 s of LibriVox speech (one whisper window). Sides, alternating their
// order each round:
//   native         whisper-cli with its own defaults (beam search of 5, 2 threads), as anyone runs it
//   native greedy  the same with -bs 1
//   job            our WhisperTranscriber as a job runs it: voice detection, whisper-cli with our
//                  flags, re-timing by the aligner; with WHISPER_BEAM_SIZE 5, and 1 (the default),
//                  and with WHISPER_RETIME=false
// Prints wall and CPU seconds (this process and its children) as interleaved-runs.ts does, each
// job side ÷ the native side decoding the same way, and CPU seconds per audio second.
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PocketsphinxAligner } from '../apps/server/src/modules/transcription/engines/pocketsphinx-align';
import { WhisperTranscriber } from '../apps/server/src/modules/transcription/engines/whisper';
import { inspectWhisperModel } from '../apps/server/src/modules/transcription/engines/whisper-model-file';
import { CoreShare } from '../apps/server/src/platform/concurrency/core-share';
import { librivoxRecordings, POCKETSPHINX_MODEL_DIR } from '../apps/server/test/support/speech-fixtures';
import { WHISPER_CLI } from '../apps/server/test/support/whisper-cli';
import { writeWhisperTestModel } from '../apps/server/test/support/whisper-test-model';
import { measure, printSummary, runInterleaved, spread } from './interleaved-runs';
import { fiveSecondSegments } from './scripted-segments';

const ROUNDS = Math.max(5, Number(process.argv[2] ?? 5));
const AUDIO_SECONDS = 30;
const THREADS = 2;

const dir = await mkdtemp(path.join(os.tmpdir(), 'captionist-whisper-speed-'));
try {
  const clip = path.join(dir, 'speech.wav');
  const inputs = librivoxRecordings().flatMap((r) => ['-i', r.wav]);
  const n = inputs.length / 2;
  execFileSync('ffmpeg', [
    ...['-y', '-v', 'error', ...inputs, '-filter_complex'],
    `${Array.from({ length: n }, (_, i) => `[${i}:a]`).join('')}concat=n=${n}:v=0:a=1,aloop=loop=-1:size=2e9[out]`,
    ...['-map', '[out]', '-t', String(AUDIO_SECONDS), '-ar', '16000', '-ac', '1', '-c:a', 'pcm_s16le', clip],
  ]);

  const models: [string, string][] = process.env.WHISPER_MODEL
    ? [[path.basename(process.env.WHISPER_MODEL), process.env.WHISPER_MODEL]]
    : [];
  if (models.length === 0) {
    // The readings' own words, in six 5 s segments, so that the aligner has real work too.
    const words = librivoxRecordings().flatMap((r) => r.reference.split(' '));
    const spoken = [...words, ...words].slice(0, Math.ceil((words.length * 1.2) / 6) * 6);
    const segments = fiveSecondSegments(spoken, AUDIO_SECONDS);
    for (const size of ['tiny', 'base'] as const) {
      const file = path.join(dir, `ggml-${size}.en-fixture.bin`);
      await writeWhisperTestModel(file, { size, quantization: 'f16', segments });
      models.push([`${size}.en (fixture, f16)`, file]);
    }
  }

  const cores = new CoreShare(THREADS);
  const aligner = new PocketsphinxAligner(POCKETSPHINX_MODEL_DIR, cores);
  console.log(
    `whisper-cli ${WHISPER_CLI}, ${AUDIO_SECONDS} s of speech, ${ROUNDS} rounds, ${THREADS} threads\n`,
  );
  for (const [name, modelPath] of models) {
    const { multilingual } = await inspectWhisperModel(modelPath);
    const job = (beamSize: number, retime = true) => {
      const engine = new WhisperTranscriber({
        cliPath: WHISPER_CLI,
        models: multilingual ? { multilingual: modelPath } : { english: modelPath },
        beamSize,
        cores,
        aligner: retime ? aligner : undefined,
      });
      const options = {
        onProgress: () => {},
        signal: new AbortController().signal,
        durationMs: AUDIO_SECONDS * 1000,
      };
      return () => engine.transcribe(clip, options);
    };
    const native = (beam: number) => async () =>
      execFileSync(
        WHISPER_CLI,
        ['-m', modelPath, '-f', clip, '-t', String(THREADS), '-bs', String(beam), '-np'],
        {
          stdio: 'ignore',
        },
      );
    const sides: [string, () => Promise<unknown>, string?][] = [
      ['native (beam 5)', native(5)],
      ['native greedy (beam 1)', native(1)],
      ['job (beam 5)', job(5), 'native (beam 5)'],
      ['job greedy (beam 1)', job(1), 'native greedy (beam 1)'],
      ['job greedy, no re-timing', job(1, false), 'native greedy (beam 1)'],
    ];
    console.log(name);
    const samples = await runInterleaved(
      sides.map(([side, run]) => ({ name: side, run: () => measure(run) })),
      ROUNDS,
    );
    const ratios = sides.flatMap(([side, , baseline]) => (baseline ? [[side, baseline] as const] : []));
    printSummary(samples, { ratios });
    console.log(`CPU seconds per audio second (median):`);
    for (const [side] of sides) {
      const cpu = spread(samples.get(side)?.map((run) => run.cpu) ?? []).median;
      console.log(`  ${side.padEnd(24)} ${(cpu / AUDIO_SECONDS).toFixed(3)}`);
    }
    console.log();
  }
} finally {
  await rm(dir, { recursive: true, force: true });
}
