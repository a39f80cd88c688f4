// The version of a video's edits (words, caption style, hook, music, b-roll): one counter for
// every editor save. A save names the version it was based on; the server refuses it (409) when
// another tab or window saved since, so no save silently overwrites another (docs/editor.md
// "Saving").
import { z } from 'zod';

export const editVersionSchema = z.number().int().min(1);

/** Added to the body of every editor save. */
export const baseVersionField = {
  base_version: z
    .number({ error: 'Reload the editor: this save does not say which version of the video it changes.' })
    .int()
    .min(1),
};

export const editConflictMessage =
  'This video was changed in another tab or window since you opened it. Reload to see those changes, or keep yours to save over them.';
