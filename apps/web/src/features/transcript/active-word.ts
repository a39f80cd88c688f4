// Which word is being spoken at a moment of playback. Called on every animation frame with
// thousands of words, so it searches the (start-ordered) list in halves.
import type { TranscriptWord } from '@captionist/contracts';

/** The index of the word spoken at `timeMs`, or -1 in a pause or outside the words. */
export function findActiveWord(
  words: readonly Pick<TranscriptWord, 'start' | 'end'>[],
  timeMs: number,
): number {
  let low = 0;
  let high = words.length - 1;
  let candidate = -1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if ((words[middle] as TranscriptWord).start <= timeMs) {
      candidate = middle;
      low = middle + 1;
    } else {
      high = middle - 1;
    }
  }
  const word = words[candidate];
  return word && timeMs < word.end ? candidate : -1;
}
