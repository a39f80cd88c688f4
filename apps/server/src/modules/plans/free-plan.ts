// Every new account starts on the Free plan with its credits granted through the ledger.
import type { Database } from '../../platform/db/client';
import { recordInitialGrant } from './credit-ledger-queries';
import { addPeriod } from './credit-renewal';
import { findPlanBySlug } from './plan-queries';
import { insertSubscription } from './subscription-queries';

export async function startFreePlan(db: Database, userId: string): Promise<void> {
  const free = await findPlanBySlug(db, 'free');
  if (!free) throw new Error('The Free plan is missing: system data was not seeded');
  const now = new Date();
  await insertSubscription(db, {
    userId,
    planId: free.id,
    status: 'active',
    startDate: now,
    // Free credits renew monthly (credit-renewal.ts).
    nextRebill: addPeriod(now, 1),
    totalCredits: free.totalCredits,
    availableCredits: free.totalCredits,
    metadata: { history: [{ at: now.toISOString(), event: 'plan_started', plan: free.name }] },
  });
  if (free.totalCredits > 0) {
    await recordInitialGrant(db, {
      userId,
      delta: free.totalCredits,
      reason: 'plan_started:free',
      idempotencyKey: `plan-start:${userId}:free`,
    });
  }
}
