// Assembles the HTTP server: parsers and limits, the error envelope, every module's routes
// under /api, health checks, and the built SPA for all other paths.
import fastifyCookie from '@fastify/cookie';
import fastifySwagger from '@fastify/swagger';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { sessionScopedRoutes } from '../../modules/auth/account-routes';
import { createBilling } from '../../modules/billing/stripe-client';
import { webhookRoutes } from '../../modules/billing/webhook-routes';
import { healthRoutes } from '../../modules/health/health-routes';
import { storageRoutes } from '../../modules/storage/storage-routes';
import { loggerOptions } from '../logger';
import { clientErrorHandler, errorHandler } from './error-envelope';
import { rejectNulInput } from './nul-bytes';
import { addSecurityHeaders } from './security-headers';
import { isClientRoute, registerSpa, sendIndexHtml, wantsSpa } from './spa';

export async function buildApp(context: AppContext): Promise<FastifyInstance> {
  const { config } = context;
  const app = Fastify({
    logger: loggerOptions(config),
    bodyLimit: config.BODY_LIMIT_BYTES,
    // Only behind a known proxy may X-Forwarded-For name the client (rate limits are per IP).
    trustProxy: config.TRUST_PROXY,
    // Request ids let a user's error report be matched to the log line.
    requestIdHeader: false,
    // Fastify's own refusals (bad URL encoding, over-long path parameters, unparsable requests)
    // answer with the envelope too.
    frameworkErrors: errorHandler,
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(errorHandler);
  app.addHook('preValidation', rejectNulInput);
  await addSecurityHeaders(app, config);
  // Signed cookies (Google sign-in's pending state) use the app key.
  await app.register(fastifyCookie, { secret: config.APP_KEY });

  // The OpenAPI document is generated from the same zod schemas the routes validate with.
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Captionist API', version: '1', description: 'See docs/api.md for the conventions.' },
      servers: [{ url: config.APP_URL }],
    },
    transform: jsonSchemaTransform,
  });
  const billing = createBilling(config);
  await app.register(healthRoutes, { context });
  await app.register(
    async (api) => {
      // Signed storage URLs are authorised by their signature, outside the session context.
      await api.register(storageRoutes, { context });
      await api.register(webhookRoutes, { context, billing });
      await api.register(sessionScopedRoutes, { context, billing });
    },
    { prefix: '/api' },
  );

  app.get('/api/docs', { schema: { hide: true } }, async () => app.swagger());

  const spaAvailable = await registerSpa(app, config.WEB_DIST_DIR);
  app.setNotFoundHandler((request, reply) => {
    if (spaAvailable && wantsSpa(request) && isClientRoute(request)) return sendIndexHtml(reply);
    return reply.status(404).send({ status: 'error', message: 'Not found.' });
  });

  return app;
}
