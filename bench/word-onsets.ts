// Where whisper puts each word's start, against where it really starts, per timing path (issue 35,
// item 2; docs/transcription.md "Times"):
//   npm run word-onsets -w @captionist/bench
// with the real models installed (./start.sh installs base.en and small in data/models; or
// WHISPER_MODEL=/path/ggml-base.en.bin WHISPER_MULTILINGUAL_MODEL=/path/ggml-small.bin).
// Speech with exact word onsets: espeak-ng reads each word of a sentence on its own, in five
// languages, and the words are joined with 250 ms of silence between them, so that each word's
// onset is known to the sample. Paths, on the same audio:
//   tokens      whisper's own token times, placed on the voice (the default for every language)
//   DTW         whisper.cpp's DTW token times (WHISPER_DTW=true; not English)
//   aligner     English only: whisper's words re-timed by PocketSphinx (the default for English)
// Prints, per language and path, the median and 90th percentile of |heard start − real onset| over
// the words heard as spoken. Without real models it says what to install and stops: the generated
// test models say scripted words at scripted times, which measures nothing here.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PocketsphinxAligner } from '../apps/server/src/modules/transcription/engines/pocketsphinx-align';
import { WhisperTranscriber } from '../apps/server/src/modules/transcription/engines/whisper';
import { CoreShare } from '../apps/server/src/platform/concurrency/core-share';
import { POCKETSPHINX_MODEL_DIR } from '../apps/server/test/support/speech-fixtures';
import { WHISPER_CLI } from '../apps/server/test/support/whisper-cli';

const SENTENCES: Record<string, string[]> = {
  en: ['We climbed the old hill before the sun came up', 'Nobody knew where the station used to be'],
  es: ['Subimos la vieja colina antes de que saliera el sol', 'Nadie sabía dónde estaba la estación'],
  de: ['Wir stiegen auf den alten Hügel bevor die Sonne aufging', 'Niemand wusste wo der Bahnhof früher war'],
  fr: ['Nous avons monté la vieille colline avant le lever du soleil', 'Personne ne savait où était la gare'],
  it: [
    'Siamo saliti sulla vecchia collina prima che sorgesse il sole',
    'Nessuno sapeva dove fosse la stazione',
  ],
};
const GAP_S = 0.25;

const installed = (name: string) => new URL(`../data/models/ggml-${name}.bin`, import.meta.url).pathname;
const english = process.env.WHISPER_MODEL ?? installed('base.en');
const multilingual = process.env.WHISPER_MULTILINGUAL_MODEL ?? installed('small');
if (!existsSync(english) || !existsSync(multilingual)) {
  console.log(
    `word-onsets needs the real whisper models (${english}, ${multilingual}): run \`npm run models -- install base.en\` and \`… install small\`, or set WHISPER_MODEL and WHISPER_MULTILINGUAL_MODEL.`,
  );
  process.exit(0);
}

const dir = await mkdtemp(path.join(os.tmpdir(), 'captionist-onsets-'));
const seconds = (file: string) =>
  Number(
    execFileSync('ffprobe', ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', file]),
  );

/** The sentence read word by word, with the real onset of each word, ms. */
function spokenWordByWord(language: string, sentence: string, name: string) {
  const words = sentence.split(' ');
  const parts: string[] = [];
  const onsets: number[] = [];
  let at = 0.3;
  words.forEach((word, i) => {
    const raw = path.join(dir, `${name}-${i}-raw.wav`);
    const part = path.join(dir, `${name}-${i}.wav`);
    execFileSync('espeak-ng', ['-v', language, '-s', '150', '-w', raw, word]);
    // Silence trimmed from both ends: the word starts at the part's first sample.
    execFileSync('ffmpeg', [
      ...['-y', '-v', 'error', '-i', raw, '-af'],
      'silenceremove=start_periods=1:start_threshold=-50dB,areverse,silenceremove=start_periods=1:start_threshold=-50dB,areverse',
      ...['-ar', '16000', '-ac', '1', part],
    ]);
    onsets.push(Math.round(at * 1000));
    at += seconds(part) + GAP_S;
    parts.push(part);
  });
  const wav = path.join(dir, `${name}.wav`);
  const inputs = parts.flatMap((part) => ['-i', part]);
  const chain = parts.map((_, i) => `[${i}:a]apad=pad_dur=${GAP_S}[p${i}]`).join(';');
  execFileSync('ffmpeg', [
    ...['-y', '-v', 'error', '-f', 'lavfi', '-t', '0.3', '-i', 'anullsrc=r=16000:cl=mono', ...inputs],
    '-filter_complex',
    `${chain};[0:a]${parts.map((_, i) => `[p${i}]`).join('')}concat=n=${parts.length + 1}:v=0:a=1[out]`,
    ...['-map', '[out]', '-ar', '16000', '-ac', '1', '-c:a', 'pcm_s16le', wav],
  ]);
  return { wav, words, onsets, durationMs: Math.round(seconds(wav) * 1000) };
}

const bare = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

/** |start − onset| for the words heard as spoken, in order. */
function errors(heard: { text: string; start: number }[], spoken: string[], onsets: number[]): number[] {
  const out: number[] = [];
  let from = 0;
  for (const word of heard) {
    const index = spoken.findIndex((text, i) => i >= from && bare(text) === bare(word.text));
    if (index === -1) continue;
    out.push(Math.abs(word.start - (onsets[index] ?? 0)));
    from = index + 1;
  }
  return out;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
};

try {
  const cores = new CoreShare(2);
  const aligner = new PocketsphinxAligner(POCKETSPHINX_MODEL_DIR, cores);
  const engine = (settings: { dtw?: boolean; aligner?: PocketsphinxAligner }) =>
    new WhisperTranscriber({
      cliPath: WHISPER_CLI,
      models: { english, multilingual },
      beamSize: 1,
      cores,
      ...settings,
    });
  const paths = (language: string): [string, WhisperTranscriber][] =>
    language === 'en'
      ? [
          ['tokens', engine({})],
          ['aligner', engine({ aligner })],
        ]
      : [
          ['tokens', engine({})],
          ['DTW', engine({ dtw: true })],
        ];
  console.log('language  path      words  median ms  p90 ms');
  for (const [language, sentences] of Object.entries(SENTENCES)) {
    const spoken = sentences.map((sentence, i) => spokenWordByWord(language, sentence, `${language}-${i}`));
    for (const [name, whisper] of paths(language)) {
      const found: number[] = [];
      for (const { wav, words, onsets, durationMs } of spoken) {
        const heard = await whisper.transcribe(wav, {
          language,
          durationMs,
          onProgress: () => {},
          signal: new AbortController().signal,
        });
        found.push(...errors(heard.words, words, onsets));
      }
      console.log(
        `${language.padEnd(9)} ${name.padEnd(9)} ${String(found.length).padStart(5)}  ${String(percentile(found, 50)).padStart(9)}  ${String(percentile(found, 90)).padStart(6)}`,
      );
    }
  }
} finally {
  await rm(dir, { recursive: true, force: true });
}
