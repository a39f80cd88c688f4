// Transcripts (spec §7 transcription-status, save-transcription). Times are integer milliseconds
// from the start of the video. The flow and the engines: docs/transcription.md.
import { z } from 'zod';
import { captionSettingsSchema } from './caption-settings';
import { baseVersionField, editVersionSchema } from './edit-version';
import { defineRoute } from './route-contract';
import { speakerIdSchema } from './speakers';
import { transcriptionLanguageSchema } from './transcription-languages';
import { videoSchema } from './videos';

export const transcriptionStatuses = ['none', 'queued', 'running', 'done', 'failed'] as const;
export type TranscriptionStatus = (typeof transcriptionStatuses)[number];

/**
 * Which engine produced a transcript; `aligned` is PocketSphinx forced to the user's script,
 * `imported` the words of a subtitle file timed within its cues (docs/subtitle-import.md).
 */
export const transcriptEngines = [
  'pocketsphinx',
  'aligned',
  'whisper',
  'openai',
  'deepgram',
  'edited',
  'imported',
] as const;
export type TranscriptEngine = (typeof transcriptEngines)[number];

export const WORD_TEXT_MAX = 100;
/** About 4 hours of fast speech (the longest recording a plan allows); a longer list is no transcript. */
export const TRANSCRIPT_WORDS_MAX = 50_000;
/** A script pasted for alignment: generous for a 30-minute talk. */
export const ALIGN_SCRIPT_MAX = 50_000;

const milliseconds = (name: string) =>
  z
    .number({ error: `The ${name} time must be a number of milliseconds.` })
    .int(`The ${name} time must be a whole number of milliseconds.`)
    .min(0, `The ${name} time may not be negative.`);

/** An emphasised word is at most twice the caption's size. */
export const EMPHASIS_SCALE_MAX = 2;

/**
 * How one word stands out from its caption (docs/captions.md "Emphasis"): its own colour, a
 * larger size, capitals. Kept on the word, so it follows the word through edits and undo.
 */
export const wordEmphasisSchema = z.strictObject({
  color: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/, 'An emphasis colour must be a #rrggbb colour.')
    .optional(),
  scale: z
    .number()
    .min(1, 'An emphasised word may not be smaller than its caption.')
    .max(EMPHASIS_SCALE_MAX, `An emphasised word may be at most ${EMPHASIS_SCALE_MAX}× the caption's size.`)
    .optional(),
  uppercase: z.boolean().optional(),
});
export type WordEmphasis = z.infer<typeof wordEmphasisSchema>;

export const transcriptWordSchema = z
  .object({
    text: z
      .string({ error: 'The word is required.' })
      .trim()
      .min(1, 'The word may not be empty.')
      .max(WORD_TEXT_MAX, `A word may not be longer than ${WORD_TEXT_MAX} characters.`),
    start: milliseconds('start'),
    end: milliseconds('end'),
    /** 0–1 when the engine reports it; null for edited words. */
    confidence: z.number().min(0).max(1).nullable().default(null),
    /** Absent on a word shown like the rest of its caption. */
    emphasis: wordEmphasisSchema.optional(),
    /** Who says it (docs/speakers.md); absent until the speakers are told apart. */
    speaker: speakerIdSchema.optional(),
  })
  .refine((word) => word.start < word.end, {
    message: 'A word must end after it starts.',
    path: ['end'],
  });
export type TranscriptWord = z.infer<typeof transcriptWordSchema>;

/** Below this the engine itself doubts a word, so the editor asks the person to check it. */
export const LOW_CONFIDENCE_BELOW = 0.5;

/** A word the engine doubted; words without a confidence (edited, or not reported) are not. */
export const isLowConfidence = (word: Pick<TranscriptWord, 'confidence'>): boolean =>
  word.confidence !== null && word.confidence < LOW_CONFIDENCE_BELOW;

/** Words in order: each starts no earlier than the previous one started. */
export const transcriptWordsSchema = z
  .array(transcriptWordSchema)
  .max(TRANSCRIPT_WORDS_MAX, `A transcript may not have more than ${TRANSCRIPT_WORDS_MAX} words.`)
  .superRefine((words, ctx) => {
    for (let i = 1; i < words.length; i++) {
      const previous = words[i - 1];
      const word = words[i];
      if (previous && word && word.start < previous.start) {
        ctx.addIssue({
          code: 'custom',
          message: 'Words must be in time order: this word starts before the one before it.',
          path: [i, 'start'],
        });
      }
    }
  });

export const transcriptSchema = z.object({
  language: z.string(),
  engine: z.enum(transcriptEngines),
  words: z.array(transcriptWordSchema),
  /** Why the transcript is empty (no audio track, only silence), or how to get a better one. */
  note: z.string().nullable(),
});
export type Transcript = z.infer<typeof transcriptSchema>;

export const transcriptionStatusResponseSchema = z.object({
  status: z.enum(transcriptionStatuses),
  progress: z.number().int().min(0).max(100),
  error: z.string().nullable(),
  engine: z.enum(transcriptEngines).nullable(),
});
export type TranscriptionStatusResponse = z.infer<typeof transcriptionStatusResponseSchema>;

export const saveTranscriptionRequestSchema = z.object({ words: transcriptWordsSchema, ...baseVersionField });
export type SaveTranscriptionRequest = z.input<typeof saveTranscriptionRequestSchema>;

