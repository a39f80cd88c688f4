// Saving a template: create (gated by the plan's templates feature and its limit) or update one
// of the user's own. The style's font must be one the user may use.
import type { CaptionStyle } from '@captionist/captions';
import { type Template, templateLimitMessage, templateMessages } from '@captionist/contracts';
import type { Database } from '../../platform/db/client';
import { AppError } from '../../platform/http/app-error';
import { resourceId } from '../../platform/http/resource-id';
import { isUsableFontChoice } from '../fonts/font-choice';
import { findFeatures } from '../plans/subscription-queries';
import {
  clearOtherDefaults,
  countOwnTemplates,
  insertTemplate,
  type TemplateRow,
  updateOwnTemplate,
} from './template-queries';

export interface TemplateSave {
  id?: string | undefined;
  name: string;
  description?: string | undefined;
  settings: CaptionStyle;
  is_default?: boolean | undefined;
}

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
  input: TemplateSave,
): Promise<{ row: TemplateRow; created: boolean }> {
  if (!(await isUsableFontChoice(db, userId, input.settings.font))) {
    throw AppError.invalid({ 'settings.font': [templateMessages.badFont] });
  }
  return db.transaction(async (tx) => {
    const fields = {
      name: input.name,
      settings: input.settings,
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
