// What the font picker says about the user's own fonts before any call: the usage line and why a
// chosen file cannot be uploaded (the plan's custom_fonts feature and limit, the type and the
// size), as the server would refuse it. The server still reads the file and has the last word.
import {
  customFontLimitMessage,
  type FeatureSet,
  FONT_MAX_BYTES,
  fontFormatOf,
  fontMessages,
} from '@captionist/contracts';

/** The file picker's filter: by extension, since browsers often give fonts no type. */
export const FONT_ACCEPT = '.ttf,.otf,.woff,.woff2,font/ttf,font/otf,font/woff,font/woff2';
export const FONT_EMPTY_FILE_MESSAGE = 'This file is empty.';

/** "2 of 20 fonts", "2 fonts" without a limit; null while the plan is unknown or has none. */
export function customFontUsageLabel(count: number, features: FeatureSet | undefined): string | null {
  const feature = features?.custom_fonts;
  if (!feature?.enabled) return null;
  const fonts = (n: number) => `${n} ${n === 1 ? 'font' : 'fonts'}`;
  return feature.limit == null
    ? `${fonts(count)} of your own`
    : `${count} of ${fonts(feature.limit)} of your own`;
}

/** Why the plan has no room for another font (no custom fonts, or the limit reached), or null. */
export function customFontPlanRefusal(count: number, features: FeatureSet | undefined): string | null {
  const feature = features?.custom_fonts;
  if (!feature) return null;
  if (!feature.enabled) return customFontLimitMessage(feature.limit, false);
  return feature.limit != null && count >= feature.limit ? customFontLimitMessage(feature.limit, true) : null;
}

/** Why `file` cannot be uploaded as a font, or null when it can. */
export function fontFileRefusal(
  file: Pick<File, 'name' | 'size' | 'type'>,
  count: number,
  features: FeatureSet | undefined,
): string | null {
  const planRefusal = customFontPlanRefusal(count, features);
  if (planRefusal) return planRefusal;
  if (!fontFormatOf(file.name, file.type)) return fontMessages.wrongType;
  if (file.size === 0) return FONT_EMPTY_FILE_MESSAGE;
  return file.size > FONT_MAX_BYTES ? fontMessages.tooLarge : null;
}
