// Upgrades and billing management for the signed-in user: the offer, a Stripe checkout for a plan
// and the Stripe customer portal. Without Stripe configured, billing answers 503.
import type { BillingOffer } from '@captionist/contracts';
import type Stripe from 'stripe';
import type { AppContext } from '../../app-context';
import { AppError } from '../../platform/http/app-error';
import { listPublicPlans } from '../plans/plan-queries';
import { findSubscription, setStripeCustomer } from '../plans/subscription-queries';
import { findUserById } from '../users/user-queries';
import { BILLING_DISABLED, type Billing } from './stripe-client';
import { applyStripeEvent, type StripeEventOutcome } from './stripe-events';

export class BillingService {
  constructor(
    private readonly context: AppContext,
    private readonly billing: Billing | null,
  ) {}

  private get db() {
    return this.context.database.db;
  }

  private requireBilling(): Billing {
    if (!this.billing) throw new AppError(503, BILLING_DISABLED);
    return this.billing;
  }

  async offer(userId: string): Promise<BillingOffer> {
    const { billing } = this;
    const found = await findSubscription(this.db, userId);
    const offer = await listPublicPlans(this.db);
    return {
      enabled: billing !== null,
      can_manage: billing !== null && Boolean(found?.subscription.stripeCustomerId),
      plans: offer
        .filter((plan) => plan.priceCents > 0 && billing?.prices.has(plan.slug))
        .map((plan) => ({
          slug: plan.slug,
          name: plan.name,
          price_cents: plan.priceCents,
          currency: plan.currency,
          interval: plan.billingInterval,
          total_credits: plan.totalCredits,
          duration_limit: plan.durationLimit,
          current: found?.plan.id === plan.id,
        })),
    };
  }

  /** The address of a Stripe payment page for the plan. */
  async checkout(userId: string, plan: string): Promise<string> {
    const { stripe, prices } = this.requireBilling();
    const price = prices.get(plan);
    if (!price) throw AppError.invalid({ plan: ['This plan cannot be bought online.'] });
    const customer = await this.ensureCustomer(userId);
    const { APP_URL } = this.context.config;
    const session = await stripe.checkout.sessions.create({
      mode: 'subscription',
      customer,
      client_reference_id: userId,
      line_items: [{ price, quantity: 1 }],
      metadata: { user_id: userId, plan },
      subscription_data: { metadata: { user_id: userId, plan } },
      success_url: `${APP_URL}/checkout/success?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${APP_URL}/checkout/error`,
    });
    if (!session.url) throw new AppError(502, 'The payment page could not be opened. Please try again.');
    return session.url;
  }

  /** The address of the Stripe customer portal, for a user who has paid before. */
  async portal(userId: string): Promise<string> {
    const { stripe } = this.requireBilling();
    const found = await findSubscription(this.db, userId);
    const customer = found?.subscription.stripeCustomerId;
    if (!customer) throw new AppError(409, 'You have no paid subscription to manage yet.');
    const portal = await stripe.billingPortal.sessions.create({
      customer,
      return_url: `${this.context.config.APP_URL}/my-plan`,
    });
    return portal.url;
  }

  /** Applies a Stripe event after checking its signature over the exact bytes Stripe sent. */
  async receiveWebhook(
    rawBody: Buffer,
    signature: string,
  ): Promise<{ event: Stripe.Event; outcome: StripeEventOutcome }> {
    const { stripe, webhookSecret } = this.requireBilling();
    let event: Stripe.Event;
    try {
      event = stripe.webhooks.constructEvent(rawBody, signature, webhookSecret);
    } catch {
      throw new AppError(400, 'Invalid Stripe signature.');
    }
    return { event, outcome: await applyStripeEvent(this.db, event) };
  }

  private async ensureCustomer(userId: string): Promise<string> {
    const found = await findSubscription(this.db, userId);
    if (found?.subscription.stripeCustomerId) return found.subscription.stripeCustomerId;
    const user = await findUserById(this.db, userId);
    if (!user) throw AppError.unauthenticated();
    const customer = await this.requireBilling().stripe.customers.create({
      email: user.email,
      name: `${user.firstname} ${user.lastname}`,
      metadata: { user_id: userId },
    });
    await setStripeCustomer(this.db, userId, customer.id);
    return customer.id;
  }
}
