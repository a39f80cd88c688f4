// Starts a new credit period for every subscription whose period ended. Stripe-billed
// subscriptions renew from their paid invoices instead (webhooks), never here.
import type { Database } from '../../platform/db/client';
import { moveCredits } from './credit-ledger-queries';
import {
  appendHistory,
  listSubscriptionsDueForRenewal,
  lockSubscriptionWithPlan,
  updateSubscription,
} from './subscription-queries';

export async function renewDueSubscriptions(db: Database, now = new Date()): Promise<number> {
  const due = await listSubscriptionsDueForRenewal(db, now);
  let renewed = 0;
  for (const id of due) {
    if (await renewOne(db, id, now)) renewed++;
  }
  return renewed;
}

async function renewOne(db: Database, subscriptionId: string, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const row = await lockSubscriptionWithPlan(tx, subscriptionId);
    const periodEnd = row?.subscription.nextRebill;
    if (!row || !periodEnd || periodEnd > now) return false;
    const { subscription, plan } = row;
    // The key names the period, so a retried or concurrent run grants it once.
    const moved = await moveCredits(tx, {
      userId: subscription.userId,
      delta: plan.totalCredits - subscription.availableCredits,
      reason: 'renewal',
      idempotencyKey: `renewal:${subscription.id}:${periodEnd.toISOString()}`,
    });
    let next = periodEnd;
    while (next <= now) next = addPeriod(next, plan.billingInterval === 'year' ? 12 : 1);
    await updateSubscription(tx, subscription.id, {
      totalCredits: plan.totalCredits,
      nextRebill: next,
      updatedAt: now,
    });
    if (moved) {
      await appendHistory(tx, subscription.id, {
        at: now.toISOString(),
        event: 'renewal',
        credits: plan.totalCredits,
        detail: `${plan.totalCredits} video credits for the new period`,
      });
    }
    return moved;
  });
}

export function addPeriod(date: Date, months: number): Date {
  const next = new Date(date);
  next.setUTCMonth(next.getUTCMonth() + months);
  return next;
}
