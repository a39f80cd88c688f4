// The server's suggestions name words of the saved transcript by index; the editor may hold
// edits since. A suggestion moves to the same word (same times and text) in the words as they
// are now; a word edited since the save gets none.
import type { TranscriptWord } from '@captionist/contracts';

const wordKey = (word: TranscriptWord) => `${word.start}:${word.end}:${word.text}`;

export function onCurrentWords<P extends { index: number }>(
  picks: readonly P[],
  saved: readonly TranscriptWord[],
  words: readonly TranscriptWord[],
): P[] {
  const current = new Map<string, number>();
  words.forEach((word, index) => {
    current.set(wordKey(word), index);
  });
  return picks.flatMap((pick) => {
    const word = saved[pick.index];
    const index = word ? current.get(wordKey(word)) : undefined;
    return index === undefined ? [] : [{ ...pick, index }];
  });
}
