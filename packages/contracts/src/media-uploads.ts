// The user's media library (spec §7 /user/media-uploads): images, GIFs, videos and audio used as
// b-roll, overlays and music.
import { z } from 'zod';
import { messageSchema } from './auth';
import { defineRoute } from './route-contract';
import { stockCreditSchema } from './stock-credit';
import { uploadTargetSchema } from './videos';

export const mediaKinds = ['image', 'gif', 'video', 'audio'] as const;
export type MediaKind = (typeof mediaKinds)[number];

export const mediaUploadUrlRequestSchema = z.object({
  name: z
    .string({ error: 'The file name is required.' })
    .trim()
    .min(1, 'The file name is required.')
    .max(200),
  size: z.number({ error: 'The file size is required.' }).int().positive('The file is empty.'),
  content_type: z.string().max(100),
});

export const mediaConfirmRequestSchema = z.object({ id: z.string().max(64) });
export const mediaUpdateRequestSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'The name is required.')
    .max(200, 'The name may not be longer than 200 characters.'),
});

export const mediaUploadSchema = z.object({
  id: z.string(),
  kind: z.enum(mediaKinds),
  name: z.string(),
  status: z.enum(['uploading', 'processing', 'ready', 'failed']),
  error: z.string().nullable(),
  url: z.string().nullable(),
  thumbnail_url: z.string().nullable(),
  mime_type: z.string().nullable(),
  size_bytes: z.number().nullable(),
  width: z.number().nullable(),
  height: z.number().nullable(),
  duration_ms: z.number().nullable(),
  /** For an item imported from stock: the credit its licence asks for (docs/ai-and-stock.md). */
  credit: stockCreditSchema.nullable(),
  created_at: z.string(),
});
export type MediaUpload = z.infer<typeof mediaUploadSchema>;

export const mediaUploadUrlResponseSchema = z.object({
  media: mediaUploadSchema,
  upload: uploadTargetSchema,
});
export type MediaUploadUrlResponse = z.infer<typeof mediaUploadUrlResponseSchema>;

/** The kind a browser-declared type claims; the server confirms it by probing the file. */
export function mediaKindOf(contentType: string): MediaKind | null {
  if (contentType === 'image/gif') return 'gif';
  if (/^image\/(png|jpeg|webp)$/.test(contentType)) return 'image';
  if (contentType.startsWith('video/')) return 'video';
  if (contentType.startsWith('audio/')) return 'audio';
  return null;
}

export const mediaLimitMessage = (limit: number | null | undefined, enabled: boolean) =>
  !enabled
    ? 'Your plan does not include media uploads. Upgrade or redeem a code to add your own b-roll and music.'
    : `Your plan allows ${limit} media files. Delete some or upgrade to add more.`;

const mediaParams = z.object({ id: z.string().max(64) });

export const mediaApi = {
  list: defineRoute({
    method: 'GET',
    path: '/user/media-uploads',
    summary: "The signed-in user's media library, newest first.",
    access: 'user',
    data: mediaUploadSchema.array(),
    errors: [],
  }),
  uploadUrl: defineRoute({
    method: 'POST',
    path: '/user/media-uploads/upload-url',
    summary: 'Creates the media file and a signed PUT URL for it (403 when the plan allows no more).',
    access: 'user',
    body: mediaUploadUrlRequestSchema,
    status: 201,
    data: mediaUploadUrlResponseSchema,
    errors: [403, 413],
    idempotent: true,
  }),
  confirmUpload: defineRoute({
    method: 'POST',
    path: '/user/media-uploads/confirm-upload',
    summary: 'Confirms that the file arrived; it is then probed and given a thumbnail.',
    access: 'user',
    body: mediaConfirmRequestSchema,
    data: mediaUploadSchema,
    errors: [404, 409],
    idempotent: true,
  }),
  rename: defineRoute({
    method: 'POST',
    path: '/user/media-uploads/update/:id',
    summary: 'Renames a media file.',
    access: 'user',
    params: mediaParams,
    body: mediaUpdateRequestSchema,
    data: mediaUploadSchema,
    errors: [404],
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/user/media-uploads/delete/:id',
    summary: 'Deletes a media file; its files are removed in a job.',
    access: 'user',
    params: mediaParams,
    data: messageSchema,
    errors: [404],
  }),
};
