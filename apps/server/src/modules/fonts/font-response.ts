// A font as the API shows it (spec §3 Font) with stable URLs: fonts are cached for 7 days by
// the client, so their URLs must not expire the way signed storage URLs do.
import { type Font, fontApi, routePath } from '@captionist/contracts';
import type { FontFileRecord } from '../../platform/db/schema';
import type { FontRow } from './font-queries';

/** The file's format, from its storage key's extension ("woff2"). */
export const fileFormat = (file: Pick<FontFileRecord, 'storage_key'>) =>
  file.storage_key.slice(file.storage_key.lastIndexOf('.') + 1);

export const fontFileUrl = (apiUrl: string, fontId: string, file: FontFileRecord) =>
  `${apiUrl}${routePath(fontApi.file.path, { fid: fontId, file: `${file.weight}.${fileFormat(file)}` })}`;

/**
 * Versioned by how the stylesheet names its faces: browsers keep a stylesheet for 7 days, and one
 * from before the faces took names of their own (fontFaceFamily) would declare the public names.
 */
const STYLESHEET_VERSION = 2;

export const fontStylesheetUrl = (apiUrl: string, fontId: string) =>
  `${apiUrl}${routePath(fontApi.stylesheet.path, { fid: fontId })}?v=${STYLESHEET_VERSION}`;

export function toFontResponse(row: FontRow, apiUrl: string): Font {
  const defaultFile = row.files.find((f) => String(f.weight) === row.defaultWeight) ?? row.files[0];
  return {
    id: row.id,
    created_at: row.createdAt.toISOString(),
    default_weight: row.defaultWeight,
    font_family: row.fontFamily,
    is_system: row.isSystem,
    name: row.name,
    type: row.type,
    // Spec §4: a google font is loaded by a stylesheet link, a custom font by its font file.
    url:
      row.type === 'google' || !defaultFile
        ? fontStylesheetUrl(apiUrl, row.id)
        : fontFileUrl(apiUrl, row.id, defaultFile),
    weight: row.weight,
    files: row.files.map((file) => ({
      weight: file.weight,
      url: fontFileUrl(apiUrl, row.id, file),
      ass_family: file.ass_family,
      ass_bold: file.ass_bold,
    })),
  };
}
