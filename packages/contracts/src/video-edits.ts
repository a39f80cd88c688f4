// What a video gets besides its captions (docs/rendering.md "Edits"): a hook title over the
// first seconds, background music under the voice, b-roll from the media library over word
// ranges, cuts (source ranges taken out) and punch-in zooms (docs/automatic-editing.md). Saved per video, frozen
// into each render. Every time here is on the source's timeline.
import { outputResolutions, reframeAspects, reframeModes } from '@captionist/captions';
import { z } from 'zod';
import { baseVersionField, editVersionSchema } from './edit-version';
import { defineRoute } from './route-contract';
import { SPEAKERS_MAX, speakerIdSchema, speakerLabelSchema } from './speakers';
import { captionTrackSchema, SPOKEN } from './translations';

export const HOOK_TEXT_MAX = 120;
export const BROLL_ITEMS_MAX = 50;
export const CUTS_MAX = 2000;
export const ZOOMS_MAX = 500;
export const DUCK_DB_MIN = 3;
export const DUCK_DB_MAX = 30;

const ms = z.number().int().min(0);

export const hookSchema = z.object({
  text: z
    .string()
    .trim()
    .min(1, 'The hook title is empty.')
    .max(HOOK_TEXT_MAX, `A hook title may be at most ${HOOK_TEXT_MAX} characters.`),
  duration_ms: z.number().int().min(500).max(15_000).default(3000),
});

export const musicSchema = z.object({
  /** An id from GET /user/audios: a system track or one of the user's audio uploads. */
  audio_id: z.string().max(64),
  /** 0–1 of the track's own loudness, mixed under the voice. */
  volume: z.number().min(0).max(1).default(0.15),
  /** The music drops under speech and rises in the pauses (docs/automatic-editing.md). */
  duck: z.boolean().default(true),
  /** How far it drops under speech, in dB. */
  duck_db: z.number().int().min(DUCK_DB_MIN).max(DUCK_DB_MAX).default(12),
});

export const brollItemSchema = z
  .object({
    /** A ready image, GIF or video of the user's media library. */
    media_id: z.string().max(64),
    start_ms: ms,
    end_ms: ms,
  })
  .refine((item) => item.end_ms > item.start_ms, {
    message: 'A b-roll item must end after it starts.',
    path: ['end_ms'],
  });

/** Why a range is cut: each detector's cuts can be shown, restored and redone as a set. */
export const cutReasons = ['silence', 'filler', 'manual', 'speaker'] as const;
export type CutReason = (typeof cutReasons)[number];

export const cutSchema = z
  .object({
    start_ms: ms,
    end_ms: ms,
    reason: z.enum(cutReasons),
    /** Whose words a `speaker` cut takes out ("Remove this speaker's words"). */
    speaker: speakerIdSchema.optional(),
  })
  .refine((cut) => cut.end_ms > cut.start_ms, {
    message: 'A cut must end after it starts.',
    path: ['end_ms'],
  });
export type Cut = z.infer<typeof cutSchema>;

/** A punch-in: the picture scaled up from the centre over a source range (docs/automatic-editing.md). */
export const zoomSchema = z
  .object({
    start_ms: ms,
    end_ms: ms,
    scale: z.number().min(1.01).max(1.5),
  })
  .refine((zoom) => zoom.end_ms > zoom.start_ms, {
    message: 'A zoom must end after it starts.',
    path: ['end_ms'],
  });
export type Zoom = z.infer<typeof zoomSchema>;

export const REFRAME_CORRECTIONS_MAX = 200;
const fraction = z.number().min(0).max(1);

/** Where the user put the crop by hand over a source range: its centre, as fractions of the frame. */
export const cropCorrectionSchema = z
  .object({ start_ms: ms, end_ms: ms, x: fraction, y: fraction })
  .refine((c) => c.end_ms > c.start_ms, {
    message: 'A crop correction must end after it starts.',
    path: ['end_ms'],
  });

/** The output's aspect ratio and how the picture fills it (docs/reframe.md). */
export const reframeSchema = z.object({
  aspect: z.enum(reframeAspects).default('original'),
  mode: z.enum(reframeModes).default('face'),
  /**
   * `face` follows whoever speaks (the biggest face while the speakers are not known), unless
   * this names the one speaker to keep in the frame.
   */
  person: speakerIdSchema.optional(),
  corrections: z
    .array(cropCorrectionSchema)
    .max(REFRAME_CORRECTIONS_MAX, `A video may have at most ${REFRAME_CORRECTIONS_MAX} crop corrections.`)
    .default([]),
});
export type Reframe = z.infer<typeof reframeSchema>;

