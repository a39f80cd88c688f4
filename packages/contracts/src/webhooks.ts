// Signed webhooks (issue 36, docs/webhooks.md): a user registers endpoints (URL, events), and each
// event is delivered to them by the Standard Webhooks rules (webhook-id, webhook-timestamp,
// webhook-signature), retried for 24 hours; the deliveries are listed and can be sent again.
import { z } from 'zod';
import { defineRoute } from './route-contract';
import { videoSpeakerSchema } from './speakers';

export const webhookEvents = [
  'video.ready',
  'video.failed',
  'transcript.done',
  'render.done',
  'render.failed',
  'clips.found',
  'translation.done',
  'speakers.found',
] as const;
export type WebhookEvent = (typeof webhookEvents)[number];

/** Sent only by "send a test event", to every endpoint whatever its events. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';
export const webhookDeliveryEvents = [...webhookEvents, WEBHOOK_TEST_EVENT] as const;
export type WebhookDeliveryEvent = (typeof webhookDeliveryEvents)[number];

export const webhookEventLabels: Record<WebhookEvent, string> = {
  'video.ready': 'A video is uploaded and ready to edit',
  'video.failed': 'A video could not be read',
  'transcript.done': 'A transcript is done',
  'render.done': 'A render is done (with a download link)',
  'render.failed': 'A render failed',
  'clips.found': 'Clips were found in a recording',
  'translation.done': 'A translation is done',
  'speakers.found': 'Speakers were found in a video',
};

export const WEBHOOK_ENDPOINTS_MAX = 20;
export const WEBHOOK_URL_MAX = 2000;
export const WEBHOOK_DESCRIPTION_MAX = 200;
/** A delivery without a 2xx answer is retried with backoff until it is this old, then failed. */
export const WEBHOOK_RETRY_HOURS = 24;
/** The deliveries list shows an endpoint's newest this many. */
export const WEBHOOK_DELIVERIES_LIST_MAX = 50;
/** Every signing secret starts so (the Standard Webhooks convention). */
export const WEBHOOK_SECRET_PREFIX = 'whsec_';

// ── What a receiver gets ─────────────────────────────────────────────────────────────────────
// The body of every delivery: `{ type, timestamp, data }` (the Standard Webhooks payload shape).
// Ids are the ones the API uses (`GET /api/user/videos/{video_id}` and so on).

const videoRef = { video_id: z.string(), project_id: z.string(), video_name: z.string() };

export const webhookEventDataSchemas = {
  /** The upload was read (probed): the video can be transcribed, edited and rendered. */
  'video.ready': z.object({ ...videoRef, duration_ms: z.number().nullable() }),
  /** The upload could not be read; `error` says why, for a person. */
  'video.failed': z.object({ ...videoRef, error: z.string().nullable() }),
  /** The spoken words are transcribed (or imported from a subtitle file). */
  'transcript.done': z.object({ ...videoRef, language: z.string().nullable(), word_count: z.number().int() }),
  /**
   * The render finished. `download_url` is a signed link that works without signing in until
   * `download_expires_at`; after that, ask `GET /api/user/videos/{video_id}/download-url`.
   */
  'render.done': z.object({
    ...videoRef,
    render_id: z.string(),
    finished_at: z.string(),
    download_url: z.string(),
    download_expires_at: z.string(),
  }),
  /** The render failed (its credit is given back); `error` says why, for a person. */
  'render.failed': z.object({ ...videoRef, render_id: z.string(), error: z.string().nullable() }),
  /** The clip finder found clips in a recording (times in ms of the recording). */
  'clips.found': z.object({
    ...videoRef,
    source: z.string(),
    clips: z.array(
      z.object({
        start_ms: z.number().int(),
        end_ms: z.number().int(),
        title: z.string(),
        score: z.number(),
      }),
    ),
  }),
  /** A translation of the video's captions is done (`language`: ISO 639-1). */
  'translation.done': z.object({ ...videoRef, language: z.string() }),
  /**
   * The speaker analysis of the video's recording is done (sent for every video of the recording);
   * its speakers as `GET /api/user/videos/{video_id}/speakers` lists them (ids `s1`, `s2`, …).
   */
  'speakers.found': z.object({
    ...videoRef,
    speakers: z.array(videoSpeakerSchema.pick({ id: true, name: true, on_screen: true, speaking_ms: true })),
  }),
  /** Sent by "send a test event". */
  [WEBHOOK_TEST_EVENT]: z.object({ endpoint_id: z.string(), message: z.string() }),
} satisfies Record<WebhookDeliveryEvent, z.ZodType>;

