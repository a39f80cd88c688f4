// Spec §4: a google (system) font is loaded by a stylesheet link to its `url` (our own
// stylesheet route), a custom font by its font files (the FontFace API). Both are declared under
// a family of our own (fontFaceFamily): @font-face rules apply to the whole page, and a caption
// font under its public name ("Inter", "Roboto") would replace the app's typeface of that name.
import { type Font, fontFaceFamily } from '@captionist/contracts';

/**
 * A double-quoted CSS string: everything but letters, digits, space, "-_.:/" and non-ASCII
 * letters becomes a hex escape, so the value can never end the string (as the server's
 * stylesheet does: apps/server/src/modules/fonts/font-stylesheet.ts).
 */
export function cssString(value: string): string {
  const escaped = Array.from(value, (char) => {
    const code = char.codePointAt(0) ?? 0;
    if (/[A-Za-z0-9 _.:/-]/.test(char) || (code >= 0xa0 && code !== 0x2028 && code !== 0x2029)) return char;
    return `\\${code.toString(16)} `;
  });
  return `"${escaped.join('')}"`;
}

/** A `font-family` value for a style prop, with a fallback while the font loads. */
export const cssFontFamily = (font: Pick<Font, 'id'> | undefined): string =>
  font ? `${cssString(fontFaceFamily(font.id))}, sans-serif` : 'sans-serif';

const loaded = new Set<string>();

/**
 * Makes `font` usable in the page, once per font and page: a `<link rel="stylesheet">` in the
 * head for a google font; for a custom font one FontFace per file, which the browser fetches
 * the first time text uses it.
 */
export function loadFont(font: Font, doc: Document = document): void {
  const key = `${font.id}@${font.url}`;
  if (loaded.has(key)) return;
  loaded.add(key);
  if (font.type === 'google') {
    const link = doc.createElement('link');
    link.rel = 'stylesheet';
    link.href = font.url;
    link.dataset.captionFont = font.id;
    doc.head.appendChild(link);
    return;
  }
  if (typeof FontFace === 'undefined' || !doc.fonts) return;
  const files = font.files.length > 0 ? font.files : [{ weight: Number(font.default_weight), url: font.url }];
  for (const file of files) {
    const face = new FontFace(fontFaceFamily(font.id), `url(${cssString(file.url)})`, {
      weight: String(file.weight),
      display: 'swap',
    });
    doc.fonts.add(face);
  }
}

/** For tests: forget which fonts were loaded (the links and faces stay in their document). */
export function forgetLoadedFonts(): void {
  loaded.clear();
}
