// The [V4+ Styles] lines: Caption (the words), Box (the background box layer), Second (the
// second language's line) and Hook.

import { assColor, assNumber, assStyleField, SHADOW_DEPTHS, STROKE_WIDTHS } from './ass-format';
import type { CaptionFont } from './caption-fonts';
import type { CaptionStyle } from './caption-style';
import { SECOND_LINE_RATIO } from './second-line';

/** fontSize, stroke and shadow are px at a 1080-px-wide frame. */
export const REFERENCE_WIDTH = 1080;
/** The hook title is this much smaller than the captions. */
export const HOOK_SIZE_RATIO = 0.75;
/** Padding of a background box around the text, as a fraction of the font size. */
export const BOX_PADDING_RATIO = 0.2;
/** A hook over a transparent caption background gets this box colour. */
export const HOOK_DEFAULT_BOX = '#000000b3';

export const scaledFontSize = (style: CaptionStyle, width: number) =>
  (style.fontSize * width) / REFERENCE_WIDTH;

export interface AssStyleSet {
  lines: string[];
  /** Outline width in px of the Caption style. */
  outline: number;
  /** Whether a Box style (and box events) are needed. */
  box: boolean;
  /** Override tags restoring the Caption style's alphas (after `\alpha&HFF&`). */
  visibleAlphas: string;
}

interface StyleFields {
  name: string;
  size: number;
  primary: string;
  secondary: string;
  outlineColour: string;
  back: string;
  borderStyle: 1 | 3;
  outline: number;
  shadow: number;
}

export function assStyleSet(
  style: CaptionStyle,
  face: CaptionFont,
  width: number,
  {
    hook = false,
    captionPx = scaledFontSize(style, width),
    second = false,
  }: {
    hook?: boolean;
    /** A second, smaller line under the captions (second-line.ts). */
    second?: boolean;
    /** The captions' size on this frame when auto size has grown it (captionGroups). */
    captionPx?: number;
  } = {},
): AssStyleSet {
  const scale = width / REFERENCE_WIDTH;
  const size = captionPx;
  const outline = STROKE_WIDTHS[style.strokeSize] * scale;
  const primary = assColor(style.primaryColor);
  const fill = assColor(style.fillColor);
  const stroke = assColor(style.strokeColor);
  const shadow = assColor(style.shadowColor);
  const box = style.backgroundColor !== 'transparent';
  const line = (fields: StyleFields) =>
    [
      `Style: ${fields.name}`,
      assStyleField(face.family),
      assNumber(fields.size),
      fields.primary,
      fields.secondary,
      fields.outlineColour,
      fields.back,
      style.fontWeight >= 600 ? -1 : 0,
      style.italic ? -1 : 0,
      0,
      0,
      100,
      100,
      0,
      0,
      fields.borderStyle,
      assNumber(fields.outline),
      assNumber(fields.shadow),
      5,
      0,
      0,
      0,
      1,
    ].join(',');

  const lines = [
    line({
      name: 'Caption',
      size,
      // Karaoke (\kf) sweeps from SecondaryColour to PrimaryColour: unspoken words in fillColor.
      primary: primary.full,
      secondary: fill.full,
      outlineColour: stroke.full,
      back: shadow.full,
      borderStyle: 1,
      outline,
      shadow: SHADOW_DEPTHS[style.shadowSize] * scale,
    }),
  ];
  if (box) {
    // BorderStyle 3 draws an opaque box in OutlineColour, padded by Outline; the text itself is
    // invisible here and drawn by the Caption layer above it, stroke included.
    const background = assColor(style.backgroundColor).full;
    lines.push(
      line({
        name: 'Box',
        size,
        primary: '&HFF000000',
        secondary: '&HFF000000',
        outlineColour: background,
        back: '&HFF000000',
        borderStyle: 3,
        outline: size * BOX_PADDING_RATIO,
        shadow: 0,
      }),
    );
  }
  if (second) {
    // The caption's colours and stroke at SECOND_LINE_RATIO of its size; never karaoke.
    lines.push(
      line({
        name: 'Second',
        size: size * SECOND_LINE_RATIO,
        primary: primary.full,
        secondary: primary.full,
        outlineColour: box ? assColor(style.backgroundColor).full : stroke.full,
        back: shadow.full,
        borderStyle: box ? 3 : 1,
        outline: box ? size * SECOND_LINE_RATIO * BOX_PADDING_RATIO : outline * SECOND_LINE_RATIO,
        shadow: box ? 0 : SHADOW_DEPTHS[style.shadowSize] * scale * SECOND_LINE_RATIO,
      }),
    );
  }
  if (hook) {
    // The hook keeps the style's own size: auto size fits the captions, not the title.
    const hookSize = scaledFontSize(style, width) * HOOK_SIZE_RATIO;
    lines.push(
      line({
        name: 'Hook',
        size: hookSize,
        primary: primary.full,
        secondary: primary.full,
        outlineColour: assColor(box ? style.backgroundColor : HOOK_DEFAULT_BOX).full,
        back: '&HFF000000',
        borderStyle: 3,
        outline: hookSize * BOX_PADDING_RATIO,
        shadow: 0,
      }),
    );
  }
  return {
    lines,
    outline,
    box,
    visibleAlphas: `\\1a${primary.alpha}\\2a${fill.alpha}\\3a${stroke.alpha}\\4a${shadow.alpha}`,
  };
}
