// Whether a caption style's `font` is one the user may draw with: used wherever a style is saved
// (templates, a video's caption settings).
import type { Database } from '../../platform/db/client';
import { isUuid } from '../../platform/http/resource-id';
import { findUsableFont } from './font-queries';

/** An empty font means "the default font"; any other must be a system font or the user's own. */
export async function isUsableFontChoice(db: Database, userId: string, font: string): Promise<boolean> {
  if (font === '') return true;
  return isUuid(font) && (await findUsableFont(db, userId, font)) !== null;
}
