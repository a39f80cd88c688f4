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
