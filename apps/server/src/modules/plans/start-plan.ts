// Moves a subscription onto a plan for a new period, whatever brought it there (a redeem code,
// a Stripe checkout): the plan's credits replace what was left, and the history records it.
import { UNLIMITED_CREDITS } from '@captionist/contracts';
import type { Database } from '../../platform/db/client';
import { moveCredits } from './credit-ledger-queries';
import { addPeriod } from './credit-renewal';
import {
  appendHistory,
  type PlanRow,
  type SubscriptionRow,
  updateSubscription,
} from './subscription-queries';

export interface StartPlanOptions {
  /** Makes the switch happen once, however often the cause is replayed. */
  idempotencyKey: string;
  detail: string;
  stripe?: { customerId: string | null; subscriptionId: string | null };
}

/** Returns false when this idempotency key already started a plan. Call inside a transaction. */
export async function startPlan(
  tx: Database,
  subscription: SubscriptionRow,
  plan: PlanRow,
  options: StartPlanOptions,
): Promise<boolean> {
  const now = new Date();
  const unlimited = plan.totalCredits === UNLIMITED_CREDITS;
  // An unlimited plan moves no credits; its zero-credit ledger row still marks the key as used.
  const moved = await moveCredits(tx, {
    userId: subscription.userId,
    delta: unlimited ? 0 : plan.totalCredits - subscription.availableCredits,
    reason: `plan_started:${plan.slug}`,
    idempotencyKey: options.idempotencyKey,
  });
  if (!moved) return false;
  await updateSubscription(tx, subscription.id, {
    planId: plan.id,
    status: 'active',
    startDate: now,
    cancelledAt: null,
    nextRebill: addPeriod(now, plan.billingInterval === 'year' ? 12 : 1),
    totalCredits: plan.totalCredits,
    ...(unlimited ? { availableCredits: UNLIMITED_CREDITS } : {}),
    ...(options.stripe
      ? { stripeCustomerId: options.stripe.customerId, stripeSubscriptionId: options.stripe.subscriptionId }
      : {}),
    updatedAt: now,
  });
  await appendHistory(tx, subscription.id, {
    at: now.toISOString(),
    event: 'plan_started',
    plan: plan.name,
    detail: options.detail,
  });
  return true;
}
