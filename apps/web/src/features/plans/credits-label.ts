import { UNLIMITED_CREDITS, type UserPlan } from '@captionist/contracts';

/** The top bar's credits badge text (spec §2), or null when there is nothing to show. */
export function creditsBadgeLabel(plan: Pick<UserPlan, 'totalCredits' | 'usedCredits'>): string | null {
  if (plan.totalCredits === UNLIMITED_CREDITS) return 'Unlimited';
  if (plan.totalCredits > 0) return `${plan.usedCredits}/${plan.totalCredits} video`;
  return null;
}
