// What the plan lets the user do about projects (spec §5), shown before they hit the limit.
import { canCreateProject, type FeatureSet, projectLimitMessage } from '@captionist/contracts';

export interface ProjectAllowance {
  /** E.g. "2 of 3 projects"; null when the plan sets no number or is not known yet. */
  usage: string | null;
  /** Why no project can be created now; null when one can, or while unknown (the server decides). */
  blockedMessage: string | null;
}

export function projectAllowance(
  features: FeatureSet | undefined,
  projectCount: number | undefined,
): ProjectAllowance {
  if (!features || projectCount === undefined) return { usage: null, blockedMessage: null };
  const { projects } = features;
  const usage =
    projects.enabled && projects.limit != null
      ? `${projectCount} of ${projects.limit} project${projects.limit === 1 ? '' : 's'}`
      : null;
  return {
    usage,
    blockedMessage: canCreateProject(features, projectCount) ? null : projectLimitMessage(projects),
  };
}
