// The font faces a render needs: every file (weight) of the style's font, with the family names
// read from the files, so the ASS document names exactly what libass finds in the fonts folder.
import { and, asc, eq, isNull, or } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { fonts } from '../../platform/db/schema';
import type { RenderFont } from '../../platform/db/schema/json-columns';

/**
 * The style's font when the user may use it (a system font or their own); otherwise, as for a
 * font deleted since the style was saved, the first system font, so captions still appear.
 */
export async function findRenderFonts(db: Database, userId: string, fontId: string): Promise<RenderFont[]> {
  const usable = or(eq(fonts.isSystem, true), eq(fonts.userId, userId));
  const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(fontId);
  const [chosen] = uuid
    ? await db
        .select()
        .from(fonts)
        .where(and(eq(fonts.id, fontId), usable))
    : [];
  const [fallback] = chosen
    ? [chosen]
    : await db
        .select()
        .from(fonts)
        .where(and(eq(fonts.isSystem, true), isNull(fonts.userId)))
        .orderBy(asc(fonts.name))
        .limit(1);
  if (!fallback) return [];
  return fallback.files.map((file) => ({
    fontId,
    family: file.ass_family,
    weight: file.weight,
    storageKey: file.storage_key,
  }));
}
