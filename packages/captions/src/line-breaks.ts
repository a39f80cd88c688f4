// Where a caption may break between two pieces of text, by the line-breaking rules of Chinese and
// Japanese (kinsoku shori), which also keep Latin punctuation off a line's start: no line starts
// with closing punctuation, a small kana, a prolonged sound or an iteration mark, and none ends
// with an opening bracket or quote. A word of a script written without spaces that is too wide
// for a line is cut between its characters at such a place; Thai, Lao, Khmer and Burmese only
// between their words, as Intl.Segmenter's dictionaries find them (docs/captions.md "Line breaks").
import { isUnspacedWord, textCells } from './text-layout';
import type { CaptionWord } from './words';

const noLineStart =
  /^[)\]}»›,.:;!?、。，．・：；！？）］｝〕〉》」』】〙〗〟’”｠ゝゞヽヾー々〻ぁぃぅぇぉっゃゅょゎゕゖァィゥェォッャュョヮヵヶㇰ-ㇿ〜～]/u;
const noLineEnd = /[([{«‹（［｛〔〈《「『【〘〖〝‘“｟]$/u;

/** False for a text ending with an opening bracket or quote. */
export const mayEndLine = (text: string) => !noLineEnd.test(text);

/** False when a line (or caption) may not end with `before` and go on with `after`. */
export function mayBreakBetween(before: string, after: string): boolean {
  return mayEndLine(before) && !noLineStart.test(after);
}

const graphemes = new Intl.Segmenter('und', { granularity: 'grapheme' });
const words = new Intl.Segmenter('und', { granularity: 'word' });
/** Scripts whose words run together but may not be cut inside a word. */
const wordBound = /[\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u;

/**
 * The grapheme indexes a line may break before: every one, or for the scripts above only those
 * where a word starts.
 */
function breakPoints(text: string, chars: readonly string[]): (at: number) => boolean {
  if (!wordBound.test(text)) return () => true;
  const starts = new Set<number>();
  let offset = 0;
  let index = 0;
  const segmentStarts = new Set([...words.segment(text)].map((segment) => segment.index));
  for (const char of chars) {
    if (segmentStarts.has(offset)) starts.add(index);
    offset += char.length;
    index++;
  }
  return (at) => starts.has(at);
}

/**
 * The words with each unspaced word wider than `maxCells` cut into pieces that fit, broken where
 * the rules above allow (anywhere, when no such place fits). A piece keeps its word's fields and
 * takes a share of its time by characters; it is drawn as the word's part, with no space between.
 */
export function splitWideWords<W extends CaptionWord>(words: readonly W[], maxCells: number): W[] {
  return words.flatMap((word) =>
    isUnspacedWord(word.text) && textCells(word.text) > maxCells ? cutWord(word, maxCells) : [word],
  );
}

function cutWord<W extends CaptionWord>(word: W, maxCells: number): W[] {
  const chars = [...graphemes.segment(word.text)].map((piece) => piece.segment);
  const mayBreakAt = breakPoints(word.text, chars);
  const pieces: string[][] = [];
  let current: string[] = [];
  let currentStart = 0;
  chars.forEach((char) => {
    if (current.length > 0 && textCells([...current, char].join('')) > maxCells) {
      const at = lastAllowedBreak(current, char, (n) => mayBreakAt(currentStart + n));
      pieces.push(current.slice(0, at));
      current = current.slice(at);
      currentStart += at;
    }
    current.push(char);
  });
  pieces.push(current);
  const perChar = (word.end - word.start) / chars.length;
  let before = 0;
  return pieces.map((piece) => {
    const start = word.start + Math.round(before * perChar);
    before += piece.length;
    return { ...word, text: piece.join(''), start, end: word.start + Math.round(before * perChar) };
  });
}

/**
 * How many of `line`'s characters stay on it when `next` does not fit: the most the rules allow
 * (`at` a break point of the word); all of them when none does.
 */
function lastAllowedBreak(
  line: readonly string[],
  next: string,
  breakPoint: (at: number) => boolean,
): number {
  for (let at = line.length; at > 0; at--) {
    const after = at < line.length ? (line[at] ?? '') : next;
    if (breakPoint(at) && mayBreakBetween(line[at - 1] ?? '', after)) return at;
  }
  return line.length;
}
