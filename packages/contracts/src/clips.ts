// The clip finder (issue 34, docs/clip-finder.md): ranked clips of whole sentences in a video's
// transcript, each with a score 0–100 made of named parts, a one-line reason and a title.
import { silencePaces } from '@captionist/captions';
import { z } from 'zod';
import { suggestionSources } from './ai';
import { baseVersionField } from './edit-version';
import { defineRoute } from './route-contract';
import { videoDetailSchema } from './transcription';
import { videoSchema } from './videos';

export const CLIP_MIN_SECONDS = 3;
export const clipTooShortMessage = `A clip is at least ${CLIP_MIN_SECONDS} seconds long.`;
export const CLIP_COUNT_MAX = 20;
export const CLIP_TOPIC_MAX = 500;

export const clipLengths = ['under_30', '30_60', '60_90', 'custom'] as const;
export type ClipLength = (typeof clipLengths)[number];

/** The seconds each preset allows (a clip under 30 s still says something: 10 s at least). */
export const clipLengthSeconds: Record<Exclude<ClipLength, 'custom'>, { min: number; max: number }> = {
  under_30: { min: 10, max: 30 },
  '30_60': { min: 30, max: 60 },
  '60_90': { min: 60, max: 90 },
};

const seconds = (name: string) =>
  z
    .number({ error: `The ${name} length must be a number of seconds.` })
    .min(CLIP_MIN_SECONDS, clipTooShortMessage)
    .max(4 * 60 * 60, 'A clip is at most 4 hours long.');

export const findClipsRequestSchema = z
  .object({
    length: z.enum(clipLengths, { error: 'Pick a clip length: under 30 s, 30–60 s, 60–90 s or custom.' }),
    min_seconds: seconds('shortest').optional(),
    max_seconds: seconds('longest').optional(),
    count: z
      .number({ error: 'The number of clips must be a number.' })
      .int('The number of clips must be a whole number.')
      .min(1, 'Ask for at least one clip.')
      .max(CLIP_COUNT_MAX, `Ask for at most ${CLIP_COUNT_MAX} clips.`)
      .default(5),
    topic: z
      .string({ error: 'The topic must be text.' })
      .trim()
      .max(CLIP_TOPIC_MAX, `A topic may be at most ${CLIP_TOPIC_MAX} characters.`)
      .default(''),
  })
  .superRefine((request, context) => {
    if (request.length !== 'custom') return;
    if (request.min_seconds === undefined || request.max_seconds === undefined) {
      context.addIssue({
        code: 'custom',
        path: [request.min_seconds === undefined ? 'min_seconds' : 'max_seconds'],
        message: 'A custom length needs its shortest and longest seconds.',
      });
    } else if (request.min_seconds >= request.max_seconds) {
      context.addIssue({
        code: 'custom',
        path: ['max_seconds'],
        message: 'The longest length must be longer than the shortest.',
      });
    }
  });
export type FindClipsRequest = z.input<typeof findClipsRequestSchema>;

const part = z.number().int().min(0).max(100);
export const clipPartsSchema = z.object({
  hook: part,
  stands_alone: part,
  payoff: part,
  energy: part,
  pace: part,
  length_fit: part,
  topic: part.optional(),
});

export const foundClipSchema = z.object({
  start_ms: z.number().int().min(0),
  end_ms: z.number().int().min(0),
  /** Indexes into the transcript's words, inclusive. */
  first_word: z.number().int().min(0),
  last_word: z.number().int().min(0),
  score: part,
  parts: clipPartsSchema,
  reason: z.string(),
  title: z.string(),
  excerpt: z.string(),
});
export type FoundClip = z.infer<typeof foundClipSchema>;

export const findClipsResponseSchema = z.object({
  /** "ai": the configured model ranked, explained and titled our candidates; "basic": the offline scorer. */
  source: z.enum(suggestionSources),
  clips: z.array(foundClipSchema).max(CLIP_COUNT_MAX),
});
export type FindClipsResponse = z.infer<typeof findClipsResponseSchema>;

export const CLIP_TITLE_MAX = 100;

