// Whether the plan lets the user save another template of their own (spec §6: the templates
// feature and its limit), known before they try; the server has the last word.
import { type FeatureSet, templateLimitMessage } from '@captionist/contracts';

export interface TemplateAllowance {
  /** E.g. "2 of 3 templates"; null when the plan sets no number or is not known yet. */
  usage: string | null;
  /** Why no template can be saved now; null when one can, or while unknown. */
  blockedMessage: string | null;
}

export function templateAllowance(features: FeatureSet | undefined, ownCount: number): TemplateAllowance {
  if (!features) return { usage: null, blockedMessage: null };
  const { enabled, limit } = features.templates;
  const usage = enabled && limit != null ? `${ownCount} of ${limit} template${limit === 1 ? '' : 's'}` : null;
  const blocked = !enabled || (limit != null && ownCount >= limit);
  return { usage, blockedMessage: blocked ? templateLimitMessage(limit, enabled) : null };
}
