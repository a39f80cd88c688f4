// Clip boundaries on a test set (issue 34): does the clip finder cut where the stories are?
//   npm run clip-boundaries -w @captionist/bench      (or: npx tsx bench/clip-boundaries.ts [talks, 2])
// Builds long talks from clip-test-set.ts, each line spoken by espeak-ng (the host's questions in
// a second voice), with the pauses of a conversation; lays the script on the sound with the
// product's own forced aligner (PocketSphinx, as "Paste your script" does), measures the sound's
// loudness as the finder does, and runs the offline clip finder for clips under 30 s, as many as
// there are stories. Prints per talk and overall: the share of candidates (every span the cutter
// lists, and the clips returned) that start and end on sentence edges; the share of planted stories
// found with an overlap (IoU) of at least 0.8; and the candidates that separate a question from
// its answer. Targets: 100 %, ≥ 80 %, none.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TranscriptWord } from '@captionist/contracts';
import { clipSpans } from '../apps/server/src/modules/clips/clip-spans';
import { findClips } from '../apps/server/src/modules/clips/find-clips';
import { recordingSignals } from '../apps/server/src/modules/clips/recording-signals';
import { loudnessPerSecond } from '../apps/server/src/modules/clips/sound-energy';
import { extractAudio } from '../apps/server/src/modules/transcription/engines/extract-audio';
import { PocketsphinxAligner } from '../apps/server/src/modules/transcription/engines/pocketsphinx-align';
import { CoreShare } from '../apps/server/src/platform/concurrency/core-share';
import { POCKETSPHINX_MODEL_DIR } from '../apps/server/test/support/speech-fixtures';
import { type Line, RAMBLE, STORIES, seededOrder } from './clip-test-set';

const TALKS = Math.max(1, Number(process.argv[2] ?? 2));
const VOICES = { guest: 'en-us', host: 'en-gb' } as const;
const PAUSE_MS = { inLine: 350, beforeStory: 1100, afterQuestion: 500, afterStory: 900 };
// The stories run 18–26 s spoken so: the "under 30 s" preset.
const LENGTH = { minMs: 10_000, maxMs: 30_000 };

interface PlacedLine extends Line {
  /** The story it belongs to (-1 for rambling), and whether it is that story's question. */
  story: number;
  question: boolean;
}

const dir = mkdtempSync(path.join(os.tmpdir(), 'captionist-clip-set-'));

/** espeak-ng's 22,050 Hz mono 16-bit PCM of one line. */
function speak(text: string, voice: string, n: number): Buffer {
  const file = path.join(dir, `line-${n}.wav`);
  execFileSync('espeak-ng', ['-v', voice, '-s', '165', '-w', file, text]);
  const wav = readFileSync(file);
  const data = wav.indexOf('data', 12);
  return wav.subarray(data + 8, data + 8 + wav.readUInt32LE(data + 4));
}

const silence = (ms: number) => Buffer.alloc(Math.round((22_050 * ms) / 1000) * 2);

