// Videos (spec §7 /user/videos/*). Status values and the state machine: docs/videos.md.
import { z } from 'zod';
import { AUTO_LANGUAGE, transcriptionLanguageSchema } from './transcription-languages';

export const videoStatuses = [
  'uploading',
  'processing',
  'transcribing',
  'ready',
  'rendering',
  'rendered',
  'failed',
] as const;
export type VideoStatus = (typeof videoStatuses)[number];

/** Largest file sent in one PUT; larger files use the multipart upload. */
export const SINGLE_UPLOAD_MAX_BYTES = 100 * 1024 * 1024;

export const VIDEO_NAME_MAX = 200;

export const videoNameSchema = z
  .string({ error: 'The video name is required.' })
  .trim()
  .min(1, 'The video name is required.')
  .max(VIDEO_NAME_MAX, `The video name may not be longer than ${VIDEO_NAME_MAX} characters.`);

/** The spoken language the video's transcription asks for; "auto" (the default) detects it. */
const videoLanguageField = { language: transcriptionLanguageSchema.default(AUTO_LANGUAGE) };

const uploadFileSchema = z.object({
  name: videoNameSchema,
  size: z.number({ error: 'The file size is required.' }).int().positive('The file is empty.'),
  content_type: z.string().max(100).default('application/octet-stream'),
});

/**
 * A long recording to find clips in (docs/clip-finder.md): held to the plan's limits for
 * recordings instead of spec §5's video limits, which then hold for each clip made of it.
 */
const longRecordingField = { long_recording: z.boolean().default(false) };

export const uploadUrlRequestSchema = uploadFileSchema.extend(videoLanguageField).extend(longRecordingField);
export type UploadUrlRequest = z.input<typeof uploadUrlRequestSchema>;

/** The `:vid` of every route about one video. */
export const videoParamsSchema = z.object({ vid: z.string().max(64) });

export const videoUpdateRequestSchema = z.object({ name: videoNameSchema });

export const videoSchema = z.object({
  id: z.string(),
  project_id: z.string(),
  name: z.string(),
  status: z.enum(videoStatuses),
  error: z.string().nullable(),
  size_bytes: z.number().nullable(),
  duration_ms: z.number().nullable(),
  width: z.number().nullable(),
  height: z.number().nullable(),
  fps: z.number().nullable(),
  rotation: z.number().nullable(),
  has_audio: z.enum(['yes', 'no', 'unknown']),
  /**
   * Which of the file's sound tracks is transcribed, previewed and rendered (the loudest with
   * sound; index from 0): null until probed and for a video without sound.
   */
  sound_track: z.object({ index: z.number().int(), count: z.number().int() }).nullable().default(null),
  poster_url: z.string().nullable(),
  /** A frame of the latest render, captions and all, else the poster: the video's picture in lists. */
  thumbnail_url: z.string().nullable(),
  proxy_url: z.string().nullable(),
  /**
   * When `proxy_url` holds only parts of the recording (a copy of its clips, made while the whole
   * recording's is made): those parts, in recording time; black and silent elsewhere. Null when
   * it holds all of it.
   */
  proxy_spans: z
    .array(z.object({ start_ms: z.number().int().min(0), end_ms: z.number().int().min(0) }))
    .nullable()
    .default(null),
  /**
   * The uploaded file itself, while the preview copy is being made, when browsers play it as it
   * is (MP4/MOV/WebM with H.264, VP8, VP9 or AV1 and AAC, Opus or no sound); null otherwise.
   */
  source_url: z.string().nullable().default(null),
  transcription_status: z.enum(['none', 'queued', 'running', 'done', 'failed']),
  /** What the transcription is asked for; the transcript's own `language` is what was heard. */
  language: transcriptionLanguageSchema.catch(AUTO_LANGUAGE),
  /**
   * The parts of its recording the video is made of, in recording time and in order (an accepted
   * clip); null for all of it. `duration_ms` and the words' times are the recording's.
   */
  ranges: z
    .array(z.object({ start_ms: z.number().int().min(0), end_ms: z.number().int().min(0) }))
    .nullable()
    .default(null),
  /** Uploaded as a long recording to find clips in: opens on the clip finder, is not rendered whole. */
  long_recording: z.boolean().default(false),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Video = z.infer<typeof videoSchema>;

/**
 * How long a video is before its own cuts, as spec §5's length rule counts it: a clip's ranges
 * together, else its recording's length (null before the probe).
 */
export function videoLengthMs(video: Pick<Video, 'ranges' | 'duration_ms'>): number | null {
  if (!video.ranges) return video.duration_ms;
  return video.ranges.reduce((sum, range) => sum + Math.max(0, range.end_ms - range.start_ms), 0);
}

export const uploadTargetSchema = z.object({
  url: z.string(),
  method: z.literal('PUT'),
  headers: z.record(z.string(), z.string()),
});

export const uploadUrlResponseSchema = z.object({ video: videoSchema, upload: uploadTargetSchema });

export const MULTIPART_MIN_PART_BYTES = 8 * 1024 * 1024;
export const MULTIPART_MAX_PART_BYTES = 16 * 1024 * 1024;

/**
 * Start a multipart upload (name, size, content_type, language?), or resume one (video_id). The
 * language sits outside the union so that a bad code is a field error, not "no branch matched";
 * a resumed upload keeps the language it was started with.
 */
export const multipartUploadUrlRequestSchema = z.intersection(
  z.object(videoLanguageField),
  z.union([
    uploadFileSchema.extend(longRecordingField).extend({
      /** The file's own last-modified time (ms since 1970), kept so a resume can tell it is the same file. */
      last_modified: z.number().int().nonnegative().optional(),
    }),
    z.object({ video_id: z.string().max(64) }),
  ]),
);
export type MultipartUploadUrlRequest = z.input<typeof multipartUploadUrlRequestSchema>;

export const multipartPartDoneRequestSchema = z.object({
  part_number: z.number().int().min(1).max(10_000),
  etag: z.string().min(1).max(200),
});

export const multipartUploadResponseSchema = z.object({
  video: videoSchema,
  part_size: z.number().int(),
  part_count: z.number().int(),
  /** Parts already received; a resumed upload sends only the others. */
  uploaded: z.array(z.number().int()),
  parts: z.array(z.object({ part_number: z.number().int(), size: z.number().int(), url: z.string() })),
});
export type MultipartUploadResponse = z.infer<typeof multipartUploadResponseSchema>;

/**
 * A video whose upload was started and never confirmed (status `uploading`), as its project page
 * sees it once no page is sending it: whether it was given up on, and what a resume needs.
 */
export const unfinishedUploadSchema = z.object({
  video_id: z.string(),
  /** Nothing arrived for a while (UPLOAD_INTERRUPTED_AFTER_SECONDS): whoever was sending it stopped. */
  interrupted: z.boolean(),
  /** Sent in parts: the same file carries on with the parts still missing. Null for a single PUT. */
  resume: z
    .object({
      file_name: z.string(),
      size: z.number().int(),
      /** Null when the browser that started it did not say. */
      last_modified: z.number().int().nullable(),
      received_bytes: z.number().int(),
    })
    .nullable(),
});
export type UnfinishedUpload = z.infer<typeof unfinishedUploadSchema>;
