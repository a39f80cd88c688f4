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
}

const planFixable = new Set<string>([planMessages.noCredits, planMessages.inactive]);

/** Why `plan` may not render a video of `durationMs`, or null when it may. */
export function renderRefusal(plan: UserPlan | undefined, durationMs: number | null): RenderRefusal | null {
  const rules = [checkPlanStatus(plan), checkCredits(plan), checkDuration((durationMs ?? 0) / 1000, plan)];
  for (const rule of rules) {
    if (!rule.ok) return { message: rule.message, fixableOnPlanPage: planFixable.has(rule.message) };
  }
  return null;
}

/** A refusal the server sent (403 with a §5 message) in the same shape. */
export const refusalFromMessage = (message: string): RenderRefusal => ({
  message,
  fixableOnPlanPage: planFixable.has(message),
});
