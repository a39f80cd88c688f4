// The shapes of the jsonb columns whose data only the server reads and writes (the others take
// theirs from packages/contracts). The tables type their columns with these (.$type), and the
// queries that read a row parse it with these once, so services never cast a column.
import { captionStyleSchema } from '@captionist/captions';
import { transcriptWordSchema } from '@captionist/contracts';
import { z } from 'zod';

// renders.input: what a render draws, frozen when it is requested; a later edit of the transcript
// or the style never changes a render in flight, and a retried job draws exactly what was paid for.
export const renderFontSchema = z.object({
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
  style: captionStyleSchema,
  fonts: z.array(renderFontSchema),
  hook: z.object({ text: z.string(), durationMs: z.number().int().positive() }).nullable(),
  music: z.object({ storageKey: z.string(), volume: z.number().min(0).max(1) }).nullable(),
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
  /** The upright frame the captions are laid out on (rotation applied). */
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  durationMs: z.number().int().positive(),
});
export type RenderInput = z.infer<typeof renderInputSchema>;
