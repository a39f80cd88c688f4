// API keys of the signed-in user, managed from a browser session only (contracts: apiKeysApi).
import { apiKeysApi } from '@captionist/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../app-context';
import { registerRoutes } from '../../platform/http/register-routes';
import { ApiKeyService } from './api-key-service';

export const apiKeyRoutes: FastifyPluginAsync<{ context: AppContext }> = async (app, { context }) => {
  const keys = new ApiKeyService(context);
  registerRoutes(app, apiKeysApi, {
    list: ({ userId }) => keys.list(userId),
    create: async ({ userId, body }, _request, reply) => {
      reply.code(201);
      return keys.create(userId, body);
    },
    revoke: ({ userId, params }) => keys.revoke(userId, params.kid),
  });
};
