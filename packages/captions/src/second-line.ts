// Two-language captions (docs/translation.md "Two-language captions"): under each caption group, a
// second, smaller line with the other track's words spoken in the same stretch (a translation
// under the spoken words, or the other way round), on screen at exactly the same moments. The
// same events in the preview and the render, since both draw this document.
import { assNumber } from './ass-format';
import { splitEmoji } from './emoji';
import type { CaptionGroup } from './group-words';
import { type ScriptFontRuns, withScriptFonts } from './script-fonts';
import { isRightToLeft, joinWords } from './text-layout';
import type { CaptionWord } from './words';

/** The second line's size against the caption's. */
export const SECOND_LINE_RATIO = 0.6;

/**
 * The second track's words shared out over the groups: each goes to the group its middle falls
 * in, or, between groups, to the nearest one, so that no word is lost in a pause.
 */
export function secondLineTexts(
  groups: readonly Pick<CaptionGroup, 'start' | 'end'>[],
  second: readonly CaptionWord[],
): string[] {
  const shared: string[][] = groups.map(() => []);
  if (groups.length === 0) return [];
  for (const word of second) {
    const middle = (word.start + word.end) / 2;
    let best = 0;
    let bestDistance = Number.POSITIVE_INFINITY;
    groups.forEach((group, index) => {
      const distance =
        middle < group.start ? group.start - middle : middle > group.end ? middle - group.end : 0;
      if (distance < bestDistance) [best, bestDistance] = [index, distance];
    });
    shared[best]?.push(word.text.replace(/\s+/g, ' ').trim());
  }
  return shared.map((texts) => joinWords(texts.filter(Boolean)));
}

export interface SecondLinePlacement {
  /** The caption line's centre and size, and how many lines it takes. */
  x: number;
  y: number;
  fontPx: number;
  lines: number;
  /** The caption's own font tags (\b, \fn). */
  fontTags: string;
  uppercase: boolean;
  scripts: ScriptFontRuns | undefined;
}

/** The second line's text with its tags: top-centred just under the caption, wrapped inside the safe width. */
export function secondLineText(text: string, at: SecondLinePlacement): string {
  const plain = splitEmoji(at.uppercase ? text.toUpperCase() : text)
    .map((piece) => ('emoji' in piece ? '' : piece.text))
    .join('')
    .trim();
  if (!plain) return '';
  // A caption line is about 1.2 em tall; the second line starts a fifth of an em below it.
  const top = at.y + at.lines * 0.6 * at.fontPx + 0.2 * at.fontPx;
  const direction = isRightToLeft(plain) ? '\\fe-1' : '';
  const tags = `\\an8${direction}\\q0\\pos(${assNumber(at.x)},${assNumber(top)})${at.fontTags}`;
  return `{${tags}}${withScriptFonts(plain, at.scripts)}`;
}
