// Rendering (spec §7 request-render, render-progress, download-url): one render request charges
// one video credit; the flow and its guarantees are in docs/rendering.md.
import { z } from 'zod';
import { defineRoute } from './route-contract';
import { videoParamsSchema } from './videos';

export const renderStatuses = ['none', 'queued', 'running', 'done', 'failed', 'cancelled'] as const;
export type RenderStatus = (typeof renderStatuses)[number];

export const requestRenderRequestSchema = z
  .object({
    /**
     * Chosen by the client once per press of "Render": the same id sent again (a retried request)
     * returns the render it started instead of charging another credit.
     */
    request_id: z
      .string()
      .regex(/^[A-Za-z0-9-]{8,64}$/, 'The request id must be 8–64 letters, digits or hyphens.')
      .optional(),
  })
  .default({});
export type RequestRenderRequest = z.input<typeof requestRenderRequestSchema>;

export const renderProgressSchema = z.object({
  render_id: z.string().nullable(),
  status: z.enum(renderStatuses),
  progress: z.number().int().min(0).max(100),
  eta_seconds: z.number().int().min(0).nullable(),
  error: z.string().nullable(),
  created_at: z.string().nullable(),
  finished_at: z.string().nullable(),
});
export type RenderProgress = z.infer<typeof renderProgressSchema>;

export const downloadUrlSchema = z.object({
  url: z.string(),
  filename: z.string(),
  expires_at: z.string(),
});
export type DownloadUrl = z.infer<typeof downloadUrlSchema>;

export const renderApi = {
  request: defineRoute({
    method: 'POST',
    path: '/user/videos/:vid/request-render',
    summary: 'Starts a render for one credit; the same request id again returns that render.',
    access: 'user',
    params: videoParamsSchema,
    // An empty POST carries no body at all (null): the request id is optional.
    body: requestRenderRequestSchema.nullish(),
    status: 202,
    data: renderProgressSchema,
    errors: [403, 404, 409, 503],
    keyScope: 'render',
    idempotent: true,
  }),
  progress: defineRoute({
    method: 'GET',
    path: '/user/videos/:vid/render-progress',
    summary: "The video's latest render: status, progress and estimated time left.",
    access: 'user',
    params: videoParamsSchema,
    data: renderProgressSchema,
    errors: [404],
  }),
  cancel: defineRoute({
    method: 'POST',
    path: '/user/videos/:vid/cancel-render',
    summary: 'Stops the render in flight and refunds its credit.',
    access: 'user',
    params: videoParamsSchema,
    data: renderProgressSchema,
    errors: [404, 409],
  }),
  downloadUrl: defineRoute({
    method: 'GET',
    path: '/user/videos/:vid/download-url',
    summary: 'A signed, expiring URL of the newest finished render.',
    access: 'user',
    params: videoParamsSchema,
    data: downloadUrlSchema,
    errors: [404, 409],
  }),
};
