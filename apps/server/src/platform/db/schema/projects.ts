// Projects, their recordings and videos, renders of those videos, and in-flight multipart uploads.

import type { SpeakerTrack, Transcript } from '@captionist/contracts';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { MediaProbe } from '../../media/probe-media';
import type { CaptionSettings, ClipProxy, EditorState, RenderInput, StoredFaceTrack } from './json-columns';
import { mediaUploads } from './library';
import { users } from './users';

export const projects = pgTable(
  'projects',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('projects_user_id_idx').on(t.userId)],
);

export const videoStatuses = [
  'uploading',
  'processing',
  'transcribing',
  'ready',
  'rendering',
  'rendered',
  'failed',
] as const;

/**
 * One uploaded file and what is derived from the file alone (docs/decisions/0015): its probe,
 * poster, preview copy and face track. Videos are edits of its ranges; it goes with its last video.
 * An upload's recording has the id of the video made with it, so its files' folder is that video's.
 */
export const recordings = pgTable(
  'recordings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull(),
    posterKey: text('poster_key'),
    proxyKey: text('proxy_key'),
    mimeType: text('mime_type'),
    sizeBytes: bigint('size_bytes', { mode: 'number' }),
    durationMs: integer('duration_ms'),
    width: integer('width'),
    height: integer('height'),
    fps: real('fps'),
    rotation: integer('rotation'),
    hasAudio: text('has_audio', { enum: ['yes', 'no', 'unknown'] })
      .notNull()
      .default('unknown'),
    probe: jsonb('probe').$type<MediaProbe>(),
    // The faces on sampled frames, for the reframe's camera path (modules/reframe).
    faceTrack: jsonb('face_track').$type<StoredFaceTrack>(),
    // Who speaks when, and where each speaker's face is (modules/speakers, docs/speakers.md).
    speakerTrack: jsonb('speaker_track').$type<SpeakerTrack>(),
    // Uploaded to find clips in: held to the plan's limits for long recordings, not its video limits.
    isLong: boolean('is_long').notNull().default(false),
    // The words its latest transcription run heard (recording time), whichever of its videos asked:
    // what a clip takes when its edges move past its own words. Read apart (findRecordingWords), not
    // with every video: a long recording's runs to 50,000 words.
    machineTranscript: jsonb('machine_transcript').$type<Transcript>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('recordings_user_id_idx').on(t.userId), index('recordings_project_id_idx').on(t.projectId)],
);

/** A video's part of its recording: null for all of it, else these ranges in order (recording time). */
export type RecordingRanges = { startMs: number; endMs: number }[];

export const videos = pgTable(
  'videos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    recordingId: uuid('recording_id')
      .notNull()
      .references(() => recordings.id, { onDelete: 'cascade' }),
    ranges: jsonb('ranges').$type<RecordingRanges>(),
    name: text('name').notNull(),
    status: text('status', { enum: videoStatuses }).notNull().default('uploading'),
    error: text('error'),
    /** A frame of the latest render, captions and all: the video's thumbnail once it is rendered. */
    thumbnailKey: text('thumbnail_key'),
    /**
     * The video's own preview copy of parts of its recording (its clips), made while the recording's
     * is not there yet (videos/clip-proxy): those parts at the recording's times, black elsewhere.
     */
    clipProxy: jsonb('clip_proxy').$type<ClipProxy>(),
    transcriptionStatus: text('transcription_status', {
      enum: ['none', 'queued', 'running', 'done', 'failed'],
    })
      .notNull()
      .default('none'),
    transcriptionProgress: integer('transcription_progress').notNull().default(0),
    transcriptionError: text('transcription_error'),
    // What the speech engine is asked for: an ISO 639-1 code, or "auto" to detect (contracts).
    language: text('language').notNull().default('auto'),
    // The words in recording time (a clip's are its ranges' words of the recording's transcript).
    transcript: jsonb('transcript').$type<Transcript>(),
    captionSettings: jsonb('caption_settings').$type<CaptionSettings>(),
    editorState: jsonb('editor_state').$type<EditorState>(),
    // One counter for every editor save (words, style, edits): a save names the version it was
    // based on and is refused when another tab saved since (docs/editor.md "Saving").
    editVersion: integer('edit_version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('videos_user_id_idx').on(t.userId),
    index('videos_project_id_idx').on(t.projectId),
    index('videos_recording_id_idx').on(t.recordingId),
  ],
);

export const renders = pgTable(
  'renders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    videoId: uuid('video_id')
      .notNull()
      .references(() => videos.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['queued', 'running', 'done', 'failed', 'cancelled'] })
      .notNull()
      .default('queued'),
    progress: integer('progress').notNull().default(0),
    etaSeconds: integer('eta_seconds'),
    error: text('error'),
    outputKey: text('output_key'),
    // The client's id for one press of "Render": the same id again is the same render.
    requestId: text('request_id'),
    // Snapshot of what was rendered, so a later edit never changes a finished file's meaning.
    input: jsonb('input').$type<RenderInput>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('renders_user_id_idx').on(t.userId),
    index('renders_video_id_idx').on(t.videoId),
    // Renders without a request id (null) never collide.
    uniqueIndex('renders_request_id_idx').on(t.userId, t.videoId, t.requestId),
  ],
);

// A render's captions alone on a transparent picture, for an editor's timeline (modules/overlays):
// made on request from the render's frozen input, once per render and format.
export const renderOverlays = pgTable(
  'render_overlays',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    renderId: uuid('render_id')
      .notNull()
      .references(() => renders.id, { onDelete: 'cascade' }),
    format: text('format', { enum: ['mov', 'webm'] }).notNull(),
    status: text('status', { enum: ['queued', 'running', 'done', 'failed'] })
      .notNull()
      .default('queued'),
    progress: integer('progress').notNull().default(0),
    error: text('error'),
    outputKey: text('output_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('render_overlays_user_id_idx').on(t.userId),
    uniqueIndex('render_overlays_render_format_idx').on(t.renderId, t.format),
  ],
);

// A multipart upload in progress. Parts are tracked here rather than asked of the store,
// because not every S3-compatible server implements ListParts; it also makes resume uniform.
export const multipartUploads = pgTable(
  'multipart_uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    videoId: uuid('video_id').references(() => videos.id, { onDelete: 'cascade' }),
    mediaUploadId: uuid('media_upload_id').references(() => mediaUploads.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull(),
    uploadId: text('upload_id').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    partSize: integer('part_size').notNull(),
    // The file as the browser described it, so that a resume can check it is given the same file
    // (the video's own name may have been changed since).
    fileName: text('file_name'),
    fileLastModified: bigint('file_last_modified', { mode: 'number' }),
    // The start, a resume, or the latest part recorded: the upload's last sign of life, from which
    // it counts as interrupted (shown so) and then abandoned (cleaned up).
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('multipart_uploads_user_id_idx').on(t.userId)],
);

export const multipartUploadParts = pgTable(
  'multipart_upload_parts',
  {
    uploadId: uuid('upload_id')
      .notNull()
      .references(() => multipartUploads.id, { onDelete: 'cascade' }),
    partNumber: integer('part_number').notNull(),
    etag: text('etag').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
  },
  (t) => [primaryKey({ columns: [t.uploadId, t.partNumber] })],
);
