// The shapes of the jsonb columns (from packages/contracts where the API shows them, else here):
// the tables type their columns with these (.$type), and the queries that read a row parse it
// with them once, so services never cast a column.
import { captionStyleSchema, reframeAspects, reframeModes } from '@captionist/captions';
import {
  type captionSettingsSchema,
  faceSampleSchema,
  faceTrackSchema,
  historyEntrySchema,
  speakerFaceSchema,
  speakerIdSchema,
  speakerTurnSchema,
  stockItemSchema,
  transcriptWordSchema,
  videoEditsSchema,
} from '@captionist/contracts';
import { z } from 'zod';
import { mediaProbeSchema } from '../../media/probe-media';

// videos.caption_settings and templates.settings: a caption style, kept as saved (checked against
// captionStyleSchema where it is used, so an older style still reads).
export type CaptionSettings = z.infer<typeof captionSettingsSchema>;

// videos.editor_state: the editor's saved state besides the captions; today its edits (hook title,
// music, b-roll). Other keys a later editor may store are kept as they are.
export const editorStateSchema = z.looseObject({ edits: videoEditsSchema.optional() });
export type EditorState = z.infer<typeof editorStateSchema>;

// media_uploads.metadata: the probe of a ready file; a stock import also keeps where it came from
// (for the job that downloads it). Whom to credit is media_uploads.credit (stockCreditSchema).
const stockSourceSchema = stockItemSchema.pick({
  provider: true,
  id: true,
  kind: true,
  download_url: true,
});
export const mediaMetadataSchema = z.object({
  probe: mediaProbeSchema.optional(),
  stock: stockSourceSchema.optional(),
});
export type MediaMetadata = z.infer<typeof mediaMetadataSchema>;

// subscriptions.metadata: the plan's history, as GET /user/plan shows it.
export const subscriptionMetadataSchema = z.object({ history: z.array(historyEntrySchema).default([]) });
export type SubscriptionMetadata = z.infer<typeof subscriptionMetadataSchema>;

// renders.input: what a render draws, frozen when it is requested; a later edit of the transcript
// or the style never changes a render in flight, and a retried job draws exactly what was paid for.
const renderFontSchema = z.object({
  /** The caption style's font id this face belongs to. */
  fontId: z.string(),
  /** The family name read from the font file: what the ASS document must name. */
  family: z.string(),
  weight: z.number().int(),
  storageKey: z.string(),
});
export type RenderFont = z.infer<typeof renderFontSchema>;

export const renderInputSchema = z.object({
  /** False on unlimited plans, whose renders charge nothing and so refund nothing. */
  creditCharged: z.boolean(),
  words: z.array(transcriptWordSchema),
  /** A second, smaller line's words under the captions (two-language captions); none by default. */
  secondWords: z.array(transcriptWordSchema).default([]),
  style: captionStyleSchema,
  fonts: z.array(renderFontSchema),
  hook: z.object({ text: z.string(), durationMs: z.number().int().positive() }).nullable(),
  music: z
    .object({
      storageKey: z.string(),
      volume: z.number().min(0).max(1),
      /** dB the music drops under speech; null (and renders frozen before ducking): no ducking. */
      duckDb: z.number().min(0).max(60).nullable().default(null),
    })
    .nullable(),
  broll: z
    .array(
      z.object({
        storageKey: z.string(),
        kind: z.enum(['image', 'gif', 'video']),
        startMs: z.number().int().min(0),
        endMs: z.number().int().positive(),
      }),
    )
    .default([]),
  /** Source ranges cut out, sorted and merged (normaliseCuts); the words and b-roll above are on the source's timeline. */
  cuts: z.array(z.object({ start: z.number().int().min(0), end: z.number().int().positive() })).default([]),
  /** Punch-in zooms, on the source's timeline like the words. */
  zooms: z
    .array(z.object({ start: z.number().int().min(0), end: z.number().int().positive(), scale: z.number() }))
    .default([]),
  /**
   * The reframe (docs/reframe.md): the aspect and mode, the upright source the picture is cut or
   * fitted from, and for the crop modes the faces seen (null: the job finds them), who speaks when
   * and where each speaker's face is (null: not known when the render was asked for), the one
   * person to keep, and the user's corrections, from which packages/captions' reframeLayout gives
   * the crops. Null: the source's frame.
   */
  reframe: z
    .object({
      aspect: z.enum(reframeAspects),
      mode: z.enum(reframeModes),
      source: z.object({ width: z.number().int().positive(), height: z.number().int().positive() }),
      samples: z.array(faceSampleSchema).nullable(),
      speakers: z
        .object({ turns: z.array(speakerTurnSchema), faces: z.array(speakerFaceSchema) })
        .nullable()
        .default(null),
      person: speakerIdSchema.nullable().default(null),
      corrections: z.array(
        z.object({
          start: z.number().int().min(0),
          end: z.number().int().positive(),
          x: z.number(),
          y: z.number(),
        }),
      ),
    })
    .nullable()
    .default(null),
  /**
   * The picture's frame before it is scaled to `width`×`height` (the upright source, or the
   * reframe's crop or fill); null when it is not scaled.
   */
  frame: z
    .object({ width: z.number().int().positive(), height: z.number().int().positive() })
    .nullable()
    .default(null),
  /** The output's frame rate; null: the source's own. */
  fps: z.number().positive().nullable().default(null),
  /** The output frame the captions are laid out on: the upright source or the reframe's output, at the chosen resolution. */
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  /** The source's probed duration (before cuts). */
  durationMs: z.number().int().positive(),
});
export type RenderInput = z.infer<typeof renderInputSchema>;

/** A column's value read with its shape, or null when it does not have it (written by an older version). */
export function parseColumn<T>(schema: z.ZodType<T>, value: unknown): T | null {
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

// recordings.face_track: the face track as GET /user/videos/{vid}/faces shows it, and the parts of
// the recording searched (ms), since a clip's crop needs only its own (docs/reframe.md "Clips").
// Tracks from before clips have none: a finished one searched all of it.
export const storedFaceTrackSchema = faceTrackSchema.extend({
  searched: z
    .array(z.object({ start_ms: z.number().int().min(0), end_ms: z.number().int().min(0) }))
    .optional(),
});
export type StoredFaceTrack = z.infer<typeof storedFaceTrackSchema>;

/** videos.clip_proxy: a video's own preview copy of parts of its recording, and those parts (ms). */
export const clipProxySchema = z.object({
  key: z.string().min(1),
  spans: z.array(z.object({ startMs: z.number().int().min(0), endMs: z.number().int().min(0) })).min(1),
});
export type ClipProxy = z.infer<typeof clipProxySchema>;
