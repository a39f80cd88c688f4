// The @font-face rules of one font, served as a stylesheet (spec §4: a google font is loaded by
// a stylesheet link). The family is CSS-escaped whatever it is, though the service names it by id.

export interface StylesheetFace {
  weight: number;
  italic: boolean;
  url: string;
  /** The file's extension: ttf, otf, woff or woff2. */
  format: string;
}

const CSS_FORMATS: Record<string, string> = { ttf: 'truetype', otf: 'opentype' };

/**
 * A double-quoted CSS string. Everything but letters, digits, space, "-_.:/" and non-ASCII
 * letters becomes a hex escape, so no quote, backslash, newline, brace, "<" or "*" survives:
 * the value can neither end the string nor, if inlined in a <style>, the element.
 */
export function cssString(value: string): string {
  const escaped = Array.from(value, (char) => {
    const code = char.codePointAt(0) ?? 0;
    if (/[A-Za-z0-9 _.:/-]/.test(char) || (code >= 0xa0 && code !== 0x2028 && code !== 0x2029)) return char;
    return `\\${code.toString(16)} `;
  });
  return `"${escaped.join('')}"`;
}

export function buildFontStylesheet(family: string, faces: readonly StylesheetFace[]): string {
  return faces
    .map((face) =>
      [
        '@font-face {',
        `  font-family: ${cssString(family)};`,
        `  font-style: ${face.italic ? 'italic' : 'normal'};`,
        `  font-weight: ${Math.trunc(face.weight)};`,
        '  font-display: swap;',
        `  src: url(${cssString(face.url)}) format(${cssString(CSS_FORMATS[face.format] ?? face.format)});`,
        '}',
      ].join('\n'),
    )
    .join('\n');
}
