// Keeps subscriptions in step with Stripe: a paid checkout starts the bought plan (a delayed
// payment method starts it when its async payment succeeds), a paid
// renewal invoice starts a new credit period, a failed payment puts the plan in grace, and a
// deleted subscription expires it. Credit grants carry the event id as idempotency key, so a
// replayed event never grants twice.
import type Stripe from 'stripe';
import type { Database } from '../../platform/db/client';
import { moveCredits } from '../plans/credit-ledger-queries';
import { addPeriod } from '../plans/credit-renewal';
import { findPlanById, findPlanBySlug } from '../plans/plan-queries';
import { startPlan } from '../plans/start-plan';
import {
  appendHistory,
  lockSubscription,
  lockSubscriptionByCustomer,
  type SubscriptionRow,
  updateSubscription,
} from '../plans/subscription-queries';

export type StripeEventOutcome = 'applied' | 'ignored';

export async function applyStripeEvent(db: Database, event: Stripe.Event): Promise<StripeEventOutcome> {
  switch (event.type) {
    // Bank debits and vouchers complete the checkout unpaid and settle later (or never): only a
    // session whose money arrived (or that owed none, e.g. a trial) starts the plan.
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
      if (!isPaid(event.data.object)) return 'ignored';
      return startPaidPlan(db, event.id, event.data.object);
    case 'checkout.session.async_payment_failed':
      // Nothing was started for the unpaid session, so there is nothing to undo.
      return 'ignored';
    case 'invoice.paid':
      return renewPaidPeriod(db, event.id, event.data.object);
    case 'invoice.payment_failed':
      return setStatusByCustomer(
        db,
        event.data.object.customer,
        'grace',
        'payment_failed',
        'The payment failed; your plan stays on in grace while Stripe retries.',
      );
    case 'customer.subscription.deleted':
      return setStatusByCustomer(
        db,
        event.data.object.customer,
        'expired',
        'subscription_ended',
        'The paid subscription ended.',
      );
    case 'customer.subscription.updated': {
      const sub = event.data.object;
      const cancelledAt = sub.cancel_at_period_end || sub.cancel_at ? new Date() : null;
      return updateByCustomer(db, sub.customer, async (tx, row) => {
        await updateSubscription(tx, row.id, { cancelledAt });
        if (cancelledAt && !row.cancelledAt) {
          await appendHistory(tx, row.id, {
            at: new Date().toISOString(),
            event: 'cancelled',
            detail: 'Cancels at the end of the period.',
          });
        }
      });
    }
    default:
      return 'ignored';
  }
}

const isPaid = (session: Stripe.Checkout.Session) =>
  session.payment_status === 'paid' || session.payment_status === 'no_payment_required';

async function startPaidPlan(
  db: Database,
  eventId: string,
  session: Stripe.Checkout.Session,
): Promise<StripeEventOutcome> {
  const userId = session.metadata?.user_id ?? session.client_reference_id;
  const slug = session.metadata?.plan;
  if (!userId || !slug) return 'ignored';
  return db.transaction(async (tx) => {
    const plan = await findPlanBySlug(tx, slug);
    const subscription = await lockSubscription(tx, userId);
    if (!plan || !subscription) return 'ignored';
    const started = await startPlan(tx, subscription, plan, {
      idempotencyKey: `stripe:${eventId}`,
      detail: 'Paid with Stripe',
      stripe: { customerId: stripeId(session.customer), subscriptionId: stripeId(session.subscription) },
    });
    return started ? 'applied' : 'ignored';
  });
}

const stripeId = (value: string | { id: string } | null) =>
  typeof value === 'string' ? value : (value?.id ?? null);

async function renewPaidPeriod(
  db: Database,
  eventId: string,
  invoice: Stripe.Invoice,
): Promise<StripeEventOutcome> {
  // The first invoice of a subscription is covered by checkout.session.completed.
  if (invoice.billing_reason !== 'subscription_cycle') return 'ignored';
  const periodEnd = invoice.lines?.data[0]?.period?.end;
  return updateByCustomer(db, invoice.customer, async (tx, row) => {
    const plan = await findPlanById(tx, row.planId);
    if (!plan) return;
    const granted = await moveCredits(tx, {
      userId: row.userId,
      delta: plan.totalCredits - row.availableCredits,
      reason: 'renewal',
      idempotencyKey: `stripe:${eventId}`,
    });
    if (!granted) return;
    await updateSubscription(tx, row.id, {
      status: 'active',
      totalCredits: plan.totalCredits,
      nextRebill: periodEnd
        ? new Date(periodEnd * 1000)
        : addPeriod(new Date(), plan.billingInterval === 'year' ? 12 : 1),
    });
    await appendHistory(tx, row.id, {
      at: new Date().toISOString(),
      event: 'renewal',
      credits: plan.totalCredits,
      detail: 'Paid with Stripe',
    });
  });
}

function setStatusByCustomer(
  db: Database,
  customer: string | { id: string } | null,
  status: 'grace' | 'expired',
  event: string,
  detail: string,
): Promise<StripeEventOutcome> {
  return updateByCustomer(db, customer, async (tx, row) => {
    if (row.status === status) return;
    await updateSubscription(tx, row.id, { status });
    await appendHistory(tx, row.id, { at: new Date().toISOString(), event, detail });
  });
}

async function updateByCustomer(
  db: Database,
  customer: string | { id: string } | null,
  update: (tx: Database, row: SubscriptionRow) => Promise<void>,
): Promise<StripeEventOutcome> {
  const customerId = typeof customer === 'string' ? customer : customer?.id;
  if (!customerId) return 'ignored';
  return db.transaction(async (tx) => {
    const row = await lockSubscriptionByCustomer(tx, customerId);
    if (!row) return 'ignored';
    await update(tx, row);
    return 'applied';
  });
}
