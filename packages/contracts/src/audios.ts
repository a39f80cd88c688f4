// Background audio (spec §3 Audio, §7 /user/audios): system tracks and the user's audio uploads.
import { z } from 'zod';
import { defineRoute } from './route-contract';

export const audioSchema = z.object({
  id: z.string(),
  is_system: z.boolean(),
  name: z.string(),
  /** System tracks: a stable URL served by us; the user's uploads: the media library's URL. */
  url: z.string(),
});
export type Audio = z.infer<typeof audioSchema>;

/** The client's shape of an audio (spec §3). */
export interface ClientAudio {
  id: string;
  isSystem: boolean;
  name: string;
  url: string;
}

export const toClientAudio = (a: Audio): ClientAudio => ({
  id: a.id,
  isSystem: a.is_system,
  name: a.name,
  url: a.url,
});

// ---- routes (spec §7 /user/audios) ------------------------------------------------------------
export const audioApi = {
  list: defineRoute({
    method: 'GET',
    path: '/user/audios',
    summary: "The system audio tracks, then the user's audio uploads.",
    access: 'user',
    data: z.array(audioSchema),
    errors: [],
  }),
  file: defineRoute({
    method: 'GET',
    path: '/user/audios/:id/file',
    summary: 'The file of a system audio track (Range requests accepted; cacheable for 7 days).',
    access: 'user',
    params: z.object({ id: z.string().max(64) }),
    data: null,
    errors: [404, 416],
  }),
};
