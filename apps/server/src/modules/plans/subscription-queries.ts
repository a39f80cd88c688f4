// The signed-in user's subscription, its plan and the plan's features.
import type { FeatureSet, HistoryEntry } from '@captionist/contracts';
import { featureKeys } from '@captionist/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { planFeatures, plans, subscriptions } from '../../platform/db/schema';
import { parseColumn, subscriptionMetadataSchema } from '../../platform/db/schema/json-columns';

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type PlanRow = typeof plans.$inferSelect;

/** Every subscription read is checked here once; metadata without its shape reads as no history. */
const toSubscriptionRow = (row: SubscriptionRow): SubscriptionRow => ({
  ...row,
  metadata: parseColumn(subscriptionMetadataSchema, row.metadata) ?? { history: [] },
});

export async function findSubscription(
  db: Database,
  userId: string,
): Promise<{ subscription: SubscriptionRow; plan: PlanRow } | null> {
  const [row] = await db
    .select({ subscription: subscriptions, plan: plans })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .where(eq(subscriptions.userId, userId));
  return row ? { subscription: toSubscriptionRow(row.subscription), plan: row.plan } : null;
}

/** Locks the user's subscription row for the rest of the transaction. */
export async function lockSubscription(db: Database, userId: string): Promise<SubscriptionRow | null> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId)).for('update');
  return row ? toSubscriptionRow(row) : null;
}

export async function findFeatures(db: Database, userId: string): Promise<FeatureSet> {
  const rows = await db
    .select({ key: planFeatures.key, enabled: planFeatures.enabled, limit: planFeatures.limit })
    .from(planFeatures)
    .innerJoin(subscriptions, eq(subscriptions.planId, planFeatures.planId))
    .where(eq(subscriptions.userId, userId));
  const byKey = new Map(rows.map((row) => [row.key, { enabled: row.enabled, limit: row.limit }]));
  // A feature a plan does not list is off.
  return Object.fromEntries(
    featureKeys.map((key) => [key, byKey.get(key) ?? { enabled: false, limit: null }]),
  ) as FeatureSet;
}

export async function appendHistory(
  db: Database,
  subscriptionId: string,
  entry: HistoryEntry,
): Promise<void> {
  await db
    .update(subscriptions)
    .set({
      metadata: sql`jsonb_set(${subscriptions.metadata}, '{history}', coalesce(${subscriptions.metadata}->'history', '[]'::jsonb) || ${JSON.stringify([entry])}::jsonb)`,
      updatedAt: new Date(),
    })
    .where(eq(subscriptions.id, subscriptionId));
}

export async function setStripeCustomer(db: Database, userId: string, customerId: string): Promise<void> {
  await db
    .update(subscriptions)
    .set({ stripeCustomerId: customerId })
    .where(eq(subscriptions.userId, userId));
}
