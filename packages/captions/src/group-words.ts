// Splits transcript words into the short groups shown one at a time as animated captions.
import { mayBreakBetween, mayEndLine } from './line-breaks';
import { lineCells } from './text-layout';
import type { CaptionWord } from './words';

export interface GroupWordsOptions {
  /** At most this many words on screen at once. */
  wordsPerGroup: number;
  /** At most this wide, in cells (see `textCells`: a CJK character counts 1.4). */
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
/** A word that ends a clause: comma, semicolon, colon or dash, in Latin, CJK and Arabic punctuation. */
const clauseEnd = /[,;:—–，、；：،؛]["'”’)\]」』]*$/u;

/**
 * Groups are cut where a reader needs a break (a long pause, a sentence's end, a clause's end
 * unless that leaves a word alone), then each stretch between such cuts is shared out as evenly
 * as the limits allow: seven words at three per group read 3 + 2 + 2, not 3 + 3 + 1 with an
 * orphan. No group starts with closing punctuation or ends with an opening bracket
 * (mayBreakBetween): such a word hangs on the group before, or moves to the one after.
 */
export function groupWords<W extends CaptionWord>(
  words: readonly W[],
  { wordsPerGroup, maxLineChars = Number.POSITIVE_INFINITY, pauseMs = DEFAULT_PAUSE_MS }: GroupWordsOptions,
): CaptionGroup<W>[] {
  const perGroup = Math.max(1, Math.floor(wordsPerGroup));
  const fits = (group: W[]) => lineCells(group) <= maxLineChars;
  return stretches(words, pauseMs, perGroup)
    .flatMap((stretch) => shareOut(stretch, perGroup, fits))
    .map((group) => ({
      words: group,
      start: group[0]?.start ?? 0,
      end: Math.max(...group.map((word) => word.end)),
    }));
}

/** The words between the breaks a reader needs. */
function stretches<W extends CaptionWord>(words: readonly W[], pauseMs: number, perGroup: number): W[][] {
  const found: W[][] = [];
  let current: W[] = [];
  for (const word of words) {
    const last = current.at(-1);
    // Another speaker always starts a new group: a caption is one person's (docs/speakers.md).
    if (last && last.speaker !== word.speaker) {
      found.push(current);
      current = [];
    } else if (
      last &&
      mayBreakBetween(last.text, word.text) &&
      (word.start - last.end >= pauseMs ||
        sentenceEnd.test(last.text) ||
        (clauseEnd.test(last.text) && current.length >= Math.min(2, perGroup)))
    ) {
      found.push(current);
      current = [];
    }
    current.push(word);
  }
  if (current.length > 0) found.push(current);
  return found;
}

/**
 * Splits one stretch into as few groups as the word count and width allow (greedily), then into
 * the same number of groups of even sizes, when those fit the width too.
 */
function shareOut<W extends CaptionWord>(
  stretch: W[],
  perGroup: number,
  fits: (group: W[]) => boolean,
): W[][] {
  const greedy: W[][] = [];
  let current: W[] = [];
  for (const word of stretch) {
    const last = current.at(-1);
    if (last && (current.length >= perGroup || !fits([...current, word]))) {
      if (mayBreakBetween(last.text, word.text)) {
        greedy.push(current);
        current = [];
      } else if (!mayEndLine(last.text) && current.length > 1) {
        greedy.push(current.slice(0, -1));
        current = [last];
      }
      // Otherwise the word (closing punctuation) hangs on the group, over the limits.
    }
    current.push(word);
  }
  if (current.length > 0) greedy.push(current);
  const count = greedy.length;
  if (count < 2) return greedy;
  const even: W[][] = [];
  let from = 0;
  for (let n = 0; n < count; n++) {
    const size = Math.floor(stretch.length / count) + (n < stretch.length % count ? 1 : 0);
    even.push(stretch.slice(from, from + size));
    from += size;
  }
  const breaksAllowed = even.every((group, n) => {
    const next = even[n + 1]?.[0];
    const last = group.at(-1);
    return !next || !last || mayBreakBetween(last.text, next.text);
  });
  return breaksAllowed && even.every(fits) ? even : greedy;
}
