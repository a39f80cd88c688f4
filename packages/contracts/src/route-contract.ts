// One API route, defined once: the server registers it from this definition (validation,
// response schemas, the signed-in check, the OpenAPI document) and the web client calls it
// through the same definition (path, method, parsed answer). See docs/decisions/0009.
import type { z } from 'zod';
import { errorEnvelopeSchema, successEnvelope } from './envelope';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** `user`: only for a signed-in user (401 otherwise, before the handler runs). `public`: anyone. */
export type RouteAccess = 'user' | 'public';

export type SuccessStatus = 200 | 201 | 202;

/**
 * What an API key may do (docs/api.md): `read` the GET routes, `write` the others, `render` the
 * routes that spend credits. A session may do everything its user may.
 */
export const apiKeyScopes = ['read', 'write', 'render'] as const;
export type ApiKeyScope = (typeof apiKeyScopes)[number];

/** The error statuses every route may answer with, whatever it declares. */
export const COMMON_ERROR_STATUSES = [400, 419, 429, 500] as const;

export interface RouteContract {
  readonly method: HttpMethod;
  /** Below /api, in Fastify's syntax (`/user/projects/:pid`). */
  readonly path: string;
  /** One line for the API documentation. */
  readonly summary: string;
  readonly access: RouteAccess;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  /** A JSON body. Multipart and raw bodies are read by the handler and described in `summary`. */
  readonly body?: z.ZodType;
  /**
   * The success status (200 unless said otherwise). A route that answers one of two (200 when it
   * updates, 201 when it creates) lists both, the first being the default; its handler picks the
   * other with `reply.code()`.
   */
  readonly status?: SuccessStatus | readonly [SuccessStatus, SuccessStatus];
  /**
   * The success envelope's `data`. `null` for a route whose answer is not JSON (a redirect, a
   * file): its handler sends the reply itself.
   */
  readonly data: z.ZodType | null;
  /** The error statuses this route may answer with besides COMMON_ERROR_STATUSES. */
  readonly errors: readonly number[];
  /**
   * The API-key scope the route needs, when it is not the method's (`read` for GET, `write`
   * otherwise); `null` for a route only a browser session may call (the keys themselves, the
   * password, the account).
   */
  readonly keyScope?: ApiKeyScope | null;
  /**
   * A POST that creates or spends: an `Idempotency-Key` header makes a retry with the same body
   * answer what the first request answered (docs/api.md).
   */
  readonly idempotent?: true;
}

export const defineRoute = <const C extends RouteContract>(contract: C): C => contract;

type Infer<T> = T extends z.ZodType ? z.output<T> : undefined;
type InferInput<T> = T extends z.ZodType ? z.input<T> : undefined;

export type RouteParams<C extends RouteContract> = Infer<C['params']>;
export type RouteQuery<C extends RouteContract> = Infer<C['query']>;
export type RouteBody<C extends RouteContract> = Infer<C['body']>;
export type RouteData<C extends RouteContract> = C['data'] extends z.ZodType ? z.output<C['data']> : never;

/** What a caller sends: only the parts the route declares. */
export type RouteRequest<C extends RouteContract> = (C['params'] extends z.ZodType
  ? { params: InferInput<C['params']> }
  : { params?: undefined }) &
  (C['query'] extends z.ZodType ? { query: InferInput<C['query']> } : { query?: undefined }) &
  (C['body'] extends z.ZodType ? { body: InferInput<C['body']> } : { body?: undefined });

/** The path with its `:name` parts filled in (URL-encoded). */
export function routePath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null)
      throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(String(value));
  });
}

/** The API-key scope a route needs, or null when only a browser session may call it. */
export function requiredKeyScope(contract: RouteContract): ApiKeyScope | null {
  if (contract.keyScope !== undefined) return contract.keyScope;
  return contract.method === 'GET' ? 'read' : 'write';
}

/** The success statuses a route may answer with, its default first. */
export function successStatuses(contract: RouteContract): readonly SuccessStatus[] {
  const { status = 200 } = contract;
  return typeof status === 'number' ? [status] : status;
}

/** Every answer of a route as zod schemas by status, for the server's response schemas and docs. */
export function routeResponses(contract: RouteContract): Record<number, z.ZodType> {
  const responses: Record<number, z.ZodType> = {};
  const { data } = contract;
  if (data) for (const status of successStatuses(contract)) responses[status] = successEnvelope(data);
  const errors = new Set<number>([...COMMON_ERROR_STATUSES, ...contract.errors]);
  if (contract.access === 'user') errors.add(401);
  // An API key without the scope the route needs.
  if (contract.access === 'user' && requiredKeyScope(contract)) errors.add(403);
  // An Idempotency-Key still in use by its first request (409), or sent with another body (422).
  if (contract.idempotent) for (const status of [409, 422]) errors.add(status);
  if (contract.params || contract.query || contract.body) errors.add(422);
  for (const status of [...errors].sort()) responses[status] = errorEnvelopeSchema;
  return responses;
}
