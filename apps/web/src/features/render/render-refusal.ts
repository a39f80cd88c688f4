// The plan rules of spec §5 for one render, run in the browser for an instant answer; the server
// runs the same functions, in the same order, and stays the authority.
import {
  checkCredits,
  checkDuration,
  checkPlanStatus,
  planMessages,
  type UserPlan,
} from '@captionist/contracts';

export interface RenderRefusal {
  message: string;
  /** The plan page can fix it (buy or redeem credits, renew), so the refusal links there. */
  fixableOnPlanPage: boolean;
  /** What to do instead, when the plan page cannot help. */
  hint?: string;
}

export const LONG_RECORDING_HINT =
  'This is a long recording: find clips in it in the Clips tab, accept them, and render those.';

const planFixable = new Set<string>([planMessages.noCredits, planMessages.inactive]);

/**
 * Why `plan` may not render a video of `durationMs`, or null when it may. A long recording past
 * the length rule is rendered as clips, which the refusal says.
 */
export function renderRefusal(
  plan: UserPlan | undefined,
  durationMs: number | null,
  { longRecording = false } = {},
): RenderRefusal | null {
  const rules = [checkPlanStatus(plan), checkCredits(plan)];
  for (const rule of rules) {
    if (!rule.ok) return { message: rule.message, fixableOnPlanPage: planFixable.has(rule.message) };
  }
  const length = checkDuration((durationMs ?? 0) / 1000, plan);
  if (length.ok) return null;
  return longRecording
    ? { message: length.message, fixableOnPlanPage: false, hint: LONG_RECORDING_HINT }
    : { message: length.message, fixableOnPlanPage: false };
}

/** A refusal the server sent (403 with a §5 message) in the same shape. */
export const refusalFromMessage = (message: string): RenderRefusal => ({
  message,
  fixableOnPlanPage: planFixable.has(message),
});
