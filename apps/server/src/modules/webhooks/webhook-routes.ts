// Webhook endpoints and their deliveries (contracts: webhooksApi): for a browser session and for
// API keys (read for GET, write otherwise), so that integrations can subscribe themselves.
import { webhooksApi } from '@captionist/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../app-context';
import { registerRoutes } from '../../platform/http/register-routes';
import { WebhookService } from './webhook-service';

export const webhookEndpointRoutes: FastifyPluginAsync<{ context: AppContext }> = async (
  app,
  { context },
) => {
  const webhooks = new WebhookService(context);
  registerRoutes(app, webhooksApi, {
    list: ({ userId }) => webhooks.list(userId),
    create: ({ userId, body }) => webhooks.create(userId, body),
    update: ({ userId, params, body }) => webhooks.update(userId, params.wid, body),
    remove: ({ userId, params }) => webhooks.remove(userId, params.wid),
    revealSecret: ({ userId, params }) => webhooks.revealSecret(userId, params.wid),
    deliveries: ({ userId, params }) => webhooks.deliveries(userId, params.wid),
    sendAgain: ({ userId, params }) => webhooks.sendAgain(userId, params.wid, params.did),
    sendTest: ({ userId, params }) => webhooks.sendTest(userId, params.wid),
  });
};
