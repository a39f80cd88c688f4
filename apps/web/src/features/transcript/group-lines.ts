// Lays the words out in lines a person reads like sentences: a line ends at a sentence end, at a
// pause, when it gets long, or where another speaker takes over (each turn starts its own line),
// so the transcript is not one wall of words.
import type { TranscriptWord } from '@captionist/contracts';

export const LINE_PAUSE_MS = 700;
export const LINE_MAX_WORDS = 8;

export interface TranscriptLine {
  /** Index of the line's first word in the transcript. */
  first: number;
  words: readonly TranscriptWord[];
}

const endsSentence = (text: string) => /[.!?…]["'”’)\]]*$/.test(text);

export function groupLines(
  words: readonly TranscriptWord[],
  { pauseMs = LINE_PAUSE_MS, maxWords = LINE_MAX_WORDS } = {},
): TranscriptLine[] {
  const lines: TranscriptLine[] = [];
  let first = 0;
  words.forEach((word, i) => {
    const next = words[i + 1];
    const isBreak =
      !next ||
      endsSentence(word.text) ||
      next.start - word.end > pauseMs ||
      i - first + 1 >= maxWords ||
      next.speaker !== word.speaker;
    if (isBreak) {
      lines.push({ first, words: words.slice(first, i + 1) });
      first = i + 1;
    }
  });
  return lines;
}
