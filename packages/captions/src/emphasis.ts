// Emphasis: a word that stands out from its caption in its own colour, larger, or in capitals
// (docs/captions.md "Emphasis"). The look is kept on the word itself, so it follows the word
// through every transcript edit and undo; the caption engine draws it (ass-document).
import type { CaptionStyle } from './caption-style';
import { groupWords } from './group-words';
import type { CaptionWord, WordEmphasis } from './words';

/** The colours offered for emphasis: bright enough to read over a face, unlike one another. */
export const EMPHASIS_COLOURS = ['#ffd43b', '#51cf66', '#ff6b6b', '#4dabf7', '#cc5de8'] as const;
/** The size an emphasised word gets unless the person picks another. */
export const EMPHASIS_SCALE = 1.2;
/** Automatic keyword emphasis skips words that score below this (0–1). */
export const KEYWORD_MIN_SCORE = 0.4;

export const emphasisScale = (word: Pick<CaptionWord, 'emphasis'>) => word.emphasis?.scale ?? 1;

/** True when the word looks different from the rest of its caption. */
export function isEmphasised(word: Pick<CaptionWord, 'emphasis'>): boolean {
  const look = word.emphasis;
  return Boolean(look && (look.color || emphasisScale(word) !== 1 || look.uppercase));
}

/**
 * The look a word gets by default: larger, in the first offered colour that stands apart from
 * both of the style's text colours (a yellow template's keywords turn green, not yellow).
 */
export function defaultEmphasis(style: Pick<CaptionStyle, 'primaryColor' | 'fillColor'>): WordEmphasis {
  const taken = [style.primaryColor, style.fillColor];
  const color =
    EMPHASIS_COLOURS.find((candidate) => taken.every((used) => colourDistance(candidate, used) > 120)) ??
    EMPHASIS_COLOURS[0];
  return { color, scale: EMPHASIS_SCALE };
}

/** The words with word `index` given `look`; a look that changes nothing removes the emphasis. */
export function setEmphasis<W extends CaptionWord>(
  words: readonly W[],
  index: number,
  look: WordEmphasis | null,
): readonly W[] {
  const word = words[index];
  if (!word) return words;
  const cleaned = look ? cleanLook(look) : undefined;
  if (!cleaned && !word.emphasis) return words;
  const { emphasis: _old, ...plain } = word;
  const changed = (cleaned ? { ...plain, emphasis: cleaned } : plain) as W;
  return words.map((w, i) => (i === index ? changed : w));
}

/**
 * Emphasises the best keyword of each caption group: the word with the highest score (word index
 * → 0–1, from the keyword finder) at or above KEYWORD_MIN_SCORE. Groups that already have an
 * emphasised word keep theirs. The same list when nothing changes.
 */
export function emphasiseKeywords<W extends CaptionWord>(
  words: readonly W[],
  wordsPerGroup: number,
  scores: ReadonlyMap<number, number>,
  look: WordEmphasis,
): readonly W[] {
  const places = new Map(words.map((word, i) => [word, i]));
  const picked = new Set<number>();
  for (const group of groupWords(words, { wordsPerGroup })) {
    if (group.words.some(isEmphasised)) continue;
    let best = -1;
    let bestScore = 0;
    for (const word of group.words) {
      const index = places.get(word) ?? -1;
      const score = scores.get(index) ?? 0;
      // On a tie the earlier word wins: it is seen first.
      if (score >= KEYWORD_MIN_SCORE && score > bestScore) {
        best = index;
        bestScore = score;
      }
    }
    if (best >= 0) picked.add(best);
  }
  if (picked.size === 0) return words;
  return words.map((word, i) => (picked.has(i) ? { ...word, emphasis: { ...look } } : word));
}

/** The words without any emphasis. */
export function clearEmphasis<W extends CaptionWord>(words: readonly W[]): readonly W[] {
  if (!words.some((word) => word.emphasis)) return words;
  return words.map((word) => {
    if (!word.emphasis) return word;
    const { emphasis: _dropped, ...plain } = word;
    return plain as W;
  });
}

/** Only the parts of a look that change something; undefined when none does. */
function cleanLook(look: WordEmphasis): WordEmphasis | undefined {
  const cleaned: WordEmphasis = {};
  if (look.color) cleaned.color = look.color.toLowerCase();
  if (look.scale !== undefined && look.scale !== 1) cleaned.scale = look.scale;
  if (look.uppercase) cleaned.uppercase = true;
  return Object.keys(cleaned).length > 0 ? cleaned : undefined;
}

function colourDistance(a: string, b: string): number {
  const channels = (hex: string) => [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16) || 0);
  const [x, y] = [channels(a), channels(b)];
  return Math.hypot(...x.map((value, i) => value - (y[i] ?? 0)));
}
