// Every new account starts on the Free plan with its credits granted through the ledger.
import { eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { creditLedger, plans, subscriptions } from '../../platform/db/schema';
import { addPeriod } from './credit-renewal';

export async function startFreePlan(db: Database, userId: string): Promise<void> {
  const [free] = await db.select().from(plans).where(eq(plans.slug, 'free'));
  if (!free) throw new Error('The Free plan is missing: system data was not seeded');
  const now = new Date();
  await db.insert(subscriptions).values({
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
    await db.insert(creditLedger).values({
      userId,
      delta: free.totalCredits,
      reason: 'plan_started:free',
      idempotencyKey: `plan-start:${userId}:free`,
    });
  }
}