export type WebhookEventData<E extends WebhookDeliveryEvent> = z.infer<(typeof webhookEventDataSchemas)[E]>;

/** The JSON body of a delivery. */
export const webhookPayloadSchema = z.object({
  type: z.enum(webhookDeliveryEvents),
  /** When the event happened (ISO 8601). */
  timestamp: z.string(),
  data: z.record(z.string(), z.unknown()),
});
export type WebhookPayload = z.infer<typeof webhookPayloadSchema>;

// ── Endpoints ────────────────────────────────────────────────────────────────────────────────

export const webhookEndpointSchema = z.object({
  id: z.uuid(),
  url: z.string(),
  description: z.string(),
  events: z.array(z.enum(webhookEvents)),
  /** A disabled endpoint gets no new deliveries. */
  enabled: z.boolean(),
  created_at: z.string(),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;

/** The signing secret (`whsec_…`), shown when the endpoint is made and on "reveal secret". */
export const webhookSecretSchema = z.object({ secret: z.string() });
export const createdWebhookEndpointSchema = z.object({ endpoint: webhookEndpointSchema, secret: z.string() });
export type CreatedWebhookEndpoint = z.infer<typeof createdWebhookEndpointSchema>;

// Every check runs (zod goes on after a failed one), so each reads the URL safely.
const parsedUrl = (value: string) => (URL.canParse(value) ? new URL(value) : null);

const webhookUrlSchema = z
  .string({ error: 'Give the URL that should receive the events.' })
  .trim()
  .min(1, 'Give the URL that should receive the events.')
  .max(WEBHOOK_URL_MAX, `The URL may not be longer than ${WEBHOOK_URL_MAX} characters.`)
  .refine(
    (value) => parsedUrl(value) !== null,
    'Give a full URL, such as https://example.com/hooks/captionist.',
  )
  .refine(
    (value) => /^https?:$/.test(parsedUrl(value)?.protocol ?? 'http:'),
    'The URL must start with https:// (or http://, where the operator allows it).',
  )
  .refine((value) => {
    const url = parsedUrl(value);
    return !url || (url.username === '' && url.password === '');
  }, 'Leave the user name and password out of the URL: verify the signature instead.');

const webhookDescriptionSchema = z
  .string({ error: 'The description must be text.' })
  .trim()
  .max(
    WEBHOOK_DESCRIPTION_MAX,
    `The description may not be longer than ${WEBHOOK_DESCRIPTION_MAX} characters.`,
  );

const webhookEventListSchema = z
  .array(z.enum(webhookEvents, { error: `Choose events from: ${webhookEvents.join(', ')}.` }))
  .min(1, 'Choose at least one event.')
  .transform((events) => webhookEvents.filter((event) => events.includes(event)));

export const createWebhookEndpointRequestSchema = z.object({
  url: webhookUrlSchema,
  description: webhookDescriptionSchema.default(''),
  events: webhookEventListSchema,
});
export type CreateWebhookEndpointRequest = z.input<typeof createWebhookEndpointRequestSchema>;

export const updateWebhookEndpointRequestSchema = z
  .object({
    url: webhookUrlSchema.optional(),
    description: webhookDescriptionSchema.optional(),
    events: webhookEventListSchema.optional(),
    enabled: z.boolean({ error: 'enabled must be true or false.' }).optional(),
  })
  .refine((change) => Object.values(change).some((value) => value !== undefined), {
    message: 'Say what to change: url, description, events or enabled.',
  });
export type UpdateWebhookEndpointRequest = z.input<typeof updateWebhookEndpointRequestSchema>;

// ── Deliveries ───────────────────────────────────────────────────────────────────────────────

export const webhookDeliveryStatuses = ['pending', 'delivered', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof webhookDeliveryStatuses)[number];

export const webhookDeliverySchema = z.object({
  /** The message id, sent as `webhook-id`: the same on every try. */
  id: z.string(),
  endpoint_id: z.uuid(),
  event: z.enum(webhookDeliveryEvents),
  status: z.enum(webhookDeliveryStatuses),
  /** Tries so far. */
  attempts: z.number().int(),
  /** The HTTP status of the last answer; null before the first or when none came. */
  last_status_code: z.number().int().nullable(),
  /** Why the last try failed (no answer, refused address, a non-2xx answer's first characters). */
  last_error: z.string().nullable(),
  last_attempt_at: z.string().nullable(),
  /** When the next try is due while pending; null otherwise. */
  next_attempt_at: z.string().nullable(),
  delivered_at: z.string().nullable(),
  created_at: z.string(),
  payload: webhookPayloadSchema,
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const webhookEndpointParamsSchema = z.object({ wid: z.uuid('Unknown webhook endpoint.') });
export const webhookDeliveryParamsSchema = webhookEndpointParamsSchema.extend({
  did: z.string().max(64, 'Unknown delivery.'),
});

export const webhooksApi = {
  list: defineRoute({
    method: 'GET',
    path: '/user/webhooks',
    summary: "The user's webhook endpoints, newest first (without their secrets).",
    access: 'user',
    data: z.array(webhookEndpointSchema),
    errors: [],
  }),
  create: defineRoute({
    method: 'POST',
    path: '/user/webhooks',
    summary: `Registers a webhook endpoint and shows its signing secret (at most ${WEBHOOK_ENDPOINTS_MAX} per user).`,
    access: 'user',
    body: createWebhookEndpointRequestSchema,
    status: 201,
    data: createdWebhookEndpointSchema,
    errors: [409],
    idempotent: true,
  }),
  update: defineRoute({
    method: 'PATCH',
    path: '/user/webhooks/:wid',
    summary: "Changes an endpoint's URL, description or events, or enables or disables it.",
    access: 'user',
    params: webhookEndpointParamsSchema,
    body: updateWebhookEndpointRequestSchema,
    data: webhookEndpointSchema,
    errors: [404],
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/user/webhooks/:wid',
    summary: 'Deletes an endpoint and its deliveries: nothing more is sent to it.',
    access: 'user',
    params: webhookEndpointParamsSchema,
    data: z.object({ id: z.uuid() }),
    errors: [404],
  }),
  revealSecret: defineRoute({
    method: 'GET',
    path: '/user/webhooks/:wid/secret',
    summary: "The endpoint's signing secret (`whsec_…`).",
    access: 'user',
    // Reading a secret is more than reading: a read-only key may not.
    keyScope: 'write',
    params: webhookEndpointParamsSchema,
    data: webhookSecretSchema,
    errors: [404],
  }),
  deliveries: defineRoute({
    method: 'GET',
    path: '/user/webhooks/:wid/deliveries',
    summary: `The endpoint's newest ${WEBHOOK_DELIVERIES_LIST_MAX} deliveries, newest first.`,
    access: 'user',
    params: webhookEndpointParamsSchema,
    data: z.array(webhookDeliverySchema),
    errors: [404],
  }),
  sendAgain: defineRoute({
    method: 'POST',
    path: '/user/webhooks/:wid/deliveries/:did/send-again',
    summary: 'Sends a delivery again now, with the same message id (its tries start over).',
    access: 'user',
    params: webhookDeliveryParamsSchema,
    status: 202,
    data: webhookDeliverySchema,
    errors: [404],
  }),
  sendTest: defineRoute({
    method: 'POST',
    path: '/user/webhooks/:wid/test',
    summary: `Sends a \`${WEBHOOK_TEST_EVENT}\` event to the endpoint.`,
    access: 'user',
    params: webhookEndpointParamsSchema,
    status: 202,
    data: webhookDeliverySchema,
    errors: [404],
    idempotent: true,
  }),
};
