// Where the editor's guides sit over the player: the caption's safe width (the middle
// SAFE_WIDTH_RATIO of the frame's width, which the render shrinks or wraps a line to fit) and
// the line where a caption's centre sits (the style's `position`, percent of the frame height).
import { SAFE_WIDTH_RATIO } from '@captionist/captions';
import type { PictureBox } from './picture-box';

export interface CaptionGuides {
  /** The safe column, the picture's full height, in the player's pixels. */
  safeArea: PictureBox;
  /** The caption centre line across the safe column. */
  positionLine: { left: number; top: number; width: number };
}

/** Guides for a picture box (see pictureBox) and a style position (0–100, clamped). */
export function captionGuides(picture: PictureBox, position: number): CaptionGuides {
  const margin = (picture.width * (1 - SAFE_WIDTH_RATIO)) / 2;
  // Both edges rounded on their own, so the column stays centred in whole pixels.
  const left = Math.round(picture.left + margin);
  const right = Math.round(picture.left + picture.width - margin);
  const share = Math.min(100, Math.max(0, position)) / 100;
  const top = Math.round(picture.top + picture.height * share);
  return {
    safeArea: { left, top: picture.top, width: right - left, height: picture.height },
    positionLine: { left, top, width: right - left },
  };
}
