// Who is speaking (docs/speakers.md): the speakers a recording's analysis found (people on screen
// by their faces and mouths, voices by their sound), when each speaks, and where each one's face
// is; each word carries its speaker, and a video names and colours its speakers. The analysis is
// the recording's (one file, many videos); names and colours are each video's edits.
import { z } from 'zod';
import { baseVersionField, editVersionSchema } from './edit-version';
import { defineRoute } from './route-contract';

/** More would be a crowd, not a conversation; the analysis never finds more. */
export const SPEAKERS_MAX = 20;
export const SPEAKER_NAME_MAX = 40;

/** `s1`, `s2`, … in order of first appearance. */
export const speakerIdSchema = z
  .string({ error: 'A speaker is given by its id, such as s1.' })
  .regex(/^s[1-9][0-9]?$/, 'A speaker is given by its id, such as s1.');
export type SpeakerId = z.infer<typeof speakerIdSchema>;

export const speakerNameSchema = z
  .string({ error: "The speaker's name is required." })
  .trim()
  .min(1, "A speaker's name may not be empty.")
  .max(SPEAKER_NAME_MAX, `A speaker's name may be at most ${SPEAKER_NAME_MAX} characters.`)
  .refine((name) => !/[\p{Cc}\p{Cs}]/u.test(name), "A speaker's name may not hold control characters.");

const hexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'A colour must be a #rrggbb colour.');

/** A video's name and caption colour for one speaker (its edits; "Speaker N" until renamed). */
export const speakerLabelSchema = z.object({
  id: speakerIdSchema,
  name: speakerNameSchema,
  /** The speaker's words in the captions; null keeps the caption style's colour. */
  color: hexColor.nullable().default(null),
});
export type SpeakerLabel = z.infer<typeof speakerLabelSchema>;

/** The name a speaker has until renamed. */
export const defaultSpeakerName = (id: SpeakerId) => `Speaker ${id.slice(1)}`;

export const speakerTrackStatuses = ['none', 'queued', 'running', 'done', 'failed'] as const;
export type SpeakerTrackStatus = (typeof speakerTrackStatuses)[number];

/**
 * How the turns were told apart: `faces` when people on screen were matched to the voice by their
 * mouths (speakers heard but not seen come from their voices), `voices` from the sound alone.
 */
export const speakerMethods = ['faces', 'voices'] as const;

const ms = z.number().int().min(0);
const fraction = z.number().min(0).max(1);

export const speakerTurnSchema = z.object({ start_ms: ms, end_ms: ms, speaker: speakerIdSchema });
export type SpeakerTurn = z.infer<typeof speakerTurnSchema>;

/** Where a speaker's face is on a sampled frame (the face track's grid), as fractions of the frame. */
export const speakerFaceSchema = z.object({
  t_ms: ms,
  speaker: speakerIdSchema,
  x: fraction,
  y: fraction,
  w: fraction,
  h: fraction,
});
export type SpeakerFace = z.infer<typeof speakerFaceSchema>;

/** A recording's speaker analysis as stored (recordings.speaker_track), in recording time. */
export const speakerTrackSchema = z.object({
  status: z.enum(speakerTrackStatuses),
  progress: z.number().int().min(0).max(100).default(0),
  error: z.string().nullable().default(null),
  method: z.enum(speakerMethods).nullable().default(null),
  speakers: z.array(z.object({ id: speakerIdSchema, on_screen: z.boolean() })).default([]),
  turns: z.array(speakerTurnSchema).default([]),
  faces: z.array(speakerFaceSchema).default([]),
});
export type SpeakerTrack = z.infer<typeof speakerTrackSchema>;

/** A speaker of a video, as GET /speakers and the `speakers.found` webhook list them. */
export const videoSpeakerSchema = speakerLabelSchema.extend({
  on_screen: z.boolean(),
  /** How long their words last in the video. */
  speaking_ms: ms,
});

/** GET /user/videos/{vid}/speakers: the analysis as the video sees it (its ranges), with its names. */
export const videoSpeakersSchema = z.object({
  status: z.enum(speakerTrackStatuses),
  progress: z.number().int().min(0).max(100),
  error: z.string().nullable(),
  method: z.enum(speakerMethods).nullable(),
  speakers: z.array(videoSpeakerSchema),
  turns: z.array(speakerTurnSchema),
  faces: z.array(speakerFaceSchema),
  edit_version: editVersionSchema,
});
export type VideoSpeakers = z.infer<typeof videoSpeakersSchema>;

/** PATCH /user/videos/{vid}/speakers/{sid}: a new name, caption colour, or both. */
export const speakerUpdateSchema = z
  .object({
    name: speakerNameSchema.optional(),
    color: hexColor.nullable().optional(),
    ...baseVersionField,
  })
  .refine((body) => body.name !== undefined || body.color !== undefined, {
    message: 'Give the speaker a new name or colour.',
    path: ['name'],
  });
export type SpeakerUpdate = z.input<typeof speakerUpdateSchema>;

const vidParams = z.object({ vid: z.string().max(64) });

export const speakersApi = {
  list: defineRoute({
    method: 'GET',
    path: '/user/videos/:vid/speakers',
    summary:
      'Who speaks in a video: its speakers with their names and colours, their turns and faces, and how far the analysis is.',
    access: 'user',
    params: vidParams,
    data: videoSpeakersSchema,
    errors: [404],
  }),
  find: defineRoute({
    method: 'POST',
    path: '/user/videos/:vid/find-speakers',
    summary:
      'Starts telling the speakers apart (again only after it failed, or after a new transcript); 409 while the video is not transcribed.',
    access: 'user',
    params: vidParams,
    data: videoSpeakersSchema,
    errors: [404, 409],
  }),
  update: defineRoute({
    method: 'PATCH',
    path: '/user/videos/:vid/speakers/:sid',
    summary:
      'Renames a speaker or sets their caption colour in this video (404 for a speaker it does not have; 409 when base_version is not the current edit version).',
    access: 'user',
    params: vidParams.extend({ sid: z.string().max(8) }),
    body: speakerUpdateSchema,
    data: videoSpeakersSchema,
    errors: [404, 409],
  }),
};
