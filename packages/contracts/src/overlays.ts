// Caption-only overlays (docs/exports.md "Caption overlays"): the newest finished render's captions
// and hook alone on a transparent picture, as ProRes 4444 (.mov) or WebM (VP9 with alpha), for an
// editor's timeline. Made on request, once per render and format; no credit (the render paid).
import { z } from 'zod';
import { downloadUrlSchema } from './renders';
import { defineRoute } from './route-contract';
import { videoParamsSchema } from './videos';

export const overlayFormats = ['mov', 'webm'] as const;
export type OverlayFormat = (typeof overlayFormats)[number];

export const overlayStatuses = ['none', 'queued', 'running', 'done', 'failed'] as const;
export type OverlayStatus = (typeof overlayStatuses)[number];

export const overlaySchema = z.object({
  format: z.enum(overlayFormats),
  status: z.enum(overlayStatuses),
  progress: z.number().int().min(0).max(100),
  error: z.string().nullable(),
});
export type Overlay = z.infer<typeof overlaySchema>;

export const overlaysSchema = z.object({
  /** The render the overlays are made from: the newest finished one; null before any. */
  render_id: z.string().nullable(),
  /** One per format, in `overlayFormats`' order. */
  overlays: z.array(overlaySchema),
});
export type Overlays = z.infer<typeof overlaysSchema>;

const overlayParamsSchema = videoParamsSchema.extend({
  format: z.enum(overlayFormats, { message: 'The overlay format must be mov or webm.' }),
});

export const overlayApi = {
  list: defineRoute({
    method: 'GET',
    path: '/user/videos/:vid/overlays',
    summary: "The caption overlays of the video's newest finished render, and how far each is.",
    access: 'user',
    params: videoParamsSchema,
    data: overlaysSchema,
    errors: [404],
  }),
  request: defineRoute({
    method: 'POST',
    path: '/user/videos/:vid/overlays/:format',
    summary:
      'Starts making one overlay of the newest finished render (again only after it failed); 409 before a render.',
    access: 'user',
    params: overlayParamsSchema,
    status: 202,
    data: overlaysSchema,
    errors: [404, 409, 503],
  }),
  downloadUrl: defineRoute({
    method: 'GET',
    path: '/user/videos/:vid/overlays/:format/download-url',
    summary: 'A signed, expiring URL of a finished overlay.',
    access: 'user',
    params: overlayParamsSchema,
    data: downloadUrlSchema,
    errors: [404, 409],
  }),
};