/** A clip to keep as a video of its own: a range of the recording, and its title. */
export const acceptedClipSchema = z
  .object({
    start_ms: z
      .number({ error: 'A clip needs its start in ms.' })
      .int()
      .min(0, 'A clip cannot start before 0.'),
    end_ms: z.number({ error: 'A clip needs its end in ms.' }).int().min(0),
    title: z
      .string({ error: 'The title must be text.' })
      .trim()
      .min(1, 'Give the clip a title.')
      .max(CLIP_TITLE_MAX, `A title may be at most ${CLIP_TITLE_MAX} characters.`),
  })
  .refine((clip) => clip.end_ms - clip.start_ms >= CLIP_MIN_SECONDS * 1000, {
    path: ['end_ms'],
    message: clipTooShortMessage,
  });

/** Applied to every accepted clip; the caption style is the video's own. */
export const clipRecipeSchema = z.object({
  /** The clip's title as its hook, over its first seconds. */
  hook_from_title: z.boolean().default(true),
  /** 9:16, following the face. */
  vertical: z.boolean().default(true),
  /** A caption template (a system one or the user's own) instead of the video's caption style. */
  template_id: z.string().max(64).nullable().default(null),
  /** An emoji on the caption groups whose words call for one (the editor's "Add emoji"). */
  emoji: z.boolean().default(false),
  /** The keyword of each caption group emphasised (the editor's "Emphasise keywords"). */
  emphasis: z.boolean().default(false),
  /** Pauses cut at this pace (the editor's "Remove silences"); null keeps them. */
  silences: z.enum(silencePaces).nullable().default(null),
});

export type ClipRecipe = z.output<typeof clipRecipeSchema>;

export const acceptClipsRequestSchema = z.object({
  clips: z
    .array(acceptedClipSchema)
    .min(1, 'Accept at least one clip.')
    .max(CLIP_COUNT_MAX, `Accept at most ${CLIP_COUNT_MAX} clips at once.`),
  recipe: clipRecipeSchema.default(() => clipRecipeSchema.parse({})),
});
export type AcceptClipsRequest = z.input<typeof acceptClipsRequestSchema>;

/** A clip's outer edges: where its first range starts and its last range ends. */
export const clipEdges = ['start', 'end'] as const;
export type ClipEdge = (typeof clipEdges)[number];
/** -1: a sentence earlier, 1: a sentence later. */
export type EdgeMove = -1 | 1;

export const moveClipEdgeRequestSchema = z.object({
  edge: z.enum(clipEdges, { error: 'Say which edge of the clip moves: start or end.' }),
  move: z.union([z.literal(-1), z.literal(1)], {
    error: 'Move an edge by one sentence: -1 (earlier) or 1 (later).',
  }),
  ...baseVersionField,
});
export type MoveClipEdgeRequest = z.input<typeof moveClipEdgeRequestSchema>;

export const clipsApi = {
  findClips: defineRoute({
    method: 'POST',
    path: '/user/videos/:vid/clips/find',
    summary:
      "Ranked clips of whole sentences in the video's transcript, for a length, a number and an optional topic (scored by the configured model or offline).",
    access: 'user',
    params: z.object({ vid: z.string().max(64) }),
    body: findClipsRequestSchema,
    data: findClipsResponseSchema,
    errors: [404, 409, 422, 502, 503, 504],
    idempotent: true,
  }),
  acceptClips: defineRoute({
    method: 'POST',
    path: '/user/videos/:vid/clips/accept',
    summary:
      "Makes each clip a video of the project over the same recording (no copy of the file), with the video's caption style and the recipe's hook and frame; each opens in the editor and renders like any other video.",
    access: 'user',
    status: 201,
    params: z.object({ vid: z.string().max(64) }),
    body: acceptClipsRequestSchema,
    data: z.object({ videos: z.array(videoSchema) }),
    errors: [403, 404, 409, 422],
    idempotent: true,
  }),
  moveClipEdge: defineRoute({
    method: 'POST',
    path: '/user/videos/:vid/clip-edges',
    summary:
      "Moves a clip's start or end by one sentence of its recording, past its own words too (the recording's words fill what it gains); 409 for a video over all of its recording, while it renders or transcribes, or when base_version is not the current edit version.",
    access: 'user',
    params: z.object({ vid: z.string().max(64) }),
    body: moveClipEdgeRequestSchema,
    data: videoDetailSchema,
    errors: [403, 404, 409, 422],
  }),
};
