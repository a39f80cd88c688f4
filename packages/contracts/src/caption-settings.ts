// The caption style saved on a video (PUT /user/videos/{vid}/caption-settings, docs/editor.md
// "Caption style"). Like a template's settings, typed loosely here: the server validates them
// with captionStyleSchema from @captionist/captions and the client parses them with it.
import { z } from 'zod';

export const captionSettingsSchema = z.record(z.string(), z.unknown());

export const captionSettingsRequestSchema = z.object({
  settings: z.record(z.string(), z.unknown(), { error: 'The settings are required.' }),
});

export const captionSettingsResponseSchema = z.object({
  caption_settings: captionSettingsSchema,
  updated_at: z.string(),
});
export type CaptionSettingsResponse = z.infer<typeof captionSettingsResponseSchema>;

export const captionSettingsMessages = {
  rendering: 'This video is being rendered. Change the style when the render has finished.',
};
