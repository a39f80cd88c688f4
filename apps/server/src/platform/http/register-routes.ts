// Registers a module's routes from their contracts (packages/contracts): validation of params,
// query and body, response schemas for every answer, the route's access level (which the session
// hook enforces before anything else runs) and the success envelope, each in this one place.
// Handlers return the envelope's data.
import {
  type RouteBody,
  type RouteContract,
  type RouteData,
  type RouteParams,
  type RouteQuery,
  requiredKeyScope,
  routeResponses,
  successStatuses,
} from '@captionist/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from './app-error';
import { idempotencyKeyHeaders, operationDocs } from './openapi-document';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * From the route's contract. Anything but `public` answers 401 to a signed-out caller, in the
     * session hook, before the body is parsed: a route registered without it is signed-in only.
     */
    access?: 'user' | 'public';
  }
}

export type RouteInput<C extends RouteContract> = {
  params: RouteParams<C>;
  query: RouteQuery<C>;
  body: RouteBody<C>;
} & (C['access'] extends 'user' ? { userId: string } : { userId: string | null });

/** What a handler gives back: the data, or (routes with `data: null`) the reply it sent itself. */
type RouteResult<C extends RouteContract> = C['data'] extends null ? FastifyReply : RouteData<C>;

export type RouteHandler<C extends RouteContract> = (
  input: RouteInput<C>,
  request: FastifyRequest,
  reply: FastifyReply,
) => Promise<RouteResult<C>>;

export type RouteHandlers<T extends Record<string, RouteContract>> = { [K in keyof T]: RouteHandler<T[K]> };

/** Per-route Fastify options that are not part of the contract (body limits, XSRF opt-out…). */
export type RouteOptions<T extends Record<string, RouteContract>> = Partial<
  Record<keyof T, Pick<RouteShorthandOptions, 'bodyLimit' | 'config' | 'exposeHeadRoute'>>
>;

/** The id of the user a request comes from (by its session or its API key), or null. */
export const callerUserId = (request: FastifyRequest): string | null =>
  request.session?.userId ?? request.apiKey?.userId ?? null;

/** The signed-in user's id, or a 401: for code outside route handlers (the session hook sets it). */
export function signedInUserId(request: FastifyRequest): string {
  const userId = callerUserId(request);
  if (!userId) throw AppError.unauthenticated();
  return userId;
}

/** Unique across the API, as OpenAPI requires: `GET /user/projects/:pid` → `getUserProjectsPid`. */
const operationId = (contract: RouteContract) =>
  contract.method.toLowerCase() +
  contract.path.replace(/[^A-Za-z0-9]+([A-Za-z0-9])?/g, (_, next?: string) => next?.toUpperCase() ?? '');

export function registerRoutes<T extends Record<string, RouteContract>>(
  app: FastifyInstance,
  contracts: T,
  handlers: RouteHandlers<T>,
  options: RouteOptions<T> = {},
): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  for (const [name, contract] of Object.entries(contracts) as [keyof T & string, RouteContract][]) {
    const handler = handlers[name] as RouteHandler<RouteContract>;
    const extra = options[name];
    const statuses: readonly number[] = successStatuses(contract);
    typed.route({
      method: contract.method,
      url: contract.path,
      bodyLimit: extra?.bodyLimit,
      exposeHeadRoute: extra?.exposeHeadRoute,
      config: {
        ...extra?.config,
        access: contract.access,
        keyScope: requiredKeyScope(contract),
        idempotent: contract.idempotent === true,
      },
      schema: {
        summary: contract.summary,
        operationId: operationId(contract),
        // Only the parts the route has: Fastify warns about a schema key given as undefined.
        ...(contract.params ? { params: contract.params } : {}),
        ...(contract.query ? { querystring: contract.query } : {}),
        ...(contract.body ? { body: contract.body } : {}),
        ...(contract.idempotent ? { headers: idempotencyKeyHeaders } : {}),
        ...operationDocs(contract),
        response: routeResponses(contract),
      },
      handler: async (request, reply) => {
        const userId = contract.access === 'user' ? signedInUserId(request) : callerUserId(request);
        const input = { params: request.params, query: request.query, body: request.body, userId };
        const result = await handler(input as RouteInput<RouteContract>, request, reply);
        if (contract.data === null) return result;
        // A handler may pick another of the route's success statuses (201 when it created).
        const status = statuses.includes(reply.statusCode) ? reply.statusCode : statuses[0];
        return reply.code(status ?? 200).send({ status: 'success', data: result });
      },
    });
  }
}
