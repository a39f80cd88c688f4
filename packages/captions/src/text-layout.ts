// Script-aware text helpers: joining words (CJK and Thai have no spaces), right-to-left
// detection, and the text-width estimate used for line fitting without reading the font.
import { splitEmoji } from './emoji';
import type { CaptionWord } from './words';

/** Scripts written without spaces between words: Han, kana, Thai, Lao, Khmer, Myanmar, CJK punctuation. */
const unspacedScript =
  /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}\u3000-\u303f\uff00-\uffef\u30fc]+$/u;
const rightToLeft = /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]/u;
const leftToRight = /[\p{Script=Latin}\p{Script=Cyrillic}\p{Script=Greek}\p{Script=Han}\p{Script=Hangul}]/u;
/** East Asian wide and fullwidth characters: about one em, twice an average Latin letter. */
const wide =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\u3000-\u303f\uff01-\uff60\uffe0-\uffe6]/u;
const narrow = /[\s.,:;'!|ilIjtfr()[\]"`’‘]/u;
const broad = /[A-Z0-9MWmw@%&#]/u;

/** A word written in a script that puts no spaces between words. */
export function isUnspacedWord(text: string): boolean {
  return unspacedScript.test(text);
}

/** Joins words as the language writes them: no space between two CJK/Thai words. */
export function joinWords(texts: readonly string[]): string {
  let line = '';
  texts.forEach((text, index) => {
    const previous = texts[index - 1];
    if (previous !== undefined && !(isUnspacedWord(previous) && isUnspacedWord(text))) line += ' ';
    line += text;
  });
  return line;
}

/** The separator written after word `index` of a line (empty between CJK words). */
export function separatorAfter(texts: readonly string[], index: number): string {
  const word = texts[index];
  const next = texts[index + 1];
  if (word === undefined || next === undefined) return '';
  return isUnspacedWord(word) && isUnspacedWord(next) ? '' : ' ';
}

/** True when the first strongly directional letter is Arabic, Hebrew or another RTL script. */
export function isRightToLeft(text: string): boolean {
  for (const char of text) {
    if (rightToLeft.test(char)) return true;
    if (leftToRight.test(char)) return false;
  }
  return false;
}

/**
 * Width of a text in "cells", one cell being an average lowercase Latin letter: wide
 * (CJK, fullwidth) characters count WIDE_CELLS, capitals, digits and m/w 1.25, spaces, i/l/t/f/r
 * and thin punctuation 0.55, an emoji 2, every other character 1. Combining marks count 0.
 */
export function textCells(text: string): number {
  let cells = 0;
  for (const piece of splitEmoji(text)) {
    if ('emoji' in piece) cells += EMOJI_CELLS;
    else cells += letterCells(piece.text);
  }
  return cells;
}

// An emoji is drawn EMOJI_SCALE (0.95) of the font size wide: about two average letters.
const EMOJI_CELLS = 2;
// A CJK character of the shipped CJK font (Noto Sans SC, script-fonts.ts) is 1 em wide, and libass sizes that font by
// its ascent + descent, 1.448 em: 0.69 of the font size, 1.4 cells of the default advance below.
// Measured: 13 characters at a 35 px font size span 317 px (apps/server/test/caption-render).
const WIDE_CELLS = 1.4;

function letterCells(text: string): number {
  let cells = 0;
  for (const char of text) {
    if (/\p{M}/u.test(char)) continue;
    if (wide.test(char)) cells += WIDE_CELLS;
    else if (narrow.test(char)) cells += 0.55;
    else if (broad.test(char)) cells += 1.25;
    else cells += 1;
  }
  return cells;
}

/**
 * The default average advance of one cell as a fraction of the ASS font size. libass sizes a
 * font so that its ascent + descent equal the font size (about 1.2 em for most caption fonts),
 * and an average lowercase letter of a sans-serif caption font is about 0.55–0.6 em, so about
 * 0.5 of the ASS size. A font can bring its own measured value (`CaptionFont.averageAdvance`).
 */
export const DEFAULT_AVERAGE_ADVANCE = 0.5;

/** Estimated width in pixels of a text drawn at `fontSize` with an outline of `outline` px. */
export function estimateTextWidth(
  text: string,
  fontSize: number,
  averageAdvance = DEFAULT_AVERAGE_ADVANCE,
  outline = 0,
): number {
  return textCells(text) * averageAdvance * fontSize + 2 * outline;
}

type LaidOutWord = Pick<CaptionWord, 'text' | 'emphasis'>;

/** Cells of words set on one line as joinWords writes them; an emphasised word counts at its size. */
export function lineCells(words: readonly LaidOutWord[]): number {
  const texts = words.map((word) => word.text);
  return words.reduce(
    (cells, word, index) =>
      cells + textCells(word.text) * (word.emphasis?.scale ?? 1) + textCells(separatorAfter(texts, index)),
    0,
  );
}

/** Estimated width in pixels of words on one line (lineCells) at `fontSize`, outline included. */
export function estimateLineWidth(
  words: readonly LaidOutWord[],
  fontSize: number,
  averageAdvance = DEFAULT_AVERAGE_ADVANCE,
  outline = 0,
): number {
  return lineCells(words) * averageAdvance * fontSize + 2 * outline;
}
