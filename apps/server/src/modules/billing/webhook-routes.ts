// POST /billing/stripe-webhook (contracts: stripeWebhookApi): verified by Stripe's signature over
// the raw body, so it takes no XSRF header and reads the body itself.
import { stripeWebhookApi } from '@captionist/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { registerRoutes } from '../../platform/http/register-routes';
import type { BillingService } from './billing-service';

export const webhookRoutes: FastifyPluginAsync<{ billing: BillingService }> = async (app, { billing }) => {
  // The signature covers the exact bytes Stripe sent: keep them, do not re-serialise parsed JSON.
  // (In this plugin only: the app's own JSON parser stays for every other route.)
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer', bodyLimit: 1_048_576 },
    (_request, body, done) => done(null, body),
  );

  registerRoutes(
    app,
    stripeWebhookApi,
    {
      stripeWebhook: async (_input, request) => {
        const signature = String(request.headers['stripe-signature'] ?? '');
        const { event, outcome } = await billing.receiveWebhook(request.body as Buffer, signature);
        request.log.info({ eventId: event.id, type: event.type, outcome }, 'stripe event');
        return { received: true as const };
      },
    },
    { stripeWebhook: { config: { xsrf: false } } },
  );
};
