// The font faces a render needs: every file (weight) of the style's font, with the family names
// read from the files, so the ASS document names exactly what libass finds in the fonts folder.
import type { Database } from '../../platform/db/client';
import type { RenderFont } from '../../platform/db/schema/json-columns';
import { findFirstSystemFont, findUsableFont } from '../fonts/font-queries';

/**
 * The style's font when the user may use it (a system font or their own); otherwise, as for a
 * font deleted since the style was saved, the first system font, so captions still appear.
 */
export async function findRenderFonts(db: Database, userId: string, fontId: string): Promise<RenderFont[]> {
  const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(fontId);
  const chosen = uuid ? await findUsableFont(db, userId, fontId) : null;
  const font = chosen ?? (await findFirstSystemFont(db));
  if (!font) return [];
  return font.files.map((file) => ({
    fontId,
    family: file.ass_family,
    weight: file.weight,
    storageKey: file.storage_key,
  }));
}
