// Transcription beside the video row: the pieces of a long recording's transcription run (modules/transcription/piece-runs): each is
// recognised by its own queue job, and the last one to finish joins them into the transcript.
import type { TranscriptWord } from '@captionist/contracts';
import { integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { videos } from './projects';

export const transcriptionPieces = pgTable(
  'transcription_pieces',
  {
    videoId: uuid('video_id')
      .notNull()
      .references(() => videos.id, { onDelete: 'cascade' }),
    /** The coordinating job's id: a later run of the same video never takes an earlier run's pieces. */
    runId: text('run_id').notNull(),
    index: integer('index').notNull(),
    storageKey: text('storage_key').notNull(),
    /** Where the piece starts in the whole sound, overlap included. */
    offsetMs: integer('offset_ms').notNull(),
    durationMs: integer('duration_ms').notNull(),
    /** The seam with the previous piece: this piece's words from here on are kept. */
    keepFromMs: integer('keep_from_ms').notNull(),
    /** How much of the piece is recognised, for the progress of the whole. */
    doneMs: integer('done_ms').notNull().default(0),
    attempts: integer('attempts').notNull().default(0),
    /** Null until recognised; times from the piece's own start. */
    words: jsonb('words').$type<TranscriptWord[]>(),
    language: text('language'),
  },
  (table) => [primaryKey({ columns: [table.videoId, table.runId, table.index] })],
);

/** A sentence of the spoken transcript as it was when a translation was made. */
export interface TranslatedSource {
  start: number;
  end: number;
  text: string;
}

// A video's words in another language (modules/translations, docs/translation.md): one row per
// language, replaced by a new translation into it, edited word by word like the transcript.
export const videoTranslations = pgTable(
  'video_translations',
  {
    videoId: uuid('video_id')
      .notNull()
      .references(() => videos.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    status: text('status', { enum: ['running', 'done', 'failed'] }).notNull(),
    progress: integer('progress').notNull().default(0),
    error: text('error'),
    engine: text('engine', { enum: ['llm', 'whisper', 'edited'] }).notNull(),
    /** Recording time, as the video's own words. */
    words: jsonb('words').$type<TranscriptWord[]>().notNull().default([]),
    /** The spoken sentences it was made from, to tell which changed since. */
    source: jsonb('source').$type<TranslatedSource[]>().notNull().default([]),
    /** The queue job of the run that may write it: an older run finishing late writes nothing. */
    runId: text('run_id'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.videoId, table.language] })],
);
