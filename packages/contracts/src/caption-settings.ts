// The caption style saved on a video (PUT /user/videos/{vid}/caption-settings, docs/editor.md
// "Caption style"). Like a template's settings, typed loosely here: the server validates them
// with captionStyleSchema from @captionist/captions and the client parses them with it.
import { z } from 'zod';
import { baseVersionField, editVersionSchema } from './edit-version';
import { defineRoute } from './route-contract';

export const captionSettingsSchema = z.record(z.string(), z.unknown());

export const captionSettingsRequestSchema = z.object({
  settings: z.record(z.string(), z.unknown(), { error: 'The settings are required.' }),
  ...baseVersionField,
});
export type CaptionSettingsRequest = z.input<typeof captionSettingsRequestSchema>;

export const captionSettingsResponseSchema = z.object({
  caption_settings: captionSettingsSchema,
  updated_at: z.string(),
  edit_version: editVersionSchema,
});
export type CaptionSettingsResponse = z.infer<typeof captionSettingsResponseSchema>;

export const captionSettingsMessages = {
  rendering: 'This video is being rendered. Change the style when the render has finished.',
};

export const captionSettingsApi = {
  save: defineRoute({
    method: 'PUT',
    path: '/user/videos/:vid/caption-settings',
    summary:
      'Saves the caption style of a video (409 while it renders, or when base_version is not the current edit version).',
    access: 'user',
    params: z.object({ vid: z.string().max(64) }),
    body: captionSettingsRequestSchema,
    data: captionSettingsResponseSchema,
    errors: [404, 409],
  }),
};
