// Which font of the library a style draws with, and which of its weights.
import type { Font } from '@captionist/contracts';

/**
 * The style's font when it is listed; otherwise (the empty "default font", or a font deleted
 * since) the first system font by name, as the render does (renders/render-fonts.ts).
 */
export function fontOfStyle(fonts: readonly Font[], fontId: string): Font | undefined {
  const chosen = fonts.find((font) => font.id === fontId);
  if (chosen) return chosen;
  return fonts
    .filter((font) => font.is_system)
    .reduce<Font | undefined>((first, font) => (!first || font.name < first.name ? font : first), undefined);
}

/** The weights a font has files for, lightest first: "400,600,700" → [400, 600, 700]. */
export function fontWeights(font: Pick<Font, 'weight' | 'default_weight'>): number[] {
  const weights = font.weight
    .split(',')
    .map((weight) => Number(weight.trim()))
    .filter((weight) => Number.isInteger(weight) && weight >= 100 && weight <= 900);
  const fallback = Number(font.default_weight);
  return weights.length > 0 ? [...new Set(weights)].sort((a, b) => a - b) : [fallback || 400];
}

/** The weight of `font` nearest to `wanted` (ties go to the heavier one, as the renderer picks). */
export function nearestWeight(font: Pick<Font, 'weight' | 'default_weight'>, wanted: number): number {
  return fontWeights(font).reduce((best, weight) => {
    const distance = Math.abs(weight - wanted);
    const bestDistance = Math.abs(best - wanted);
    return distance < bestDistance || (distance === bestDistance && weight > best) ? weight : best;
  });
}
