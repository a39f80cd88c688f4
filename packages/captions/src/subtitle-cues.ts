// What the SRT, WebVTT and ASS readers hand the subtitle import: timed cues of plain text, the
// line each came from (for errors), and the one error type a malformed file gives.

/** A stretch of a cue's text with its own times: the whole cue, or a karaoke syllable. */
export interface TimedRun {
  /** Plain text: tags and escapes gone, line breaks kept as "\n". */
  text: string;
  start: number;
  end: number;
}

export interface SubtitleCue {
  start: number;
  end: number;
  /** The 1-based line of the cue's timing (SRT, WebVTT) or its Dialogue line (ASS). */
  line: number;
  /** One run spanning the cue, or one per karaoke syllable (ASS `\k`, WebVTT `<00:00:01.000>`). */
  runs: TimedRun[];
}

/** A file we cannot read as subtitles; `line` (1-based) when one line is at fault. */
export class SubtitleImportError extends Error {
  constructor(
    readonly line: number | null,
    readonly reason: string,
  ) {
    super(line === null ? reason : `Line ${line}: ${reason}`);
    this.name = 'SubtitleImportError';
  }
}

/**
 * Raw cues a reader collects before they are merged and deduplicated: a 2 MB file holds about
 * 70 000 minimal SRT cues, and our own ASS documents repeat each caption on up to ~8 layers.
 */
export const SUBTITLE_CUES_MAX = 100_000;

/** Throws when a reader that holds `count` cues finds one more. */
export function assertCueRoom(count: number, line: number): void {
  if (count >= SUBTITLE_CUES_MAX)
    throw new SubtitleImportError(
      line,
      `the file has more than ${SUBTITLE_CUES_MAX} cues, more than we read.`,
    );
}

const clock = /^(?:(\d{1,3}):)?(\d{1,2}):(\d{1,2})(?:[.,](\d{1,3}))?$/;

/**
 * `[h:]mm:ss[.fff]` (SRT's comma too) in ms, hours past 24 included; the fraction is decimal
 * (".5" is 500 ms, as ASS centiseconds ".50" are). Null when it is no time; a throw when it is
 * one with minutes or seconds past 59.
 */
export function parseClockTime(text: string, line: number): number | null {
  const match = clock.exec(text.trim());
  if (!match) return null;
  const [, hours = '0', minutes = '0', seconds = '0', fraction = ''] = match;
  if (Number(minutes) > 59 || Number(seconds) > 59)
    throw new SubtitleImportError(line, `${text.trim()} is not a time: minutes and seconds go up to 59.`);
  const ms = fraction ? Math.round(Number(`0.${fraction}`) * 1000) : 0;
  return ((Number(hours) * 60 + Number(minutes)) * 60 + Number(seconds)) * 1000 + ms;
}

/** H:MM:SS.mmm, for messages. */
export function formatClockTime(ms: number): string {
  const pad = (value: number, width = 2) => String(value).padStart(width, '0');
  const hours = Math.floor(ms / 3_600_000);
  return `${hours}:${pad(Math.floor(ms / 60_000) % 60)}:${pad(Math.floor(ms / 1000) % 60)}.${pad(ms % 1000, 3)}`;
}

/** The text of a cue with its runs joined. */
export const cueText = (cue: SubtitleCue): string => cue.runs.map((run) => run.text).join('');
