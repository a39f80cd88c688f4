// The font faces a render needs: every file (weight) of the style's font, with the family names
// read from the files, so the ASS document names exactly what libass finds in the fonts folder.
import type { Database } from '../../platform/db/client';
import type { RenderFont } from '../../platform/db/schema/json-columns';
import { findCaptionFont } from '../fonts/font-choice';

export async function findRenderFonts(db: Database, userId: string, fontId: string): Promise<RenderFont[]> {
  const font = await findCaptionFont(db, userId, fontId);
  if (!font) return [];
  return font.files.map((file) => ({
    fontId,
    family: file.ass_family,
    weight: file.weight,
    storageKey: file.storage_key,
  }));
}
