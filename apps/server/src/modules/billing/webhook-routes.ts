// POST /billing/stripe-webhook: verified by Stripe's signature over the raw body (so it sits
// outside the session context and needs no XSRF header).
import type { FastifyPluginAsync } from 'fastify';
import type Stripe from 'stripe';
import type { AppContext } from '../../app-context';
import { AppError } from '../../platform/http/app-error';
import { BILLING_DISABLED, type Billing } from './stripe-client';
import { applyStripeEvent } from './stripe-events';

export const webhookRoutes: FastifyPluginAsync<{ context: AppContext; billing: Billing | null }> = async (
  app,
  { context, billing },
) => {
  // The signature covers the exact bytes Stripe sent: keep them, do not re-serialise parsed JSON.
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer', bodyLimit: 1_048_576 },
    (_request, body, done) => done(null, body),
  );

  app.post('/billing/stripe-webhook', async (request) => {
    if (!billing) throw new AppError(503, BILLING_DISABLED);
    const signature = request.headers['stripe-signature'];
    let event: Stripe.Event;
    try {
      event = billing.stripe.webhooks.constructEvent(
        request.body as Buffer,
        String(signature ?? ''),
        billing.webhookSecret,
      );
    } catch {
      throw new AppError(400, 'Invalid Stripe signature.');
    }
    const outcome = await applyStripeEvent(context.database.db, event);
    request.log.info({ eventId: event.id, type: event.type, outcome }, 'stripe event');
    return { status: 'success' as const, data: { received: true } };
  });
};
