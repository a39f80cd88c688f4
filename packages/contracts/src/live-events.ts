// Live events (GET /api/user/events, server-sent events): the signed-in user's videos, renders and
// library items announce their changes as they happen, so pages refresh what changed at once
// instead of polling. An event names what changed; the page reads it again through its usual
// route. `resync` means events may have been missed (the server's listener reconnected): refresh
// everything that is in flight.
import { z } from 'zod';
import { defineRoute } from './route-contract';

export const liveEventSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('video'), id: z.string() }),
  z.object({ kind: z.literal('render'), id: z.string(), video_id: z.string() }),
  z.object({ kind: z.literal('media'), id: z.string() }),
  z.object({ kind: z.literal('resync') }),
]);
export type LiveEvent = z.infer<typeof liveEventSchema>;

/** How long one stream lasts before the server ends it; the browser reconnects at once. */
export const LIVE_STREAM_SECONDS = 300;

export const liveEventsApi = {
  stream: defineRoute({
    method: 'GET',
    path: '/user/events',
    summary:
      'A text/event-stream of the signed-in user\'s live events: one JSON LiveEvent per "data:" line. The stream ends after a few minutes; reconnect.',
    access: 'user',
    data: null,
    errors: [],
    // Follows the browser session (it ends at sign-out); programs use webhooks.
    keyScope: null,
  }),
};
