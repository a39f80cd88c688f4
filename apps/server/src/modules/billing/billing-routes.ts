// Upgrades and billing management for the signed-in user (contracts: billingApi): the offer,
// a checkout for a plan and the billing portal, each of the last two answering {url}.
import { billingApi } from '@captionist/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { registerRoutes } from '../../platform/http/register-routes';
import type { BillingService } from './billing-service';

export const billingRoutes: FastifyPluginAsync<{ billing: BillingService }> = async (app, { billing }) => {
  registerRoutes(app, billingApi, {
    offer: ({ userId }) => billing.offer(userId),
    checkout: async ({ userId, body }) => ({ url: await billing.checkout(userId, body.plan) }),
    portal: async ({ userId }) => ({ url: await billing.portal(userId) }),
  });
};