export const outputFrameRates = ['source', '30', '60'] as const;

/** The rendered file's size (by its shorter side) and frame rate; the source's by default. */
export const videoOutputSchema = z.object({
  resolution: z.enum(outputResolutions).default('source'),
  fps: z.enum(outputFrameRates).default('source'),
});
export type VideoOutput = z.infer<typeof videoOutputSchema>;

/**
 * Which words the captions show (the spoken ones or a translation's), and which a second, smaller
 * line shows under them (none by default): docs/translation.md "Two-language captions".
 */
export const captionTracksSchema = z.object({
  track: captionTrackSchema.default(SPOKEN),
  second: captionTrackSchema.nullable().default(null),
});
export type CaptionTracks = z.infer<typeof captionTracksSchema>;

export const videoEditsSchema = z.object({
  hook: hookSchema.nullable().default(null),
  music: musicSchema.nullable().default(null),
  broll: z
    .array(brollItemSchema)
    .max(BROLL_ITEMS_MAX, `A video may have at most ${BROLL_ITEMS_MAX} b-roll items.`)
    .default([]),
  cuts: z.array(cutSchema).max(CUTS_MAX, `A video may have at most ${CUTS_MAX} cuts.`).default([]),
  zooms: z.array(zoomSchema).max(ZOOMS_MAX, `A video may have at most ${ZOOMS_MAX} zooms.`).default([]),
  reframe: reframeSchema.default({ aspect: 'original', mode: 'face', corrections: [] }),
  output: videoOutputSchema.default({ resolution: 'source', fps: 'source' }),
  captions: captionTracksSchema.default({ track: SPOKEN, second: null }),
  /** The video's names and caption colours for its speakers (docs/speakers.md). */
  speakers: z
    .array(speakerLabelSchema)
    .max(SPEAKERS_MAX, `A video may have at most ${SPEAKERS_MAX} speakers.`)
    .default([]),
});
export type VideoEdits = z.infer<typeof videoEditsSchema>;
export type VideoEditsInput = z.input<typeof videoEditsSchema>;

/** PUT /user/videos/{vid}/edits: the edits, replaced as a whole, and the version they change. */
export const videoEditsSaveSchema = videoEditsSchema.extend(baseVersionField);
export type VideoEditsSave = z.input<typeof videoEditsSaveSchema>;

/** The video's edits and its current edit version. */
export const videoEditsResponseSchema = videoEditsSchema.extend({ edit_version: editVersionSchema });
export type VideoEditsResponse = z.infer<typeof videoEditsResponseSchema>;

const vidParams = z.object({ vid: z.string().max(64) });

/** The source's quiet stretches, measured from its sound: what Remove silences may cut. */
export const quietRangesResponseSchema = z.object({
  ranges: z.array(z.object({ start_ms: ms, end_ms: ms })),
});
export type QuietRangesResponse = z.infer<typeof quietRangesResponseSchema>;

export const videoEditsApi = {
  get: defineRoute({
    method: 'GET',
    path: '/user/videos/:vid/edits',
    summary: "A video's hook title, music, b-roll and cuts, with its edit version.",
    access: 'user',
    params: vidParams,
    data: videoEditsResponseSchema,
    errors: [404],
  }),
  save: defineRoute({
    method: 'PUT',
    path: '/user/videos/:vid/edits',
    summary:
      "Replaces a video's hook title, music, b-roll and cuts (409 while it renders, or when base_version is not the current edit version).",
    access: 'user',
    params: vidParams,
    body: videoEditsSaveSchema,
    data: videoEditsResponseSchema,
    errors: [404, 409],
  }),
  quietRanges: defineRoute({
    method: 'GET',
    path: '/user/videos/:vid/quiet-ranges',
    summary:
      "The quiet stretches of a video's sound, by its own loudness (none for a video without sound; 409 while it is not ready).",
    access: 'user',
    params: vidParams,
    data: quietRangesResponseSchema,
    errors: [404, 409],
  }),
  timeline: defineRoute({
    method: 'GET',
    path: '/user/videos/:vid/timeline.otio',
    summary:
      'The edited video as an OpenTimelineIO file for a desktop editor (docs/exports.md): one clip per kept range of the uploaded file, the crop path and punch-ins as clip metadata, the hook and b-roll as markers.',
    access: 'user',
    params: vidParams,
    data: null,
    errors: [404, 409],
  }),
};
