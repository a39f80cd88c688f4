// A caption style's `font`: whether the user may draw with it (wherever a style is saved:
// templates, a video's caption settings), and the font its captions are drawn with.
import type { Database } from '../../platform/db/client';
import { isUuid } from '../../platform/http/resource-id';
import { type FontRow, findFirstSystemFont, findUsableFont } from './font-queries';

/** An empty font means "the default font"; any other must be a system font or the user's own. */
export async function isUsableFontChoice(db: Database, userId: string, font: string): Promise<boolean> {
  if (font === '') return true;
  return isUuid(font) && (await findUsableFont(db, userId, font)) !== null;
}

/**
 * The font captions are drawn with: the style's font when the user may use it (a system font or
 * their own); otherwise, as for a font deleted since the style was saved, the first system font,
 * so captions still appear.
 */
export async function findCaptionFont(db: Database, userId: string, fontId: string): Promise<FontRow | null> {
  const chosen = isUuid(fontId) ? await findUsableFont(db, userId, fontId) : null;
  return chosen ?? (await findFirstSystemFont(db));
}
