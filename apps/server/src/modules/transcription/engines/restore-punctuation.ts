// OpenAI's word timestamps come without punctuation, while its full text has it: each timed word
// takes the written form of the matching word in the text, found in order.
import type { RecognisedWord } from '../transcriber';
import { spokenKey } from './script-tokens';

/** How far ahead in the text a word may be found (the text may hold words the list lacks). */
const LOOKAHEAD = 8;

export function restorePunctuation(words: RecognisedWord[], text: string): RecognisedWord[] {
  const written = text.split(/\s+/).filter(Boolean);
  let next = 0;
  return words.map((word) => {
    const key = spokenKey(word.text);
    for (let k = next; k < Math.min(written.length, next + LOOKAHEAD); k++) {
      if (spokenKey(written[k] ?? '') === key) {
        next = k + 1;
        return { ...word, text: written[k] as string };
      }
    }
    return word;
  });
}
