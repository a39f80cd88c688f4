// Reads SubRip (.srt) and WebVTT (.vtt) cues: an optional number or identifier line, a timing
// line, then text lines up to a blank line. Files from the wild are read leniently (odd or
// missing numbers, a missing blank line between cues, hour-less times, a stray blank line inside
// an SRT cue); a timing line that cannot be read is an error naming its line.
import {
  assertCueRoom,
  parseClockTime,
  type SubtitleCue,
  SubtitleImportError,
  type TimedRun,
} from './subtitle-cues';
import { removeRubyAnnotations, removeSpans, tagNamed } from './subtitle-tags';

interface Dialect {
  example: string;
  /** The index of the first line after the file's header. */
  firstLine(lines: readonly string[]): number;
  /**
   * A line between cues that starts no cue: where to go on from (the block's last line), or the
   * text it adds to the cue before it.
   */
  outsideCue(lines: readonly string[], index: number, hasCue: boolean): { skipTo: number } | { text: string };
  runs(text: string, start: number, end: number, line: number): TimedRun[];
}

interface Pending {
  start: number;
  end: number;
  line: number;
  text: string[];
}

const isBlank = (line: string) => line.trim() === '';
const isBareNumber = (line: string | undefined) => line !== undefined && /^\s*\d+\s*$/.test(line);
/** A line that starts with a time: meant as a timing line, whatever its arrow became. */
const startsWithTime = /^\s*(?:\d{1,3}:)?\d{1,2}:\d{1,2}[.,]\d/;

/** `start --> end [settings]`, read by hand: a pattern's overlapping `\S+` and `-->` could backtrack. */
function parseTiming(text: string, line: number): { start: number; end: number } | null {
  const arrow = text.indexOf('-->');
  const startText = text.slice(0, arrow).trim();
  const endText =
    text
      .slice(arrow + 3)
      .trimStart()
      .split(/\s/, 1)[0] ?? '';
  if (arrow < 0 || startText === '' || /\s/.test(startText) || endText === '') return null;
  const start = parseClockTime(startText, line);
  const end = parseClockTime(endText, line);
  return start === null || end === null ? null : { start, end };
}

function readTimedText(lines: readonly string[], dialect: Dialect): SubtitleCue[] {
  const timingError = (line: number) =>
    new SubtitleImportError(line, `the timing line should look like ${dialect.example}.`);
  const pending: Pending[] = [];
  const startCue = (timing: { start: number; end: number }, line: number): Pending => {
    assertCueRoom(pending.length, line);
    const cue = { ...timing, line, text: [] };
    pending.push(cue);
    return cue;
  };
  let current: Pending | null = null;
  for (let index = dialect.firstLine(lines); index < lines.length; index++) {
    const line = lines[index] ?? '';
    const number = index + 1;
    if (isBlank(line)) {
      current = null;
      continue;
    }
    const timing = line.includes('-->') ? parseTiming(line, number) : null;
    if (current !== null && !timing) {
      current.text.push(line);
      continue;
    }
    if (timing) {
      // A new cue without the blank line before it: a number just above was its number.
      if (current !== null && isBareNumber(current.text.at(-1))) current.text.pop();
      current = startCue(timing, number);
      continue;
    }
    if (line.includes('-->') || startsWithTime.test(line)) throw timingError(number);
    // The cue's number (SRT) or identifier (WebVTT), whatever it says.
    if (lines[index + 1]?.includes('-->')) continue;
    const outside = dialect.outsideCue(lines, index, pending.length > 0);
    if ('skipTo' in outside) {
      index = outside.skipTo;
      continue;
    }
    current = pending.at(-1) ?? null;
    current?.text.push(outside.text);
  }
  return pending.map(({ start, end, line, text }) => ({
    start,
    end,
    line,
    runs: dialect.runs(text.join('\n'), start, end, line),
  }));
}

