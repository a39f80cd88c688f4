// What the preview draws: the ASS document and font files the render job would use for the same
// words, style and frame (renders/render-file.ts `captionsFor`, renders/render-fonts.ts).
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
import type { Font, ScriptFonts } from '@captionist/contracts';

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
  /** The shipped fonts for the characters the caption font lacks (GET /api/script-fonts). */
  scripts?: ScriptFonts;
  /** A second, smaller line's words under the captions (two-language captions). */
  secondLine?: readonly CaptionWord[] | undefined;
}

export interface PreviewDocument {
  document: string;
  /** Every file of the style's font: the renderer's fonts folder holds exactly these. */
  fontUrls: string[];
  /** The face libass draws with, which is also the preview's only fallback font. */
  family: string;
}

/** The faces of the style's font as the render picks them; null while there is none to draw with. */
export function previewFaces(fonts: readonly Font[], style: CaptionStyle) {
  const font = fontForStyle(fonts, style.font);
  if (!font || font.files.length === 0) return null;
  return { font, faces: captionFontsFor(style.font, font.files) };
}

/** Null while there is no font to draw with (the font list has not loaded, or is empty). */
export function buildPreviewDocument(input: PreviewDocumentInput): PreviewDocument | null {
  const found = previewFaces(input.fonts, input.style);
  if (!found || input.width <= 0 || input.height <= 0) return null;
  const { font, faces } = found;
  return {
    document: buildAssDocument(input.words, input.style, faces, {
      width: input.width,
      height: input.height,
      ...(input.hook ? { hook: input.hook } : {}),
      ...(input.emoji ? { emoji: input.emoji } : {}),
      ...(input.scripts ? { scriptFonts: input.scripts.families } : {}),
      ...(input.secondLine ? { secondLine: input.secondLine } : {}),
    }),
    fontUrls: [
      ...font.files.map((file) => file.url),
      ...(input.scripts?.families.flatMap((family) => family.files) ?? []),
    ],
    family: pickFontFace(faces, input.style.font, input.style.fontWeight).family,
  };
}
