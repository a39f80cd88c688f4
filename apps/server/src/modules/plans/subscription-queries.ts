// Subscriptions, their plans and the plans' features: read for the signed-in user, locked and
// changed when a plan starts, a period renews or Stripe reports a change.
import type { FeatureSet, HistoryEntry, RecordingLimits } from '@captionist/contracts';
import { featureKeys, UNLIMITED_CREDITS } from '@captionist/contracts';
import { and, eq, inArray, isNull, lte, ne, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { planFeatures, plans, subscriptions } from '../../platform/db/schema';
import { parseColumn, subscriptionMetadataSchema } from '../../platform/db/schema/json-columns';

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type PlanRow = typeof plans.$inferSelect;
type SubscriptionChanges = Partial<Omit<typeof subscriptions.$inferInsert, 'id' | 'userId'>>;

/** Every subscription read is checked here once; metadata without its shape reads as no history. */
const toSubscriptionRow = (row: SubscriptionRow): SubscriptionRow => ({
  ...row,
  metadata: parseColumn(subscriptionMetadataSchema, row.metadata) ?? { history: [] },
});

export interface SubscriptionWithPlan {
  subscription: SubscriptionRow;
  plan: PlanRow;
}

const selectWithPlan = (db: Database) =>
  db
    .select({ subscription: subscriptions, plan: plans })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.planId));

const toWithPlan = (row: SubscriptionWithPlan | undefined): SubscriptionWithPlan | null =>
  row ? { subscription: toSubscriptionRow(row.subscription), plan: row.plan } : null;

export async function findSubscription(db: Database, userId: string): Promise<SubscriptionWithPlan | null> {
  const [row] = await selectWithPlan(db).where(eq(subscriptions.userId, userId));
  return toWithPlan(row);
}

/** Locks the user's subscription row for the rest of the transaction. */
export async function lockSubscription(db: Database, userId: string): Promise<SubscriptionRow | null> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId)).for('update');
  return row ? toSubscriptionRow(row) : null;
}

/** Locks the subscription Stripe bills to this customer for the rest of the transaction. */
export async function lockSubscriptionByCustomer(
  db: Database,
  stripeCustomerId: string,
): Promise<SubscriptionRow | null> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.stripeCustomerId, stripeCustomerId))
    .for('update');
  return row ? toSubscriptionRow(row) : null;
}

/** Locks the subscription row (not its plan) for the rest of the transaction. */
export async function lockSubscriptionWithPlan(
  db: Database,
  subscriptionId: string,
): Promise<SubscriptionWithPlan | null> {
  const [row] = await selectWithPlan(db)
    .where(eq(subscriptions.id, subscriptionId))
    .for('update', { of: subscriptions });
  return toWithPlan(row);
}

/**
 * Subscriptions whose credit period ended by `now` and that we renew ourselves: live, not billed
 * by Stripe (their paid invoices renew them), and on a plan with a credit budget.
 */
export async function listSubscriptionsDueForRenewal(db: Database, now: Date): Promise<string[]> {
  const rows = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .where(
      and(
        inArray(subscriptions.status, ['active', 'grace']),
        lte(subscriptions.nextRebill, now),
        isNull(subscriptions.stripeSubscriptionId),
        ne(plans.totalCredits, UNLIMITED_CREDITS),
      ),
    );
  return rows.map((row) => row.id);
}

export async function insertSubscription(
  db: Database,
  values: typeof subscriptions.$inferInsert,
): Promise<void> {
  await db.insert(subscriptions).values(values);
}

/** Sets the given fields (and updatedAt, unless given) on one subscription. */
export async function updateSubscription(
  db: Database,
  subscriptionId: string,
  changes: SubscriptionChanges,
): Promise<void> {
  await db
    .update(subscriptions)
    .set({ updatedAt: new Date(), ...changes })
    .where(eq(subscriptions.id, subscriptionId));
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

/** The plan's limits for long recordings (docs/plans.md), or null when it has none or no plan. */
export async function findRecordingLimits(db: Database, userId: string): Promise<RecordingLimits | null> {
  const found = await findSubscription(db, userId);
  return found ? recordingLimitsOf(found.plan) : null;
}

export function recordingLimitsOf(plan: PlanRow): RecordingLimits | null {
  if (plan.recordingDurationLimit <= 0) return null;
  return { durationLimit: plan.recordingDurationLimit, uploadLimitMb: plan.recordingUploadLimitMb };
}
