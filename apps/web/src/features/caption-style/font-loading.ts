// Spec §4: a google (system) font is loaded by a stylesheet link to its `url` (our own
// stylesheet route), a custom font by its font files (the FontFace API). Font names are user
// text, so they only reach CSS as escaped strings, and custom faces get a made-up family name.
import type { Font } from '@captionist/contracts';

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

/**
 * The family a font is drawn with in the page. A google font's stylesheet declares its public
 * name; a custom font is registered under its id, which is safe in CSS whatever its name says.
 */
export const pageFontFamily = (font: Pick<Font, 'id' | 'type' | 'font_family'>): string =>
  font.type === 'google' ? font.font_family : `captionist-font-${font.id.replace(/[^A-Za-z0-9-]/g, '')}`;

/** A `font-family` value for a style prop, with a fallback while the font loads. */
export const cssFontFamily = (font: Pick<Font, 'id' | 'type' | 'font_family'> | undefined): string =>
  font ? `${cssString(pageFontFamily(font))}, sans-serif` : 'sans-serif';

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
    const face = new FontFace(pageFontFamily(font), `url(${cssString(file.url)})`, {
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
