// The plan rules of spec §5, as pure functions: the web client calls them for instant feedback,
// the server calls the same functions as the authority.
import type { FeatureSet, RecordingLimits, UserPlan } from './plans';

export type RuleResult = { ok: true } | { ok: false; message: string };

const ok: RuleResult = { ok: true };
const refuse = (message: string): RuleResult => ({ ok: false, message });

export const DEFAULT_DURATION_LIMIT_SECONDS = 300;
export const DEFAULT_UPLOAD_LIMIT_MB = 500;
export const UNLIMITED_CREDITS = -1;

export const planMessages = {
  noCredits: 'You have no video credits left.',
  creditsUnknown: 'Unable to validate credits',
  inactive: 'Your subscription is not active',
  statusUnknown: 'Unable to validate plan status',
  tooLong: (limitSeconds: number) =>
    `You are not allowed to use videos longer than ${(limitSeconds / 60).toFixed(2)} minutes`,
  noRecordings: 'Your plan does not include long recordings. Upgrade to find clips in one.',
  recordingTooLong: (limitSeconds: number) =>
    `This recording is longer than your plan's limit for long recordings (${formatHours(limitSeconds)}).`,
  recordingTooLarge: (limitMb: number) =>
    `The file is larger than your plan's limit of ${limitMb} MB for long recordings.`,
};

/** 14400 → "4 hours", 5400 → "90 minutes". */
function formatHours(seconds: number): string {
  const minutes = Math.round(seconds / 60);
  if (minutes % 60 === 0) return `${minutes / 60} hour${minutes === 60 ? '' : 's'}`;
  return `${minutes} minutes`;
}

export function checkCredits(
  plan: Pick<UserPlan, 'totalCredits' | 'usedCredits'> | undefined,
  requested = 1,
): RuleResult {
  if (!plan) return refuse(planMessages.creditsUnknown);
  if (plan.totalCredits === UNLIMITED_CREDITS) return ok;
  return plan.totalCredits - plan.usedCredits >= requested ? ok : refuse(planMessages.noCredits);
}

export function checkDuration(
  durationSeconds: number,
  plan: Pick<UserPlan, 'durationLimit'> | undefined,
): RuleResult {
  const limit = plan?.durationLimit ?? DEFAULT_DURATION_LIMIT_SECONDS;
  return durationSeconds > limit ? refuse(planMessages.tooLong(limit)) : ok;
}

export function checkPlanStatus(plan: Pick<UserPlan, 'status'> | undefined): RuleResult {
  if (!plan) return refuse(planMessages.statusUnknown);
  return plan.status === 'active' || plan.status === 'grace' ? ok : refuse(planMessages.inactive);
}

export function canCreateProject(features: FeatureSet | undefined, projectCount: number): boolean {
  const projects = features?.projects;
  if (!projects?.enabled) return false;
  return projects.limit == null || projectCount < projects.limit;
}

export function uploadLimitMb(features: FeatureSet | undefined): number {
  const uploadSize = features?.upload_size;
  if (!uploadSize?.enabled || uploadSize.limit == null) return DEFAULT_UPLOAD_LIMIT_MB;
  return uploadSize.limit;
}

export function checkUploadSize(features: FeatureSet | undefined, sizeBytes: number): RuleResult {
  const limit = uploadLimitMb(features);
  return sizeBytes / (1024 * 1024) > limit
    ? refuse(`The file is larger than your plan's limit of ${limit} MB.`)
    : ok;
}

/**
 * A long recording (uploaded to find clips in) against the plan's own limits for them: the file's
 * size, then, once known, its length. Spec §5's duration and size rules hold for videos, not for it.
 */
export function checkRecording(
  limits: RecordingLimits | null | undefined,
  { sizeBytes, durationSeconds }: { sizeBytes?: number; durationSeconds?: number },
): RuleResult {
  if (!limits) return refuse(planMessages.noRecordings);
  if (sizeBytes !== undefined && sizeBytes / (1024 * 1024) > limits.uploadLimitMb)
    return refuse(planMessages.recordingTooLarge(limits.uploadLimitMb));
  if (durationSeconds !== undefined && durationSeconds > limits.durationLimit)
    return refuse(planMessages.recordingTooLong(limits.durationLimit));
  return ok;
}

export const isFreePlan = (name: string) => name.toLowerCase() === 'free';
