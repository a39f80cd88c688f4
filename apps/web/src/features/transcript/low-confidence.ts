// The words the engine doubted, which the person should check first: how many there are, and
// which one comes after the selected word (round to the first after the last).
import { isLowConfidence, type TranscriptWord } from '@captionist/contracts';

export function countLowConfidence(words: readonly TranscriptWord[]): number {
  let count = 0;
  for (const word of words) if (isLowConfidence(word)) count += 1;
  return count;
}

/** The next doubted word after `from` (-1: before the first word), wrapping round; -1 when none. */
export function nextLowConfidenceIndex(words: readonly TranscriptWord[], from: number): number {
  for (let step = 1; step <= words.length; step++) {
    const index = (((from + step) % words.length) + words.length) % words.length;
    const word = words[index];
    if (word && isLowConfidence(word)) return index;
  }
  return -1;
}
