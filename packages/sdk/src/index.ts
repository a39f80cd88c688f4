// A typed client of the Captionist API for programs: every route, its parameters, body and answers
// come from the OpenAPI document the server generates (src/openapi.ts, npm run generate), and each
// request carries the API key. Paths are the server's own (`/api/user/projects`); the optional
// `Idempotency-Key` header of the routes that create is a typed header parameter
// (`params: { header: { 'idempotency-key': crypto.randomUUID() } }`).
import createClient, { type Client, type Middleware } from 'openapi-fetch';
import type { paths } from './openapi';

export type { components, operations, paths } from './openapi';

export interface CaptionistClientOptions {
  /** Where Captionist answers, without /api: `https://captionist.example.com`. */
  baseUrl: string;
  /** An API key made on the profile (`cap_…`). */
  apiKey: string;
  /** Another fetch (a test's, a proxy-aware one); globalThis.fetch by default. */
  fetch?: typeof globalThis.fetch;
}

export type CaptionistClient = Client<paths>;

export function createCaptionistClient({
  baseUrl,
  apiKey,
  fetch,
}: CaptionistClientOptions): CaptionistClient {
  const client = createClient<paths>({ baseUrl: baseUrl.replace(/\/+$/, ''), ...(fetch ? { fetch } : {}) });
  client.use(bearer(apiKey));
  return client;
}

function bearer(apiKey: string): Middleware {
  return {
    onRequest({ request }) {
      request.headers.set('Authorization', `Bearer ${apiKey}`);
      return request;
    },
  };
}
