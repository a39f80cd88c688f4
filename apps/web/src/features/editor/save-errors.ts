// A refused save (422) names fields like "words.3.end"; a person needs to know which word that
// is, so each message is tied to the word it is about and the rest is shown as one message.
import type { TranscriptWord } from '@captionist/contracts';
import { errorMessage, normaliseError } from '../../lib/normalise-error';

export interface WordError {
  index: number;
  word: TranscriptWord;
  message: string;
}

export interface SaveFailure {
  wordErrors: WordError[];
  /** What is about no single word (a conflict, the whole list); null when every error has a word. */
  message: string | null;
}

const wordField = /^words\.(\d+)(\.|$)/;

export function describeSaveFailure(error: unknown, words: readonly TranscriptWord[]): SaveFailure {
  const errors = normaliseError(error).errors ?? {};
  const wordErrors: WordError[] = [];
  let message: string | null = null;
  for (const [field, messages] of Object.entries(errors)) {
    const first = messages[0];
    if (!first) continue;
    const index = Number(wordField.exec(field)?.[1] ?? Number.NaN);
    const word = words[index];
    if (word) wordErrors.push({ index, word, message: first });
    else message ??= first;
  }
  wordErrors.sort((a, b) => a.index - b.index);
  if (wordErrors.length === 0) message ??= errorMessage(error);
  return { wordErrors, message };
}
