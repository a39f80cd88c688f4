// What the OpenAPI document (GET /api/docs, the reference at /api/reference, packages/sdk) says
// beyond the routes' schemas: how a caller authenticates, per route and for the whole API, the
// Idempotency-Key header, and a quick start for someone writing a program against the API.
import { type RouteContract, requiredKeyScope } from '@captionist/contracts';
import { z } from 'zod';

/** The session cookie's name (modules/auth/session-plugin.ts; platform code does not import modules). */
const SESSION_COOKIE = 'captionist_session';

const DESCRIPTION = `The HTTP API of Captionist: the routes the web app uses, open to programs with an API key.
Every answer is the envelope \`{"status": "success", "data": …}\` or \`{"status": "error", "message": "…", "errors"?: {field: [messages]}}\`,
and carries an \`X-Request-Id\` header: quote it when reporting a problem, it names the request in the server's log.

## Quick start

1. **Create a key.** Sign in, open **Profile → API keys and webhooks** (\`/profile/developers\`), make a key with the scopes you need
   (\`read\`, \`write\`, \`render\`) and copy its secret (\`cap_…\`): it is shown once.
   Send it as \`Authorization: Bearer cap_…\` on every request.
2. **Upload.** Make a project (\`POST /api/user/projects\`), ask for an upload URL
   (\`POST /api/user/videos/upload-url/{pid}\` with \`{name, size, content_type}\`), \`PUT\` the file's bytes
   to \`upload.url\` with \`upload.headers\`, then \`POST /api/user/videos/confirm-upload/{vid}\`.
   Send an \`Idempotency-Key\` header on POSTs that create: a retry then answers what the first request did.
3. **Wait for the webhook.** Add an endpoint on the same page (or \`POST /api/user/webhooks\`): Captionist
   posts \`video.ready\` and \`transcript.done\`, then \`render.done\` after
   \`POST /api/user/videos/{vid}/request-render\`, each signed by the Standard Webhooks rules.
   Without a receiver, poll \`GET /api/user/videos/{vid}\` and \`GET /api/user/videos/{vid}/render-progress\`.
4. **Download.** \`render.done\` carries a signed \`download_url\`; later, ask
   \`GET /api/user/videos/{vid}/download-url\` for a fresh one.

A typed TypeScript client is generated from this document (\`packages/sdk\`, \`createCaptionistClient\`).
The conventions (errors, limits, scopes, idempotency) are in the repository's docs/api.md and docs/webhooks.md.`;

/** OpenAPI security requirements: any one of them (each names schemes that must all be met). */
type Security = Record<string, string[]>[];

/** fastify-swagger's `openapi` option: the document's info, servers, security schemes and default. */
export function openApiOptions(appUrl: string) {
  return {
    info: { title: 'Captionist API', version: '1', description: DESCRIPTION },
    servers: [{ url: appUrl }],
    components: {
      securitySchemes: {
        apiKey: {
          type: 'http' as const,
          scheme: 'bearer',
          bearerFormat: 'cap_…',
          description:
            'An API key made on the profile (Profile → API keys and webhooks), sent as `Authorization: Bearer cap_…`. Its scopes: `read` the GET routes, `write` the others, `render` the routes that spend credits.',
        },
        session: {
          type: 'apiKey' as const,
          in: 'cookie' as const,
          name: SESSION_COOKIE,
          description:
            "The web app's session cookie. Every request but GET also sends the `XSRF-TOKEN` cookie's value in the `X-XSRF-TOKEN` header (`GET /api/csrf-cookie` issues it); 419 otherwise.",
        },
      },
    },
    security: [{ apiKey: [] }, { session: [] }] as Security,
  };
}

/** The OpenAPI `security` and `description` of one route, when they differ from the document's default. */
export function operationDocs(contract: RouteContract): { security?: Security; description?: string } {
  if (contract.access === 'public') return { security: [] };
  const scope = requiredKeyScope(contract);
  if (scope === null)
    return {
      security: [{ session: [] }],
      description: 'Only from a browser session: API keys are refused (403).',
    };
  return { description: `An API key needs the \`${scope}\` scope.` };
}

/** Documents the optional Idempotency-Key header of the routes whose contract is `idempotent`. */
export const idempotencyKeyHeaders = z.looseObject({
  'idempotency-key': z
    .string()
    .optional()
    .describe(
      'A unique key chosen by the caller (a UUID; 1 to 255 visible ASCII characters). A retry with the same key and request within 24 hours gets the first success again (with `Idempotent-Replayed: true`) and does nothing; the same key with another request answers 422, and 409 while the first is still running.',
    ),
});
