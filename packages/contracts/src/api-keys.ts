// API keys (issue 36, docs/api.md): made and revoked on the profile, from a browser session only;
// a program sends one as `Authorization: Bearer cap_…` on the same routes as the web app.
import { z } from 'zod';
import { type ApiKeyScope, apiKeyScopes, defineRoute } from './route-contract';

export const API_KEYS_MAX = 20;
export const API_KEY_NAME_MAX = 60;
/** Every key starts so, which lets secret scanners (and people) tell it from other tokens. */
export const API_KEY_PREFIX = 'cap_';

export const apiKeyScopeLabels: Record<ApiKeyScope, string> = {
  read: 'Read: list and fetch projects, videos, transcripts and renders',
  write: 'Write: create, upload, edit and delete',
  render: 'Render: start renders, which spend video credits',
};

export const apiKeySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  /** The key's first characters, enough to recognise it. */
  prefix: z.string(),
  scopes: z.array(z.enum(apiKeyScopes)),
  created_at: z.string(),
  expires_at: z.string().nullable(),
  last_used_at: z.string().nullable(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

/** Shown once, when the key is made: only its hash is kept. */
export const createdApiKeySchema = z.object({ key: apiKeySchema, secret: z.string() });
export type CreatedApiKey = z.infer<typeof createdApiKeySchema>;

export const createApiKeyRequestSchema = z.object({
  name: z
    .string({ error: 'Give the key a name.' })
    .trim()
    .min(1, 'Give the key a name.')
    .max(API_KEY_NAME_MAX, `The name may not be longer than ${API_KEY_NAME_MAX} characters.`),
  scopes: z
    .array(z.enum(apiKeyScopes, { error: 'Choose read, write or render.' }))
    .min(1, 'Choose at least one scope.')
    .transform((scopes) => apiKeyScopes.filter((scope) => scopes.includes(scope))),
  /** Days until the key stops working; none: until revoked. */
  expires_in_days: z
    .number()
    .int('Give a whole number of days.')
    .min(1, 'A key lasts at least a day.')
    .max(3650, 'A key lasts at most ten years.')
    .nullish(),
});
export type CreateApiKeyRequest = z.input<typeof createApiKeyRequestSchema>;

export const apiKeyParamsSchema = z.object({ kid: z.uuid('Unknown key.') });

export const apiKeysApi = {
  list: defineRoute({
    method: 'GET',
    path: '/user/api-keys',
    summary: "The user's API keys that are not revoked, newest first (never the secrets).",
    access: 'user',
    keyScope: null,
    data: z.array(apiKeySchema),
    errors: [403],
  }),
  create: defineRoute({
    method: 'POST',
    path: '/user/api-keys',
    summary: `Makes an API key and shows its secret this once (at most ${API_KEYS_MAX} per user).`,
    access: 'user',
    keyScope: null,
    body: createApiKeyRequestSchema,
    status: 201,
    data: createdApiKeySchema,
    errors: [403, 409],
  }),
  revoke: defineRoute({
    method: 'DELETE',
    path: '/user/api-keys/:kid',
    summary: 'Revokes an API key: it stops working at once.',
    access: 'user',
    keyScope: null,
    params: apiKeyParamsSchema,
    data: z.object({ id: z.uuid() }),
    errors: [403, 404],
  }),
};
