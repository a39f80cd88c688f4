// Reads what a font file says about itself with fontkit: the family name libass will match, the
// weight and style. Anything that is not a single readable TTF/OTF/WOFF/WOFF2 font gives null.
import type { FontFormat } from '@captionist/contracts';
import * as fontkit from 'fontkit';
import { isWoff2, sfntFromWoff2 } from './woff2-tables';

export interface FontFace {
  format: FontFormat;
  /** Name ID 1, the family name inside the file: the ASS Fontname that selects this face. */
  family: string;
  subfamily: string;
  /** OS/2 usWeightClass, 100–900. */
  weight: number;
  /** The subfamily is Bold ("Bold", "Bold Italic"): libass needs Bold=-1 to pick this face. */
  bold: boolean;
  italic: boolean;
}

const SIGNATURES: Record<string, FontFormat> = {
  '00010000': 'ttf',
  '74727565': 'ttf', // "true" (old Apple TrueType)
  '4f54544f': 'otf', // "OTTO"
  '774f4646': 'woff', // "wOFF"
  '774f4632': 'woff2', // "wOF2"
};

export function readFontFace(bytes: Buffer): FontFace | null {
  const format = bytes.length >= 12 ? SIGNATURES[bytes.subarray(0, 4).toString('hex')] : undefined;
  if (!format) return null;
  try {
    const source = isWoff2(bytes) ? sfntFromWoff2(bytes) : bytes;
    const font = fontkit.create(source);
    if (!('familyName' in font) || !tablesWithin(font, source.length)) return null;
    const family = font.familyName?.trim();
    const subfamily = font.subfamilyName?.trim() ?? '';
    if (!family || font.numGlyphs < 1 || font.characterSet.length === 0) return null;
    const bold = /(^|\s)bold(\s|$)/i.test(subfamily);
    const weightClass = font['OS/2']?.usWeightClass;
    const weight =
      weightClass >= 100 && weightClass <= 900 ? Math.round(weightClass / 100) * 100 : bold ? 700 : 400;
    return { format, family, subfamily, weight, bold, italic: /italic|oblique/i.test(subfamily) };
  } catch {
    return null;
  }
}

// fontkit reads tables lazily; a truncated file could still open. Every table it knows about must
// lie inside the file (WOFF tables by their compressed length).
function tablesWithin(font: fontkit.Font, size: number): boolean {
  const directory = (font as unknown as { directory?: { tables?: Record<string, TableRecord> } }).directory;
  const tables = Object.values(directory?.tables ?? {});
  if (tables.length === 0) return false;
  return tables.every((t) => t.offset >= 0 && t.offset + (t.compLength ?? t.length) <= size);
}

interface TableRecord {
  offset: number;
  length: number;
  compLength?: number;
}