const isSrtTag = tagNamed(['i', 'b', 'u', 's', 'font']);
const SRT_EXAMPLE = '00:00:01,000 --> 00:00:02,500';

const srt: Dialect = {
  example: SRT_EXAMPLE,
  firstLine: () => 0,
  outsideCue(lines, index, hasCue) {
    const line = lines[index] ?? '';
    if (isBareNumber(line)) {
      // A cue number with nothing after it (a file cut short) says nothing; with text, its timing is wrong.
      if (isBlank(lines[index + 1] ?? '')) return { skipTo: index };
      throw new SubtitleImportError(index + 2, `the timing line should look like ${SRT_EXAMPLE}.`);
    }
    if (!hasCue)
      throw new SubtitleImportError(
        index + 1,
        `expected a cue number or a timing line like ${SRT_EXAMPLE}. Is this an SRT file?`,
      );
    // A blank line inside a cue's text: the text goes on.
    return { text: line };
  },
  // Many SRT files carry ASS position tags such as {\an8}.
  runs: (text, start, end) => [
    { text: removeSpans(removeSpans(text, '<', '>', isSrtTag), '{\\', '}'), start, end },
  ],
};

export const readSrt = (lines: readonly string[]): SubtitleCue[] => readTimedText(lines, srt);

/** The block's last line: NOTE, STYLE and REGION blocks, and anything else that is no cue, are skipped. */
function blockEnd(lines: readonly string[], index: number): number {
  let last = index;
  while (last + 1 < lines.length && !isBlank(lines[last + 1] ?? '')) last++;
  return last;
}

const vtt: Dialect = {
  example: '00:00:01.000 --> 00:00:02.500',
  // The WEBVTT line and the header lines under it; a timing line ends a header missing its blank line.
  firstLine(lines) {
    if (!/^WEBVTT(?:[ \t]|$)/.test(lines[0] ?? '')) return 0;
    let index = 1;
    while (index < lines.length && !isBlank(lines[index] ?? '') && !lines[index]?.includes('-->')) index++;
    // An identifier right above that timing line belongs to the cue.
    return lines[index]?.includes('-->') && index > 1 ? index - 1 : index;
  },
  outsideCue: (lines, index) => ({ skipTo: blockEnd(lines, index) }),
  runs: vttRuns,
};

export const readVtt = (lines: readonly string[]): SubtitleCue[] => readTimedText(lines, vtt);

const vttTimestamp = /<((?:\d{1,3}:)?\d{1,2}:\d{1,2}\.\d{1,3})>/;

/** Cue text in runs split at its timestamps (`<00:00:01.500>`, karaoke style), tags gone, entities read. */
function vttRuns(text: string, start: number, end: number, line: number): TimedRun[] {
  // Ruby text is a reading aid above the words, not words said.
  const parts = removeRubyAnnotations(text).split(vttTimestamp);
  const runs: TimedRun[] = [];
  let runStart = start;
  for (let index = 0; index < parts.length; index += 2) {
    // A timestamp outside the cue or going back is held inside it.
    const next = parts[index + 1];
    const time = next === undefined ? end : (parseClockTime(next, line) ?? runStart);
    const runEnd = Math.min(end, Math.max(runStart, time));
    runs.push({
      text: decodeEntities(removeSpans(parts[index] ?? '', '<', '>')),
      start: runStart,
      end: runEnd,
    });
    runStart = runEnd;
  }
  return runs;
}

const namedEntities: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  // Direction marks are invisible: in a word they would only get in the way of editing it.
  lrm: '',
  rlm: '',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (!name.startsWith('#')) return namedEntities[name.toLowerCase()] ?? whole;
    const point =
      name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
    const printable = point >= 0x20 && !(point >= 0x7f && point < 0xa0) && point <= 0x10ffff;
    return printable && !(point >= 0xd800 && point < 0xe000) ? String.fromCodePoint(point) : '';
  });
}
