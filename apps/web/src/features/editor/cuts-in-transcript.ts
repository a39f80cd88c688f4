// How the transcript shows the video's cuts: a word wholly inside them is struck through; a cut
// that takes no whole word (a pause, a sound no word covers) is a mark after the word it follows,
// which restores it when clicked.
import { isCutOut } from '@captionist/captions';
import type { Cut, TranscriptWord } from '@captionist/contracts';
import { asRanges } from './use-cuts';

export interface CutsInTranscript {
  /** Indexes of the words cut from the video. */
  cutOut: ReadonlySet<number>;
  /** The cuts between words, by the index of the word they follow (-1: before the first). */
  cutsAfter: ReadonlyMap<number, readonly Cut[]>;
}

export function cutsInTranscript(words: readonly TranscriptWord[], cuts: readonly Cut[]): CutsInTranscript {
  const ranges = asRanges(cuts);
  const cutOut = new Set(
    ranges.length === 0 ? [] : words.flatMap((word, index) => (isCutOut(word, ranges) ? [index] : [])),
  );
  const cutsAfter = new Map<number, Cut[]>();
  for (const cut of cuts) {
    const takesWord = words.some((word) => word.start >= cut.start_ms && word.end <= cut.end_ms);
    if (takesWord) continue;
    const after = words.findLastIndex((word) => word.start < cut.start_ms);
    cutsAfter.set(after, [...(cutsAfter.get(after) ?? []), cut]);
  }
  return { cutOut, cutsAfter };
}
