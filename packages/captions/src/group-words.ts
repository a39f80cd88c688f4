// Splits transcript words into the short groups shown one at a time as animated captions.
import { joinWords, textCells } from './text-layout';
import type { CaptionWord } from './words';

export interface GroupWordsOptions {
  /** At most this many words on screen at once. */
  wordsPerGroup: number;
  /** At most this wide, in cells (see `textCells`: a CJK character counts two). */
  maxLineChars?: number;
  /** A silence at least this long between two words starts a new group. */
  pauseMs?: number;
}

export interface CaptionGroup<W extends CaptionWord = CaptionWord> {
  words: W[];
  /** Start of the first word, ms. */
  start: number;
  /** End of the last-ending word, ms. */
  end: number;
}

export const DEFAULT_PAUSE_MS = 600;

/** A word that ends a sentence, in Latin, CJK and Arabic punctuation, before closing quotes. */
const sentenceEnd = /[.!?…。！？؟]["'”’)\]」』]*$/u;

export function groupWords<W extends CaptionWord>(
  words: readonly W[],
  { wordsPerGroup, maxLineChars = Number.POSITIVE_INFINITY, pauseMs = DEFAULT_PAUSE_MS }: GroupWordsOptions,
): CaptionGroup<W>[] {
  const perGroup = Math.max(1, Math.floor(wordsPerGroup));
  const groups: W[][] = [];
  let current: W[] = [];
  for (const word of words) {
    const last = current.at(-1);
    if (last) {
      const tooWide = textCells(joinWords([...current, word].map((w) => w.text))) > maxLineChars;
      if (
        current.length >= perGroup ||
        tooWide ||
        word.start - last.end >= pauseMs ||
        sentenceEnd.test(last.text)
      ) {
        groups.push(current);
        current = [];
      }
    }
    current.push(word);
  }
  if (current.length > 0) groups.push(current);
  return groups.map((group) => ({
    words: group,
    start: group[0]?.start ?? 0,
    end: Math.max(...group.map((word) => word.end)),
  }));
}
