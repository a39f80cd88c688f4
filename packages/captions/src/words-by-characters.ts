// Words of a text written without spaces, and a span of time shared out over pieces of text in
// proportion to their characters: how whisper's run-on Thai, Chinese or Japanese becomes words
// with times of their own, and how a translated sentence's words are timed (docs/translation.md).
const graphemes = new Intl.Segmenter('und', { granularity: 'grapheme' });

/** The words of an unspaced text as Intl.Segmenter's dictionaries find them, punctuation kept with the word before. */
export function unspacedWords(text: string, locale = 'und'): string[] {
  const words: string[] = [];
  for (const { segment, isWordLike } of new Intl.Segmenter(locale, { granularity: 'word' }).segment(text)) {
    if (!segment.trim()) continue;
    if (!isWordLike && words.length > 0) words[words.length - 1] += segment;
    else words.push(segment);
  }
  return words;
}

const weight = (text: string) => Math.max(1, [...graphemes.segment(text)].length);

/**
 * The pieces laid over [start, end] one after another, each for a share of it by its graphemes;
 * the first starts at `start`, the last ends at `end`, each lasts at least 1 ms (a span too short
 * for that ends later).
 */
export function shareByCharacters(
  pieces: readonly string[],
  span: { start: number; end: number },
): { text: string; start: number; end: number }[] {
  if (pieces.length === 0) return [];
  const end = Math.max(span.end, span.start + pieces.length);
  const total = pieces.reduce((sum, piece) => sum + weight(piece), 0);
  let before = 0;
  return pieces.map((text, i) => {
    const from = span.start + Math.round(((end - span.start) * before) / total);
    before += weight(text);
    const to = i === pieces.length - 1 ? end : span.start + Math.round(((end - span.start) * before) / total);
    return { text, start: from, end: Math.max(to, from + 1) };
  });
}
