// What a render reads to draw its captions when the video has no saved style: the system
// default template's.
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { templates } from '../../platform/db/schema';

/** The settings of the system default template (null when the seed has none). */
export async function findSystemDefaultStyle(db: Database): Promise<unknown> {
  const [row] = await db
    .select({ settings: templates.settings })
    .from(templates)
    .where(and(eq(templates.isSystem, true), eq(templates.isDefault, true)))
    .limit(1);
  return row?.settings ?? null;
}