function wavFile(pcm: Buffer, file: string) {
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + pcm.length, 4);
  header.write('WAVEfmt ', 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(22_050, 24);
  header.writeUInt32LE(44_100, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(pcm.length, 40);
  writeFileSync(file, Buffer.concat([header, pcm]));
}

function talkLines(seed: number): PlacedLine[] {
  const lines: PlacedLine[] = [];
  const stories = seededOrder(
    STORIES.map((story, index) => ({ story, index })),
    seed,
  );
  for (const [n, { story, index }] of stories.entries()) {
    for (const text of RAMBLE[n % RAMBLE.length] ?? [])
      lines.push({ text, voice: 'guest', story: -1, question: false });
    if (story.question) lines.push({ text: story.question, voice: 'host', story: index, question: true });
    for (const text of story.sentences) lines.push({ text, voice: 'guest', story: index, question: false });
  }
  for (const text of RAMBLE[0] ?? []) lines.push({ text, voice: 'guest', story: -1, question: false });
  return lines;
}

function pauseBefore(line: PlacedLine, previous: PlacedLine | undefined): number {
  if (!previous) return 0;
  if (line.story !== previous.story) return line.story >= 0 ? PAUSE_MS.beforeStory : PAUSE_MS.afterStory;
  return previous.question ? PAUSE_MS.afterQuestion : PAUSE_MS.inLine;
}

async function evaluate(seed: number) {
  const lines = talkLines(seed);
  const pcm: Buffer[] = [];
  for (const [n, line] of lines.entries()) {
    pcm.push(silence(pauseBefore(line, lines[n - 1])), speak(line.text, VOICES[line.voice], n));
  }
  const raw = path.join(dir, `talk-${seed}.wav`);
  const wav = path.join(dir, `talk-${seed}-16k.wav`);
  wavFile(Buffer.concat(pcm), raw);
  const signal = AbortSignal.timeout(30 * 60_000);
  await extractAudio(raw, wav, signal);
  const script = lines.map((line) => line.text).join(' ');
  const aligned = await new PocketsphinxAligner(POCKETSPHINX_MODEL_DIR, new CoreShare(1)).align(wav, script, {
    signal,
    onProgress: () => {},
  });
  const words: TranscriptWord[] = aligned.words.map((word) => ({ ...word, confidence: null }));
  // Each line's words, in order: the aligner keeps every script word.
  const lineOfWord: number[] = lines.flatMap((line, n) => line.text.split(/\s+/).map(() => n));
  if (lineOfWord.length !== words.length)
    throw new Error(`${words.length} words aligned for ${lineOfWord.length}`);
  const firstWords = new Set(lineOfWord.flatMap((line, i) => (lineOfWord[i - 1] !== line ? [i] : [])));
  const lastWords = new Set(lineOfWord.flatMap((line, i) => (lineOfWord[i + 1] !== line ? [i] : [])));

  const signals = recordingSignals(words, { loudness: await loudnessPerSecond(wav, signal, '0:a:0') });
  const spans = clipSpans(signals.sentences, LENGTH).map((span) => ({
    first: signals.sentences[span.firstSentence]?.first ?? -1,
    last: signals.sentences[span.lastSentence]?.last ?? -1,
    start: span.start,
    end: span.end,
  }));
  const clips = findClips(signals, LENGTH, STORIES.length).map((clip) => ({
    first: clip.firstWord,
    last: clip.lastWord,
    start: clip.start,
    end: clip.end,
  }));
  const onEdges = (list: typeof spans) =>
    list.filter((c) => firstWords.has(c.first) && lastWords.has(c.last)).length;

  const planted = STORIES.map((_, story) => {
    const own = lineOfWord.flatMap((line, i) => ((lines[line] as PlacedLine).story === story ? [i] : []));
    const first = own[0] as number;
    const last = own[own.length - 1] as number;
    return { start: (words[first] as TranscriptWord).start, end: (words[last] as TranscriptWord).end };
  });
  const iou = (a: { start: number; end: number }, b: { start: number; end: number }) =>
    Math.max(0, Math.min(a.end, b.end) - Math.max(a.start, b.start)) /
    (Math.max(a.end, b.end) - Math.min(a.start, b.start));
  const found = planted.filter((story) => clips.some((clip) => iou(clip, story) >= 0.8)).length;

  // A question's last word, and its answer's first word.
  const questions = lines.flatMap((line, n) => (line.question ? [n] : []));
  const questionEnds = new Set(questions.map((n) => lineOfWord.lastIndexOf(n)));
  const answerStarts = new Set(questions.map((n) => lineOfWord.indexOf(n + 1)));
  const separating = (list: typeof spans) =>
    list.filter((c) => questionEnds.has(c.last) || answerStarts.has(c.first)).length;

  const minutes = ((words[words.length - 1] as TranscriptWord).end / 60_000).toFixed(1);
  return {
    seed,
    minutes,
    spans: spans.length,
    spansOnEdges: onEdges(spans),
    clips: clips.length,
    clipsOnEdges: onEdges(clips),
    found,
    stories: STORIES.length,
    separatingSpans: separating(spans),
    separatingClips: separating(clips),
  };
}

try {
  const results: Awaited<ReturnType<typeof evaluate>>[] = [];
  for (let seed = 1; seed <= TALKS; seed++) {
    const result = await evaluate(seed);
    results.push(result);
    console.log(
      `talk ${seed} (${result.minutes} min): candidates on sentence edges ${result.spansOnEdges}/${result.spans}, clips ${result.clipsOnEdges}/${result.clips}; stories found with IoU ≥ 0.8: ${result.found}/${result.stories}; separating a question from its answer: ${result.separatingSpans} candidates, ${result.separatingClips} clips`,
    );
  }
  const sum = (key: keyof (typeof results)[number]) =>
    results.reduce((total, r) => total + Number(r[key]), 0);
  console.log(
    `\noverall: on sentence edges ${((100 * (sum('spansOnEdges') + sum('clipsOnEdges'))) / (sum('spans') + sum('clips'))).toFixed(1)} % (target 100 %); stories found ${((100 * sum('found')) / sum('stories')).toFixed(1)} % (target ≥ 80 %); separating ${sum('separatingSpans') + sum('separatingClips')} (target 0)`,
  );
} finally {
  rmSync(dir, { recursive: true, force: true });
}
