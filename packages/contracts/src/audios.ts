// Background audio (spec §3 Audio, §7 /user/audios): system tracks and the user's audio uploads.
import { z } from 'zod';

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
