// What the preview draws: the ASS document and font files the render job would use for the same
// words, style and frame (renders/render-file.ts `assDocumentFor`, renders/render-fonts.ts).
import {
  buildAssDocument,
  type CaptionStyle,
  type CaptionWord,
  captionFontsFor,
  type EmojiArtSet,
  fontForStyle,
  type HookTitle,
  pickFontFace,
} from '@captionist/captions';
import type { Font } from '@captionist/contracts';

export interface PreviewDocumentInput {
  words: readonly CaptionWord[];
  style: CaptionStyle;
  /** GET /user/fonts: the system fonts and the user's own. */
  fonts: readonly Font[];
  /** The video's upright frame in px, as the render lays it out. */
  width: number;
  height: number;
  hook?: HookTitle | undefined;
  /** The artwork of the emoji in the words and the hook (GET /api/emoji), as the render loads it. */
  emoji?: EmojiArtSet;
}

export interface PreviewDocument {
  document: string;
  /** Every file of the style's font: the renderer's fonts folder holds exactly these. */
  fontUrls: string[];
  /** The face libass draws with, which is also the preview's only fallback font. */
  family: string;
}

/** Null while there is no font to draw with (the font list has not loaded, or is empty). */
export function buildPreviewDocument(input: PreviewDocumentInput): PreviewDocument | null {
  const font = fontForStyle(input.fonts, input.style.font);
  if (!font || font.files.length === 0 || input.width <= 0 || input.height <= 0) return null;
  const faces = captionFontsFor(input.style.font, font.files);
  return {
    document: buildAssDocument(input.words, input.style, faces, {
      width: input.width,
      height: input.height,
      ...(input.hook ? { hook: input.hook } : {}),
      ...(input.emoji ? { emoji: input.emoji } : {}),
    }),
    fontUrls: font.files.map((file) => file.url),
    family: pickFontFace(faces, input.style.font, input.style.fontWeight).family,
  };
}
