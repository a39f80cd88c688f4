// Colour emoji artwork for the caption engine (packages/captions emoji.ts: `EmojiArt`,
// structurally), so that the preview draws the very emoji the render draws.
import { z } from 'zod';
import { defineRoute } from './route-contract';

/** Twemoji's file names: code points in lowercase hex joined by '-' (captions: emojiArtName). */
export const emojiArtNameSchema = z.string().regex(/^[0-9a-f]{2,6}(?:-[0-9a-f]{2,6}){0,9}$/);
export const MAX_EMOJI_PER_REQUEST = 64;

export const emojiArtSchema = z.object({
  size: z.number(),
  layers: z.array(z.object({ color: z.string(), opacity: z.number(), path: z.string() })),
});

export const emojiArtQuerySchema = z.object({
  names: z
    .string()
    .max(MAX_EMOJI_PER_REQUEST * 60)
    .transform((names) => [...new Set(names.split(',').filter(Boolean))])
    .pipe(z.array(emojiArtNameSchema).max(MAX_EMOJI_PER_REQUEST, 'Ask for 64 emoji at most.')),
});

export const emojiApi = {
  art: defineRoute({
    method: 'GET',
    path: '/emoji',
    summary:
      'The artwork of up to 64 emoji (`names`: Twemoji file names, comma-separated) as layered ASS drawings; names without artwork are left out.',
    access: 'public',
    query: emojiArtQuerySchema,
    data: z.record(z.string(), emojiArtSchema),
    errors: [422],
  }),
};
