// Caption assets: fonts, style templates, background audios and the user's media library.
// A row without user_id is a system item shared by everyone.
import type { StockCredit } from '@captionist/contracts';
import { bigint, boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { CaptionSettings, MediaMetadata } from './json-columns';
import { users } from './users';

export const fonts = pgTable(
  'fonts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    // Seeds address system fonts by slug ("montserrat"), as they do templates and audios.
    slug: text('slug').unique(),
    isSystem: boolean('is_system').notNull().default(false),
    name: text('name').notNull(),
    // The public family name: what CSS asks for. libass needs each file's own name: see `files`.
    fontFamily: text('font_family').notNull(),
    type: text('type', { enum: ['google', 'custom'] }).notNull(),
    /** The default weight's file. */
    storageKey: text('storage_key').notNull(),
    /** Comma list of the weights the font has files for: "400,700,900". */
    weight: text('weight').notNull().default('400'),
    defaultWeight: text('default_weight').notNull().default('400'),
    files: jsonb('files').$type<FontFileRecord[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('fonts_user_id_idx').on(t.userId)],
);

/** One font file (one weight) and the names libass must be given to pick exactly it. */
export interface FontFileRecord {
  weight: number;
  italic: boolean;
  storage_key: string;
  /** The family name (name ID 1) inside the file, read with fontkit: the ASS Fontname. */
  ass_family: string;
  /** The face's subfamily is Bold: libass then needs Bold=-1 to pick it within ass_family. */
  ass_bold: boolean;
}

export const templates = pgTable(
  'templates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    // Seeds address system templates by slug so re-seeding updates instead of duplicating.
    slug: text('slug').unique(),
    isSystem: boolean('is_system').notNull().default(false),
    isDefault: boolean('is_default').notNull().default(false),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    settings: jsonb('settings').$type<CaptionSettings>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('templates_user_id_idx').on(t.userId)],
);

export const audios = pgTable(
  'audios',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    slug: text('slug').unique(),
    isSystem: boolean('is_system').notNull().default(false),
    name: text('name').notNull(),
    storageKey: text('storage_key').notNull(),
    durationMs: integer('duration_ms'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audios_user_id_idx').on(t.userId)],
);

export const mediaUploads = pgTable(
  'media_uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['image', 'gif', 'video', 'audio'] }).notNull(),
    name: text('name').notNull(),
    status: text('status', { enum: ['uploading', 'processing', 'ready', 'failed'] })
      .notNull()
      .default('uploading'),
    error: text('error'),
    storageKey: text('storage_key').notNull(),
    thumbnailKey: text('thumbnail_key'),
    mimeType: text('mime_type'),
    sizeBytes: bigint('size_bytes', { mode: 'number' }),
    width: integer('width'),
    height: integer('height'),
    durationMs: integer('duration_ms'),
    metadata: jsonb('metadata').$type<MediaMetadata>().notNull().default({}),
    /** For an item imported from stock: the credit its licence asks for. */
    credit: jsonb('credit').$type<StockCredit>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('media_uploads_user_id_idx').on(t.userId)],
);
