// Liveness (/healthz: the process answers) and readiness (/readyz: the database answers).
import { errorEnvelopeSchema, readinessSchema } from '@captionist/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';

export const healthRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  app.get('/healthz', { schema: { response: { 200: readinessSchema } } }, async () => ({
    status: 'success' as const,
    data: { ok: true as const },
  }));

  app.get(
    '/readyz',
    { schema: { response: { 200: readinessSchema, 503: errorEnvelopeSchema } } },
    async (request, reply) => {
      try {
        await context.database.ping();
        return { status: 'success' as const, data: { ok: true as const, database: context.database.kind } };
      } catch (err) {
        request.log.warn({ err }, 'readiness check failed');
        return reply
          .status(503)
          .send({ status: 'error' as const, message: 'The database is not reachable.' });
      }
    },
  );
};
