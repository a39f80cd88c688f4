// Which font face a caption style draws with. libass matches the ASS font name against the
// family names inside the font files, so a face carries the family name read from its file.

export interface CaptionFont {
  /** The family name (name ID 1) read from the font file: the only name libass matches. */
  family: string;
  /** The face's weight (OS/2 usWeightClass), 100–900. */
  weight: number;
  /** Average advance of a lowercase letter as a fraction of the ASS font size, if measured. */
  averageAdvance?: number;
}

/** Font id (the style's `font`) → its face, or its faces when a family has several weights. */
export type CaptionFonts = Readonly<Record<string, CaptionFont | readonly CaptionFont[]>>;

/**
 * The face closest in weight to the one asked for (ties go to the heavier face). An unknown
 * font id falls back to the first font given, so a deleted font never breaks the preview.
 */
export function pickFontFace(fonts: CaptionFonts, fontId: string, weight: number): CaptionFont {
  const entry = fonts[fontId] ?? Object.values(fonts)[0];
  const faces: readonly CaptionFont[] = entry === undefined ? [] : Array.isArray(entry) ? entry : [entry];
  let best: CaptionFont | undefined;
  for (const face of faces) {
    const distance = Math.abs(face.weight - weight);
    const bestDistance = best ? Math.abs(best.weight - weight) : Number.POSITIVE_INFINITY;
    if (distance < bestDistance || (distance === bestDistance && best && face.weight > best.weight)) {
      best = face;
    }
  }
  if (!best) throw new Error('buildAssDocument needs at least one font.');
  return best;
}

/** One file of a font as the fonts API lists it (`Font.files[]` in @captionist/contracts). */
export interface CaptionFontFile {
  weight: number;
  /** The family name read from this file. */
  ass_family: string;
}

/** A font as the fonts API lists it, structurally (`Font` in @captionist/contracts). */
export interface CaptionFontEntry<File extends CaptionFontFile = CaptionFontFile> {
  id: string;
  name: string;
  is_system: boolean;
  files: readonly File[];
}

/**
 * The `fonts` argument of buildAssDocument for a style: the font's files as faces, under the
 * style's font id. The render job and the browser preview both build it here, so both name
 * the same families and weights.
 */
export function captionFontsFor(fontId: string, files: readonly CaptionFontFile[]): CaptionFonts {
  return { [fontId]: files.map((file) => ({ family: file.ass_family, weight: file.weight })) };
}

/**
 * The font a style is drawn with, chosen as the render job does (renders/render-fonts.ts): the
 * style's own font when it is listed, else the first system font by name (a deleted font, or
 * the empty "default font").
 */
export function fontForStyle<Font extends CaptionFontEntry>(
  fonts: readonly Font[],
  fontId: string,
): Font | undefined {
  const chosen = fonts.find((font) => font.id === fontId);
  if (chosen) return chosen;
  const system = fonts.filter((font) => font.is_system);
  return system.reduce<Font | undefined>(
    (first, font) => (!first || font.name < first.name ? font : first),
    undefined,
  );
}
