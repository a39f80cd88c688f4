// Offline emoji for the words of a transcript: emojilib's keyword table (MIT, 1,870 emoji) read
// through the caption engine's own index (emojiCandidates), built once per process.
import { createRequire } from 'node:module';
import { type EmojiIndex, type EmojiKeywords, emojiCandidates, emojiIndex } from '@captionist/captions';
import type { EmojiWord, TranscriptWord } from '@captionist/contracts';

let index: EmojiIndex | undefined;

export function basicEmojiWords(words: TranscriptWord[]): EmojiWord[] {
  // The package is a JSON file: required, because the built server's ESM import of JSON would
  // need an import attribute that the test runner does not.
  index ??= emojiIndex(createRequire(import.meta.url)('emojilib') as EmojiKeywords);
  return emojiCandidates(words, index);
}
