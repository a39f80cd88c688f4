// Upgrades and billing management for the signed-in user: GET /user/billing (the offer),
// POST /user/billing/checkout {plan} and POST /user/billing/portal, each answering {url}.
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { plans, subscriptions } from '../../platform/db/schema';
import { AppError } from '../../platform/http/app-error';
import type { Sessions } from '../auth/session-plugin';
import { findSubscription } from '../plans/subscription-queries';
import { findUserById } from '../users/user-queries';
import { BILLING_DISABLED, type Billing } from './stripe-client';

export const billingRoutes: FastifyPluginAsyncZod<{
  context: AppContext;
  sessions: Sessions;
  billing: Billing | null;
}> = async (app, { context, sessions, billing }) => {
  const db = context.database.db;
  const { APP_URL } = context.config;
  const requireBilling = () => {
    if (!billing) throw new AppError(503, BILLING_DISABLED);
    return billing;
  };

  app.get('/user/billing', async (request) => {
    const userId = sessions.requireUserId(request);
    const found = await findSubscription(db, userId);
    const offer = await db.select().from(plans).where(eq(plans.isPublic, true));
    return {
      status: 'success' as const,
      data: {
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
      },
    };
  });

  app.post(
    '/user/billing/checkout',
    { schema: { body: z.object({ plan: z.string().max(64) }) } },
    async (request) => {
      const { stripe, prices } = requireBilling();
      const userId = sessions.requireUserId(request);
      const price = prices.get(request.body.plan);
      if (!price) throw AppError.invalid({ plan: ['This plan cannot be bought online.'] });
      const customer = await ensureCustomer(userId);
      const session = await stripe.checkout.sessions.create({
        mode: 'subscription',
        customer,
        client_reference_id: userId,
        line_items: [{ price, quantity: 1 }],
        metadata: { user_id: userId, plan: request.body.plan },
        subscription_data: { metadata: { user_id: userId, plan: request.body.plan } },
        success_url: `${APP_URL}/checkout/success?session_id={CHECKOUT_SESSION_ID}`,
        cancel_url: `${APP_URL}/checkout/error`,
      });
      if (!session.url) throw new AppError(502, 'The payment page could not be opened. Please try again.');
      return { status: 'success' as const, data: { url: session.url } };
    },
  );

  app.post('/user/billing/portal', async (request) => {
    const { stripe } = requireBilling();
    const found = await findSubscription(db, sessions.requireUserId(request));
    const customer = found?.subscription.stripeCustomerId;
    if (!customer) throw new AppError(409, 'You have no paid subscription to manage yet.');
    const portal = await stripe.billingPortal.sessions.create({ customer, return_url: `${APP_URL}/my-plan` });
    return { status: 'success' as const, data: { url: portal.url } };
  });

  async function ensureCustomer(userId: string): Promise<string> {
    const found = await findSubscription(db, userId);
    if (found?.subscription.stripeCustomerId) return found.subscription.stripeCustomerId;
    const user = await findUserById(db, userId);
    if (!user) throw AppError.unauthenticated();
    const customer = await requireBilling().stripe.customers.create({
      email: user.email,
      name: `${user.firstname} ${user.lastname}`,
      metadata: { user_id: userId },
    });
    await db
      .update(subscriptions)
      .set({ stripeCustomerId: customer.id })
      .where(eq(subscriptions.userId, userId));
    return customer.id;
  }
};