export const alignTranscriptRequestSchema = z.object({
  script: z
    .string({ error: 'Paste the words you spoke.' })
    .trim()
    .min(1, 'Paste the words you spoke.')
    .max(ALIGN_SCRIPT_MAX, `The script may not be longer than ${ALIGN_SCRIPT_MAX} characters.`),
});
export type AlignTranscriptRequest = z.input<typeof alignTranscriptRequestSchema>;

/**
 * retry-transcription and retranscribe: a new run of the speech engine, optionally in another
 * language (stored on the video); without one the video's language is kept.
 */
export const transcriptionRunRequestSchema = z
  .object({ language: transcriptionLanguageSchema.optional() })
  // No body at all is the same as an empty one (the server sees a POST without one as null).
  .nullish()
  .transform((body) => body ?? {});
export type TranscriptionRunRequest = z.input<typeof transcriptionRunRequestSchema>;

export const captionExportFormats = ['srt', 'vtt', 'ass'] as const;
export type CaptionExportFormat = (typeof captionExportFormats)[number];

/** A subtitle file the web reads as text; a file within it has at most as many characters. */
export const SUBTITLE_FILE_MAX_BYTES = 2 * 1024 * 1024;

/**
 * import-captions: the text of an .srt, .vtt or .ass file (what is wrong with one is a 422 on
 * `text` naming its line), the format its name says (the content decides when it can), and
 * whether to line its words up with the sound instead of keeping the cues' times.
 */
export const importCaptionsRequestSchema = z.object({
  text: z
    .string({ error: 'Choose a subtitle file.' })
    .max(SUBTITLE_FILE_MAX_BYTES, 'This file is too large: a subtitle file may be at most 2 MB.'),
  // The formats we export are the formats we read back.
  format: z.enum(captionExportFormats, { error: 'The format must be srt, vtt or ass.' }).optional(),
  align: z
    .boolean({ error: 'Say whether to line the words up with the sound (true or false).' })
    .default(false),
});
export type ImportCaptionsRequest = z.input<typeof importCaptionsRequestSchema>;

/**
 * GET /user/videos/{vid}: the video with its transcript (the lists leave the words out) and the
 * caption style saved in the editor (null until styled; see caption-settings.ts).
 */
export const videoDetailSchema = videoSchema.extend({
  transcript: transcriptSchema.nullable(),
  caption_settings: captionSettingsSchema.nullable().default(null),
  /** The version of the video's edits; every editor save names the one it was based on. */
  edit_version: editVersionSchema,
});
export type VideoDetail = z.infer<typeof videoDetailSchema>;

const vidParams = z.object({ vid: z.string().max(64) });
const changedBy = '409 while a run is queued or running, the video renders or is not ready';

export const transcriptionApi = {
  status: defineRoute({
    method: 'GET',
    path: '/user/videos/transcription-status/:vid',
    summary: "The state of a video's transcription run.",
    access: 'user',
    params: vidParams,
    data: transcriptionStatusResponseSchema,
    errors: [404],
  }),
  save: defineRoute({
    method: 'POST',
    path: '/user/videos/:vid/save-transcription',
    summary: `Saves an edited transcript (${changedBy}, or when base_version is not the current edit version).`,
    access: 'user',
    params: vidParams,
    body: saveTranscriptionRequestSchema,
    data: videoDetailSchema,
    errors: [404, 409],
  }),
  align: defineRoute({
    method: 'POST',
    path: '/user/videos/:vid/align-transcript',
    summary: `Aligns a pasted script to the speech (${changedBy}, or has no sound).`,
    access: 'user',
    params: vidParams,
    body: alignTranscriptRequestSchema,
    data: videoDetailSchema,
    errors: [404, 409],
  }),
  importCaptions: defineRoute({
    method: 'POST',
    path: '/user/videos/:vid/import-captions',
    summary: `Replaces the transcript with the words of an SRT, VTT or ASS file, or aligns them to the speech (${changedBy}; 422 naming the line of a malformed file).`,
    access: 'user',
    params: vidParams,
    body: importCaptionsRequestSchema,
    data: videoDetailSchema,
    errors: [404, 409, 413],
  }),
  retry: defineRoute({
    method: 'POST',
    path: '/user/videos/:vid/retry-transcription',
    summary: `A new run after a failed one, optionally in another language (${changedBy}).`,
    access: 'user',
    params: vidParams,
    body: transcriptionRunRequestSchema,
    data: videoDetailSchema,
    errors: [404, 409],
  }),
  retranscribe: defineRoute({
    method: 'POST',
    path: '/user/videos/:vid/retranscribe',
    summary: `A new run whatever the last one gave, optionally in another language (${changedBy}).`,
    access: 'user',
    params: vidParams,
    body: transcriptionRunRequestSchema,
    data: videoDetailSchema,
    errors: [404, 409],
  }),
  captions: defineRoute({
    method: 'GET',
    path: '/user/videos/:vid/captions.:format',
    summary: `Caption file download: SRT or VTT timed like the edited video, or the styled ASS document a render burns in; format is one of ${captionExportFormats.join(', ')}. \`language\`: a translation's words (or "spoken"); by default SRT and VTT hold the spoken words and ASS what the render shows. \`speakers=none\` leaves out the speakers' names.`,
    access: 'user',
    params: z.object({ vid: z.string().max(64), format: z.string().max(8) }),
    query: z.object({
      language: z.string().max(16).optional(),
      /** `names` (the default) names the speakers where two or more speak: SRT "Ana: ", VTT voice tags, ASS Name field. */
      speakers: z.enum(['names', 'none'], { error: 'speakers must be names or none.' }).optional(),
    }),
    data: null,
    errors: [404, 409],
  }),
};
