// A translated sentence laid on its source sentence's time (docs/translation.md "Timing"): it
// starts and ends exactly where the spoken sentence does, and each of its words takes a share of
// that span in proportion to its characters (graphemes), since a longer word takes longer to say
// and to read. Languages written without spaces (Chinese, Japanese, Thai…) are cut into words by
// Intl.Segmenter, their punctuation kept with the word before it.
import { type TranscriptWord, WORD_TEXT_MAX } from '@captionist/contracts';

const UNSPACED = new Set(['zh', 'ja', 'th', 'lo', 'km', 'my']);
const graphemes = new Intl.Segmenter('und', { granularity: 'grapheme' });

/** The sentence's words as the language writes them. */
export function translatedWords(text: string, language: string): string[] {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (!clean) return [];
  if (!UNSPACED.has(language)) return clean.split(' ');
  const words: string[] = [];
  for (const { segment, isWordLike } of new Intl.Segmenter(language, { granularity: 'word' }).segment(
    clean,
  )) {
    if (!segment.trim()) continue;
    if (!isWordLike && words.length > 0) words[words.length - 1] += segment;
    else words.push(segment);
  }
  return words;
}

const weight = (word: string) => Math.max(1, [...graphemes.segment(word)].length);

export function timeTranslatedSentence(
  text: string,
  span: { start: number; end: number },
  language: string,
): TranscriptWord[] {
  const words = translatedWords(text, language).map((word) => word.slice(0, WORD_TEXT_MAX));
  if (words.length === 0) return [];
  // Every word at least 1 ms long, even in a sentence spoken faster than that.
  const end = Math.max(span.end, span.start + words.length);
  const total = words.reduce((sum, word) => sum + weight(word), 0);
  let before = 0;
  return words.map((word, i) => {
    const from = span.start + Math.round(((end - span.start) * before) / total);
    before += weight(word);
    const to = i === words.length - 1 ? end : span.start + Math.round(((end - span.start) * before) / total);
    return { text: word, start: from, end: Math.max(to, from + 1), confidence: null };
  });
}
