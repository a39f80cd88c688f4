// Whisper's words on the forced aligner's times. whisper.cpp times tokens by interpolating inside
// each segment, so a word can start early or run on into a pause; PocketSphinx, decoding with a
// language model of just these words, places the ones it hears on 10 ms frames. A word takes the
// aligner's times only when the aligner heard it (not guessed) near where whisper put it.
import type { RecognisedWord } from '../transcriber';
import { matchInOrder } from './align-to-script';
import { spokenKey } from './script-tokens';

/**
 * Starts farther apart than this: the two disagree about which utterance it is, keep whisper's.
 * (Ends may differ by more: a whisper word running on into the pause is what this fixes.)
 */
const MAX_SHIFT_MS = 1000;

export function retimeWords(recognised: RecognisedWord[], aligned: RecognisedWord[]): RecognisedWord[] {
  const pairs = matchInOrder(
    recognised.map((word) => spokenKey(word.text)),
    aligned.map((word) => spokenKey(word.text)),
  );
  return recognised.map((word, i) => {
    const match = pairs.get(i);
    const timed = match === undefined ? undefined : aligned[match];
    if (!timed || timed.confidence === null || spokenKey(timed.text) !== spokenKey(word.text)) return word;
    return Math.abs(timed.start - word.start) > MAX_SHIFT_MS
      ? word
      : { ...word, start: timed.start, end: timed.end };
  });
}
