// Template rows: system templates are everyone's; a user's own only theirs.
import { captionSettingsSchema } from '@captionist/contracts';
import { and, asc, count, desc, eq, isNull, ne, or } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { templates } from '../../platform/db/schema';
import { parseColumn } from '../../platform/db/schema/json-columns';

export type TemplateRow = typeof templates.$inferSelect;

/** Every template read is checked here once; settings without their shape read as empty. */
const toTemplateRow = (row: TemplateRow): TemplateRow => ({
  ...row,
  settings: parseColumn(captionSettingsSchema, row.settings) ?? {},
});

/** A system template (everyone's) or one of the user's own. */
const usableBy = (userId: string) =>
  or(and(eq(templates.isSystem, true), isNull(templates.userId)), eq(templates.userId, userId));

/** System templates first (in seed order), then the user's own, each oldest first. */
export async function listUsableTemplates(db: Database, userId: string): Promise<TemplateRow[]> {
  const rows = await db
    .select()
    .from(templates)
    .where(usableBy(userId))
    .orderBy(desc(templates.isSystem), asc(templates.createdAt), asc(templates.id));
  return rows.map(toTemplateRow);
}

/** A system template or one of the user's own. */
export async function findUsableTemplate(
  db: Database,
  userId: string,
  id: string,
): Promise<TemplateRow | null> {
  const [row] = await db
    .select()
    .from(templates)
    .where(and(eq(templates.id, id), usableBy(userId)));
  return row ? toTemplateRow(row) : null;
}

export async function findOwnTemplate(db: Database, userId: string, id: string): Promise<TemplateRow | null> {
  const [row] = await db
    .select()
    .from(templates)
    .where(and(eq(templates.id, id), eq(templates.userId, userId)));
  return row ? toTemplateRow(row) : null;
}

export async function countOwnTemplates(db: Database, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(templates).where(eq(templates.userId, userId));
  return row?.n ?? 0;
}

export async function insertTemplate(
  db: Database,
  values: typeof templates.$inferInsert,
): Promise<TemplateRow> {
  const [row] = await db.insert(templates).values(values).returning();
  if (!row) throw new Error('insert into templates returned no row');
  return toTemplateRow(row);
}

export async function updateOwnTemplate(
  db: Database,
  userId: string,
  id: string,
  changes: Partial<Pick<TemplateRow, 'name' | 'description' | 'settings' | 'isDefault'>>,
): Promise<TemplateRow | null> {
  const [row] = await db
    .update(templates)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(templates.id, id), eq(templates.userId, userId)))
    .returning();
  return row ? toTemplateRow(row) : null;
}

/** Only one of a user's own templates is their default. */
export async function clearOtherDefaults(db: Database, userId: string, keepId: string): Promise<void> {
  await db
    .update(templates)
    .set({ isDefault: false })
    .where(and(eq(templates.userId, userId), ne(templates.id, keepId), eq(templates.isDefault, true)));
}

export async function deleteOwnTemplate(db: Database, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(templates)
    .where(and(eq(templates.id, id), eq(templates.userId, userId)))
    .returning({ id: templates.id });
  return rows.length > 0;
}
