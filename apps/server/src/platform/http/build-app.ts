// Assembles the HTTP server: parsers and limits, the error envelope, the API documentation, the
// app's routes (given by the caller: src/routes.ts lists them) and the built SPA for all other paths.
import { randomUUID } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import fastifySwagger from '@fastify/swagger';
import Fastify, { type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { loggerOptions } from '../logger';
import { apiReference } from './api-reference';
import { clientErrorHandler, errorHandler } from './error-envelope';
import { parseJsonBodies } from './json-body';
import { rejectNulInput } from './nul-bytes';
import { openApiOptions } from './openapi-document';
import { RequestLogController } from './request-logging';
import { addSecurityHeaders } from './security-headers';
import { isClientRoute, registerSpa, sendIndexHtml, wantsSpa } from './spa';

export type AppRoutes = FastifyPluginAsync<{ context: AppContext }>;

export async function buildApp(context: AppContext, routes: AppRoutes): Promise<FastifyInstance> {
  const { config } = context;
  const app = Fastify({
    logger: loggerOptions(config),
    logController: new RequestLogController(),
    bodyLimit: config.BODY_LIMIT_BYTES,
    // Only behind a known proxy may X-Forwarded-For name the client (rate limits are per IP).
    trustProxy: config.TRUST_PROXY,
    // Request ids let a user's error report be matched to the log line: unique across processes,
    // and returned on every answer (X-Request-Id) so a program can quote it.
    requestIdHeader: false,
    genReqId: () => randomUUID(),
    // Fastify's own refusals (bad URL encoding, over-long path parameters, unparsable requests)
    // answer with the envelope too.
    frameworkErrors: errorHandler,
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();

  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(errorHandler);
  parseJsonBodies(app);
  app.addHook('preValidation', rejectNulInput);
  addSecurityHeaders(app, config);
  // Signed cookies (Google sign-in's pending state) use the app key.
  await app.register(fastifyCookie, { secret: config.APP_KEY });

  // The OpenAPI document is generated from the same zod schemas the routes validate with.
  await app.register(fastifySwagger, {
    openapi: openApiOptions(config.APP_URL),
    transform: jsonSchemaTransform,
  });
  await app.register(routes, { context });

  app.get('/api/docs', { schema: { hide: true } }, async () => app.swagger());
  await app.register(apiReference);

  const spaAvailable = await registerSpa(app, config.WEB_DIST_DIR);
  app.setNotFoundHandler((request, reply) => {
    if (spaAvailable && wantsSpa(request) && isClientRoute(request)) return sendIndexHtml(reply);
    return reply.status(404).send({ status: 'error', message: 'Not found.' });
  });

  return app;
}
