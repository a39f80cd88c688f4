// Liveness (/healthz: the process answers) and readiness (/readyz: the database answers), at the
// root of the server (contracts: healthApi).
import { healthApi } from '@captionist/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../app-context';
import { AppError } from '../../platform/http/app-error';
import { registerRoutes } from '../../platform/http/register-routes';

export const healthRoutes: FastifyPluginAsync<{ context: AppContext }> = async (app, { context }) => {
  registerRoutes(app, healthApi, {
    liveness: async () => ({ ok: true as const }),
    readiness: async (_input, request) => {
      try {
        await context.database.ping();
      } catch (err) {
        request.log.warn({ err }, 'readiness check failed');
        throw new AppError(503, 'The database is not reachable.');
      }
      return { ok: true as const, database: context.database.kind };
    },
  });
};
