// Where each word of the caption on screen sits over the player, so a click on the preview picks
// that word (docs/caption-preview.md "Picking a word on the preview"). The groups, their times and
// the size are the caption engine's own (captionGroups); the word boxes use the engine's width estimate,
// as libass's exact glyph positions are not known outside it: a box covers its word's share of
// the line, which is what a click needs.
import {
  type CaptionLayout,
  type CaptionStyle,
  DEFAULT_PAUSE_MS,
  estimateLineWidth,
  isRightToLeft,
  joinWords,
  lineCells,
} from '@captionist/captions';
import type { PictureBox } from './picture-box';

export interface WordTarget {
  /** The word's index in the transcript. */
  index: number;
  text: string;
  left: number;
  top: number;
  width: number;
  height: number;
}

// libass sets a line about 1.2 font sizes apart; a little more makes an easier target.
const LINE_HEIGHT = 1.3;

/** The boxes, in the player's pixels, of the words of the caption shown at `timeMs`; none between captions. */
export function wordTargets(
  { groups, fontPx, advance, safeWidth }: CaptionLayout,
  style: Pick<CaptionStyle, 'isAutoSize' | 'position'>,
  frame: { width: number; height: number },
  picture: PictureBox,
  timeMs: number,
): WordTarget[] {
  if (picture.width <= 0 || frame.width <= 0) return [];
  // On screen from its start until the next group takes over, or until its end before a pause.
  const group = groups.find((each, i) => {
    const next = groups[i + 1];
    const end = next && next.start - each.end < DEFAULT_PAUSE_MS ? next.start : each.end;
    return timeMs >= each.start && timeMs < Math.max(end, each.start + 1);
  });
  if (!group) return [];
  const estimated = estimateLineWidth(group.words, fontPx, advance);
  // Too wide: shrunk to the safe width (auto size) or broken into two lines of it.
  const lines = estimated > safeWidth && !style.isAutoSize ? 2 : 1;
  const size = estimated > safeWidth && style.isAutoSize ? (fontPx * safeWidth) / estimated : fontPx;
  const lineWidth = Math.min(estimated, safeWidth);
  const scale = picture.width / frame.width;
  const height = size * LINE_HEIGHT * lines * scale;
  const top = picture.top + (frame.height * style.position * scale) / 100 - height / 2;
  const cells = group.words.map((word) => Math.max(0.5, lineCells([word])));
  const total = cells.reduce((sum, value) => sum + value, 0);
  const ordered = group.words.map((word, i) => ({ word, share: (cells[i] ?? 0) / total }));
  if (isRightToLeft(joinWords(group.words.map((word) => word.text)))) ordered.reverse();
  let left = picture.left + ((frame.width - lineWidth) / 2) * scale;
  return ordered.map(({ word, share }) => {
    const width = lineWidth * share * scale;
    const target = { index: word.index, text: word.text, left, top, width, height };
    left += width;
    return target;
  });
}
