// A subtitle file (SRT, WebVTT, ASS) as transcript words timed within their cues: the import of
// docs/subtitle-import.md. Pure: the server checks the video, this reads the text.
import { readAss } from './subtitle-ass';
import { cueText, formatClockTime, type SubtitleCue, SubtitleImportError } from './subtitle-cues';
import { readSrt, readVtt } from './subtitle-srt-vtt';
import { cueWords, type TimedWord } from './subtitle-words';

export { SUBTITLE_CUES_MAX, SubtitleImportError } from './subtitle-cues';
export { SUBTITLE_WORD_MAX_CHARS } from './subtitle-words';

export type SubtitleFormat = 'srt' | 'vtt' | 'ass';

/** 2 MB: a file within it has at most this many characters (SUBTITLE_FILE_MAX_BYTES in @captionist/contracts). */
export const SUBTITLE_TEXT_MAX_CHARS = 2 * 1024 * 1024;
/** The most words a transcript holds (TRANSCRIPT_WORDS_MAX in @captionist/contracts). */
export const SUBTITLE_WORDS_MAX = 50_000;

export interface SubtitleImportOptions {
  /** From the file's name; the content decides when it has a WEBVTT header or ASS sections. */
  format?: SubtitleFormat;
  /** The video's length: a cue starting after it is refused, one running past it is cut there. */
  durationMs?: number;
}

export interface SubtitleImport {
  format: SubtitleFormat;
  /** In time order; each ends after it starts; times in integer ms. */
  words: TimedWord[];
}

/** Throws SubtitleImportError, with the line at fault when there is one, for what it cannot read. */
export function parseSubtitles(text: string, options: SubtitleImportOptions = {}): SubtitleImport {
  if (text.length > SUBTITLE_TEXT_MAX_CHARS)
    throw new SubtitleImportError(null, 'This file is too large: a subtitle file may be at most 2 MB.');
  const lines = readableLines(text);
  if (lines.every((line) => line.trim() === '')) throw new SubtitleImportError(null, 'The file is empty.');
  const format = detectFormat(lines, options.format);
  const read = format === 'ass' ? readAss : format === 'vtt' ? readVtt : readSrt;
  const cues = orderCues(read(lines), options.durationMs);
  if (cues.length === 0) throw new SubtitleImportError(null, noCues[format]);
  const words: TimedWord[] = [];
  for (const cue of cues) {
    const cueWordList = cueWords(cue.runs, SUBTITLE_WORDS_MAX - words.length);
    // One word at a time: spreading a cue of 200 000 words into push() overflows the stack.
    for (const word of cueWordList ?? []) words.push(word);
    if (cueWordList === null)
      throw new SubtitleImportError(
        cue.line,
        `the subtitles go past ${SUBTITLE_WORDS_MAX} words, the most a transcript can hold.`,
      );
  }
  return { format, words: inOrder(words, options.durationMs) };
}

const noCues: Record<SubtitleFormat, string> = {
  srt: 'No subtitles found: an SRT file has numbered cues, each with a timing line such as 00:00:01,000 --> 00:00:02,500 and its text.',
  vtt: 'No subtitles found: the WebVTT file has no cue with text after its header.',
  ass: 'No subtitles found: the [Events] section of this ASS file has no Dialogue line with text.',
};

/**
 * The file's lines: byte order mark dropped, any line ending (CRLF, CR, LF), lone surrogates
 * replaced. A NUL means the file is not UTF-8 text (UTF-16, or not text at all): refused, since
 * reading on would make words of noise. Other control characters (form feeds, a DOS end-of-file
 * mark) are invisible leftovers of old tools: dropped.
 */
function readableLines(text: string): string[] {
  const nul = text.indexOf('\u0000');
  if (nul >= 0) {
    const line = text.slice(0, nul).split(/\r\n|\r|\n/).length;
    throw new SubtitleImportError(
      line,
      'this file holds a NUL character, so it is not UTF-8 text (it may be saved as UTF-16). Save it as UTF-8 and try again.',
    );
  }
  return text
    .replace(/^\uFEFF/, '')
    .toWellFormed()
    .replace(/(?![\t\n\r])\p{Cc}/gu, '')
    .split(/\r\n|\r|\n/);
}

function detectFormat(lines: readonly string[], hint: SubtitleFormat | undefined): SubtitleFormat {
  const first = lines.find((line) => line.trim() !== '') ?? '';
  if (/^WEBVTT(?:[ \t]|$)/.test(first)) return 'vtt';
  if (lines.some((line) => /^\s*\[(?:script info|v4\+? styles|events)\]\s*$/i.test(line))) return 'ass';
  return hint ?? 'srt';
}

/**
 * Cues as the screen shows them: never-shown ones (no text, or ending as they start) dropped,
 * exact repeats (the same text drawn on several layers) once, in time order; cues starting
 * together are one cue, and a cue still showing when the next starts ends there, so the words
 * of the two never interleave.
 */
function orderCues(cues: readonly SubtitleCue[], durationMs: number | undefined): SubtitleCue[] {
  const shown = new Map<string, SubtitleCue>();
  for (const cue of cues) {
    const text = cueText(cue);
    if (cue.end <= cue.start || text.trim() === '') continue;
    if (durationMs !== undefined && cue.start >= durationMs)
      throw new SubtitleImportError(
        cue.line,
        `this cue starts at ${formatClockTime(cue.start)}, after the video ends (at ${formatClockTime(durationMs)}). Is this the subtitle file of this video?`,
      );
    const key = `${cue.start} ${cue.end} ${text}`;
    // The copy with karaoke times tells more than a plain one (a box layer under the captions).
    const seen = shown.get(key);
    if (!seen || seen.runs.length < cue.runs.length) shown.set(key, cue);
  }
  const sorted = [...shown.values()].sort((a, b) => a.start - b.start);
  const merged: SubtitleCue[] = [];
  for (const cue of sorted) {
    const last = merged.at(-1);
    if (last?.start !== cue.start) {
      merged.push(cue);
      continue;
    }
    const end = Math.max(last.end, cue.end);
    merged[merged.length - 1] = {
      ...last,
      end,
      runs: [{ text: `${cueText(last)}\n${cueText(cue)}`, start: cue.start, end }],
    };
  }
  return merged.map((cue, index) => {
    const until = Math.min(
      merged[index + 1]?.start ?? Number.POSITIVE_INFINITY,
      durationMs ?? Number.POSITIVE_INFINITY,
    );
    return cue.end > until ? endAt(cue, until) : cue;
  });
}

function endAt(cue: SubtitleCue, end: number): SubtitleCue {
  const runs = cue.runs.map((run) => ({
    ...run,
    start: Math.min(run.start, end),
    end: Math.min(run.end, end),
  }));
  return { ...cue, end, runs };
}

/**
 * Words as a transcript needs them: each starting no earlier than the one before and lasting at
 * least 1 ms (a cue shorter in ms than its words, karaoke syllables of no length), inside the video.
 */
function inOrder(words: readonly TimedWord[], durationMs: number | undefined): TimedWord[] {
  const last = durationMs === undefined ? Number.POSITIVE_INFINITY : durationMs;
  let previousStart = 0;
  return words.map((word) => {
    const start = Math.min(Math.max(word.start, previousStart), last - 1);
    previousStart = start;
    return { text: word.text, start, end: Math.min(Math.max(word.end, start + 1), last) };
  });
}
