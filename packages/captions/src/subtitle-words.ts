// A subtitle cue's text as transcript words: split where a line may break, each run's time
// (the cue's, or a karaoke syllable's) shared among its words by their length, so word-by-word
// highlighting follows the speech as closely as the file allows.
import type { TimedRun } from './subtitle-cues';
import { isUnspacedWord } from './text-layout';

export interface TimedWord {
  text: string;
  start: number;
  end: number;
}

/** The longest word a transcript holds (WORD_TEXT_MAX in @captionist/contracts); longer text is cut. */
export const SUBTITLE_WORD_MAX_CHARS = 100;

interface Token extends TimedWord {
  /** Written right after the text before it (karaoke syllables of one word). */
  glued: boolean;
}

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });
const wordSegmenter = new Intl.Segmenter('en', { granularity: 'word' });
// Breaking spaces part words; no-break spaces (`&nbsp;`, ASS `\h`, French typography) do not.
const breakingSpaces = /([^\S\u00a0\u2007\u202f]+)/u;
// Punctuation that leans on a word (stops, commas, quotes, brackets, dashes), as opposed to
// "&", "#", "♪" or an emoji, which are read or shown as words of their own.
const leaning = /^[\p{Ps}\p{Pe}\p{Pi}\p{Pf}\p{Pd}.,;:!?…¿¡'"、。，．！？；：]+$/u;
// "- Hi" / "– Hi" at the start of a line marks a new speaker; the dash is not said.
const dialogueDash = /(^|\n)[ \t]*[-‐‑–—]+[ \t]*(?=[\p{L}"'“‘«¿¡([])/gu;

/**
 * The cue's words, or null when they are more than `maxWords`: counted as the text is split, so a
 * cue of a million words is refused before they are all made.
 */
export function cueWords(runs: readonly TimedRun[], maxWords: number): TimedWord[] | null {
  const tokens: Token[] = [];
  let lineStart = true;
  let spaced = true;
  // Each spaced token that is not punctuation starts a word of its own: a lower bound of the count.
  let wordStarts = 0;
  for (const run of runs) {
    // A run that starts mid-line (a karaoke syllable) has no line start of its own.
    const text = run.text.replace(dialogueDash, (whole, before: string) =>
      before === '' && !lineStart ? whole : before,
    );
    const parts: { text: string; glued: boolean }[] = [];
    text.split(breakingSpaces).forEach((part, index) => {
      // Odd parts are the spaces between.
      if (index % 2 === 1) {
        spaced = true;
        lineStart ||= part.includes('\n');
        return;
      }
      const word = part.trim();
      if (!word) return;
      if (spaced && !leaning.test(word)) wordStarts++;
      parts.push({ text: word, glued: !spaced });
      spaced = false;
      lineStart = false;
    });
    if (wordStarts > maxWords) return null;
    for (const token of shareTime(parts, run.start, run.end)) tokens.push(token);
  }
  const words = attachPunctuation(glueSyllables(tokens));
  // A karaoke syllable is already one timed unit; a cue's plain text in a script without spaces
  // is cut into its words.
  const segmented = runs.length === 1 ? words.flatMap(segmentUnspaced) : words;
  const cut = segmented.flatMap(cutLongWord);
  return cut.length > maxWords ? null : cut;
}

/** Karaoke syllables written together make one word ("ka" "ra" "o" "ke"), except in CJK/Thai text. */
function glueSyllables(tokens: readonly Token[]): TimedWord[] {
  const words: TimedWord[] = [];
  // The last token's text, not the glued word's: reading the end of a word still growing by
  // concatenation copies all of it each time.
  let lastToken = '';
  for (const { glued, ...token } of tokens) {
    const previous = words.at(-1);
    const unspaced = previous && isUnspacedWord(lastChar(lastToken)) && isUnspacedWord(firstChar(token.text));
    lastToken = token.text;
    if (glued && previous && !unspaced) {
      previous.text += token.text;
      previous.end = Math.max(previous.end, token.end);
    } else words.push(token);
  }
  return words;
}

/** Punctuation standing alone ("…", "!", "¿") joins the word before it, or the next one at the start. */
function attachPunctuation(tokens: readonly TimedWord[]): TimedWord[] {
  const words: TimedWord[] = [];
  let leading: TimedWord | undefined;
  for (const token of tokens) {
    const previous = words.at(-1);
    if (!leaning.test(token.text)) {
      const start = leading?.start ?? token.start;
      words.push({ text: (leading?.text ?? '') + token.text, start, end: token.end });
      leading = undefined;
    } else if (previous) {
      previous.text += token.text;
      previous.end = Math.max(previous.end, token.end);
    } else {
      leading = {
        text: (leading?.text ?? '') + token.text,
        start: leading?.start ?? token.start,
        end: token.end,
      };
    }
  }
  // A cue of nothing but symbols keeps them as its word.
  if (leading) words.push(leading);
  return words;
}

function segmentUnspaced(word: TimedWord): TimedWord[] {
  if (![...word.text].some((char) => isUnspacedWord(char))) return [word];
  const pieces: { text: string }[] = [];
  let leading = '';
  for (const { segment } of wordSegmenter.segment(word.text)) {
    const previous = pieces.at(-1);
    if (!leaning.test(segment)) {
      pieces.push({ text: leading + segment });
      leading = '';
    } else if (previous) previous.text += segment;
    else leading += segment;
  }
  if (leading) pieces.push({ text: leading });
  return shareTime(pieces, word.start, word.end);
}

function cutLongWord(word: TimedWord): TimedWord[] {
  if (word.text.length <= SUBTITLE_WORD_MAX_CHARS) return [word];
  const pieces: { text: string }[] = [{ text: '' }];
  for (const { segment } of graphemes.segment(word.text)) {
    const last = pieces.at(-1) as { text: string };
    if (last.text.length + segment.length > SUBTITLE_WORD_MAX_CHARS) pieces.push({ text: segment });
    else last.text += segment;
  }
  return shareTime(pieces, word.start, word.end);
}

/** Each item gets a share of start…end in proportion to its length in characters (graphemes). */
function shareTime<T extends { text: string }>(
  items: readonly T[],
  start: number,
  end: number,
): (T & TimedWord)[] {
  const lengths = items.map((item) => Math.max(1, graphemeCount(item.text)));
  const total = lengths.reduce((sum, length) => sum + length, 0);
  let before = 0;
  return items.map((item, index) => {
    const from = start + Math.round(((end - start) * before) / total);
    before += lengths[index] ?? 1;
    return { ...item, start: from, end: start + Math.round(((end - start) * before) / total) };
  });
}

const graphemeCount = (text: string) => {
  let count = 0;
  for (const _ of graphemes.segment(text)) count++;
  return count;
};
const firstChar = (text: string) => String.fromCodePoint(text.codePointAt(0) ?? 0);
const lastChar = (text: string) => [...text].at(-1) ?? '';
