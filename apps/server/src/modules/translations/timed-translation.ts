// A translated sentence laid on its source sentence's time (docs/translation.md "Timing"): it
// starts and ends exactly where the spoken sentence does, and each of its words takes a share of
// that span in proportion to its characters (graphemes), since a longer word takes longer to say
// and to read. Languages written without spaces (Chinese, Japanese, Thai…) are cut into words by
// Intl.Segmenter, their punctuation kept with the word before it.
import { shareByCharacters, unspacedWords } from '@captionist/captions';
import { type TranscriptWord, WORD_TEXT_MAX } from '@captionist/contracts';

const UNSPACED = new Set(['zh', 'ja', 'th', 'lo', 'km', 'my']);

/** The sentence's words as the language writes them. */
export function translatedWords(text: string, language: string): string[] {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (!clean) return [];
  return UNSPACED.has(language) ? unspacedWords(clean, language) : clean.split(' ');
}

export function timeTranslatedSentence(
  text: string,
  span: { start: number; end: number },
  language: string,
): TranscriptWord[] {
  const words = translatedWords(text, language).map((word) => word.slice(0, WORD_TEXT_MAX));
  return shareByCharacters(words, span).map((word) => ({ ...word, confidence: null }));
}
