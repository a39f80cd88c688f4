// Fonts (spec §3 Font, §7 /user/fonts): system families served by us and the user's uploads.
// `files` is ours: one entry per weight with the names libass must be given to pick that file.
import { z } from 'zod';
import { messageSchema } from './auth';
import { defineRoute } from './route-contract';
import { uploadTargetSchema } from './videos';

export const FONT_MAX_BYTES = 20 * 1024 * 1024;
export const fontFormats = ['ttf', 'otf', 'woff', 'woff2'] as const;
export type FontFormat = (typeof fontFormats)[number];

export const fontMessages = {
  notFound: 'This font does not exist.',
  notAFont: 'This file is not a font we can read (TTF, OTF, WOFF or WOFF2).',
  wrongType: 'Upload a font file: TTF, OTF, WOFF or WOFF2.',
  tooLarge: 'A font file may be at most 20 MB.',
};

export const fontFileSchema = z.object({
  weight: z.number().int(),
  /** A stable URL (the browser keeps fonts for 7 days, so it never expires). */
  url: z.string(),
  /** The family name inside this file: the ASS Fontname for this weight. */
  ass_family: z.string(),
  /** Whether the file's face is the family's "Bold": the ASS style then needs Bold=-1. */
  ass_bold: z.boolean(),
});
export type FontFile = z.infer<typeof fontFileSchema>;

export const fontSchema = z.object({
  id: z.string(),
  created_at: z.string(),
  /** A weight, as a string (spec §3): "700". */
  default_weight: z.string(),
  font_family: z.string(),
  is_system: z.boolean(),
  name: z.string(),
  /** google: load `url` as a stylesheet; custom: `url` is the font file itself (spec §4). */
  type: z.enum(['google', 'custom']),
  url: z.string(),
  /** The weights there are files for, comma separated: "400,600,700". */
  weight: z.string(),
  files: z.array(fontFileSchema),
});
export type Font = z.infer<typeof fontSchema>;

export const fontUploadUrlRequestSchema = z.object({
  name: z
    .string({ error: 'The file name is required.' })
    .trim()
    .min(1, 'The file name is required.')
    .max(200),
  size: z
    .number({ error: 'The file size is required.' })
    .int()
    .positive('The file is empty.')
    .max(FONT_MAX_BYTES, fontMessages.tooLarge),
  content_type: z.string().max(100).default(''),
});

export const fontUploadUrlResponseSchema = z.object({
  upload_id: z.string(),
  upload: uploadTargetSchema,
});

export const fontConfirmRequestSchema = z.object({
  upload_id: z.string().max(100),
  /** Shown in the font picker; defaults to the family name read from the file. */
  name: z.string().trim().min(1, 'The name is required.').max(100).optional(),
});

const contentTypeFormats: Record<string, FontFormat> = {
  'font/ttf': 'ttf',
  'font/sfnt': 'ttf',
  'application/x-font-ttf': 'ttf',
  'application/x-font-truetype': 'ttf',
  'font/otf': 'otf',
  'application/x-font-otf': 'otf',
  'application/x-font-opentype': 'otf',
  'application/vnd.ms-opentype': 'otf',
  'font/woff': 'woff',
  'application/font-woff': 'woff',
  'font/woff2': 'woff2',
  'application/font-woff2': 'woff2',
};

/**
 * The format an upload claims, by its file name's extension, else its declared type. Browsers
 * often send no type or application/octet-stream for fonts. The server then reads the file.
 */
export function fontFormatOf(fileName: string, contentType = ''): FontFormat | null {
  const extension = fileName.toLowerCase().match(/\.([a-z0-9]+)$/)?.[1];
  const byName = fontFormats.find((format) => format === extension);
  if (byName) return byName;
  return contentTypeFormats[contentType.toLowerCase().split(';')[0]?.trim() ?? ''] ?? null;
}

/**
 * The CSS family a font's faces are declared under in the browser (its stylesheet, its FontFaces):
 * a name of our own, never the public one, so that a caption font called "Inter" or "Roboto" never
 * stands in for the app's own typeface of that name. Ids are safe in CSS whatever a name says.
 */
export const fontFaceFamily = (fontId: string) => `captionist-font-${fontId.replace(/[^A-Za-z0-9-]/g, '')}`;

export const customFontLimitMessage = (limit: number | null | undefined, enabled: boolean) =>
  !enabled
    ? 'Your plan does not include custom fonts. Upgrade or redeem a code to upload your own fonts.'
    : `Your plan allows ${limit} custom fonts. Delete one or upgrade to add more.`;

const fontParams = z.object({ fid: z.string().max(64) });

export const fontApi = {
  list: defineRoute({
    method: 'GET',
    path: '/user/fonts',
    summary: "The system fonts and the signed-in user's own.",
    access: 'user',
    data: fontSchema.array(),
    errors: [],
  }),
  uploadUrl: defineRoute({
    method: 'POST',
    path: '/user/fonts/upload-url',
    summary: 'A signed PUT URL for a font file (403 when the plan allows no more custom fonts).',
    access: 'user',
    body: fontUploadUrlRequestSchema,
    status: 201,
    data: fontUploadUrlResponseSchema,
    errors: [403],
    idempotent: true,
  }),
  confirmUpload: defineRoute({
    method: 'POST',
    path: '/user/fonts/confirm-upload',
    summary: 'Reads the uploaded file as a font and adds it to the library.',
    access: 'user',
    body: fontConfirmRequestSchema,
    status: 201,
    data: fontSchema,
    errors: [403, 404, 409, 413],
    idempotent: true,
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/user/fonts/:fid',
    summary: 'Deletes one of the user’s own fonts with its files.',
    access: 'user',
    params: fontParams,
    data: messageSchema,
    errors: [404],
  }),
  file: defineRoute({
    method: 'GET',
    path: '/user/fonts/:fid/files/:file',
    summary: 'A font file ("700.woff2"), cached by the browser for 7 days.',
    access: 'user',
    params: z.object({ fid: z.string().max(64), file: z.string().max(20) }),
    data: null,
    errors: [404],
  }),
  stylesheet: defineRoute({
    method: 'GET',
    path: '/user/fonts/:fid/stylesheet.css',
    summary: "The @font-face stylesheet of a font's files, cached by the browser for 7 days.",
    access: 'user',
    params: fontParams,
    data: null,
    errors: [404],
  }),
};
