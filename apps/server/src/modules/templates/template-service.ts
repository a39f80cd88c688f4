// The user's templates: the system presets and their own. Saving creates one (gated by the plan's
// templates feature and its limit) or updates one of the user's own; its font must be one the
// user may use.
import { captionStyleSchema } from '@captionist/captions';
import {
  type Template,
  type TemplateSaveRequest,
  templateLimitMessage,
  templateMessages,
} from '@captionist/contracts';
import type { Database } from '../../platform/db/client';
import { AppError, fieldErrorsOf } from '../../platform/http/app-error';
import { resourceId } from '../../platform/http/resource-id';
import { isUsableFontChoice } from '../fonts/font-choice';
import { findFeatures } from '../plans/subscription-queries';
import {
  clearOtherDefaults,
  countOwnTemplates,
  deleteOwnTemplate,
  insertTemplate,
  listUsableTemplates,
  type TemplateRow,
  updateOwnTemplate,
} from './template-queries';

export const toTemplateResponse = (row: TemplateRow): Template => ({
  id: row.id,
  description: row.description,
  name: row.name,
  settings: row.settings,
  is_default: row.isDefault,
  is_system: row.isSystem,
});

export async function saveTemplate(
  db: Database,
  userId: string,
  input: TemplateSaveRequest,
): Promise<{ row: TemplateRow; created: boolean }> {
  // The contract types settings loosely; a template's settings must be a full caption style.
  const style = captionStyleSchema.safeParse(input.settings);
  if (!style.success) throw AppError.invalid(fieldErrorsOf(style.error, 'settings.'));
  const settings = style.data;
  if (!(await isUsableFontChoice(db, userId, settings.font))) {
    throw AppError.invalid({ 'settings.font': [templateMessages.badFont] });
  }
  return db.transaction(async (tx) => {
    const fields = {
      name: input.name,
      settings,
      ...(input.description !== undefined ? { description: input.description } : {}),
      ...(input.is_default !== undefined ? { isDefault: input.is_default } : {}),
    };
    let row: TemplateRow | null;
    let created = false;
    if (input.id !== undefined) {
      row = await updateOwnTemplate(tx, userId, resourceId(input.id, templateMessages.notFound), fields);
      if (!row) throw AppError.notFound(templateMessages.notFound);
    } else {
      const feature = (await findFeatures(tx, userId)).templates;
      const count = await countOwnTemplates(tx, userId);
      if (!feature.enabled || (feature.limit != null && count >= feature.limit)) {
        throw AppError.forbidden(templateLimitMessage(feature.limit, feature.enabled));
      }
      row = await insertTemplate(tx, { userId, isSystem: false, ...fields });
      created = true;
    }
    if (row.isDefault) await clearOtherDefaults(tx, userId, row.id);
    return { row, created };
  });
}

/** The system templates and the user's own. */
export async function listTemplates(db: Database, userId: string): Promise<Template[]> {
  return (await listUsableTemplates(db, userId)).map(toTemplateResponse);
}

/** Deletes one of the user's own templates; another user's or a system template is not found. */
export async function deleteTemplate(db: Database, userId: string, templateId: string): Promise<void> {
  const deleted = await deleteOwnTemplate(db, userId, resourceId(templateId, templateMessages.notFound));
  if (!deleted) throw AppError.notFound(templateMessages.notFound);
}
