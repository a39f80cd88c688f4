// Audio rows: system background tracks, and the user's ready audio files of the media library.
import { and, asc, desc, eq, isNull, or } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { audios, mediaUploads } from '../../platform/db/schema';
import { type MediaRow, toMediaRow } from '../media/media-queries';

export type AudioRow = typeof audios.$inferSelect;

const usableBy = (userId: string) =>
  or(and(eq(audios.isSystem, true), isNull(audios.userId)), eq(audios.userId, userId));

export const listUsableAudios = (db: Database, userId: string) =>
  db.select().from(audios).where(usableBy(userId)).orderBy(desc(audios.isSystem), asc(audios.name));

export async function listReadyAudioUploads(db: Database, userId: string): Promise<MediaRow[]> {
  const rows = await db
    .select()
    .from(mediaUploads)
    .where(
      and(eq(mediaUploads.userId, userId), eq(mediaUploads.kind, 'audio'), eq(mediaUploads.status, 'ready')),
    )
    .orderBy(desc(mediaUploads.createdAt));
  return rows.map(toMediaRow);
}

export async function findUsableAudio(db: Database, userId: string, id: string): Promise<AudioRow | null> {
  const [row] = await db
    .select()
    .from(audios)
    .where(and(eq(audios.id, id), usableBy(userId)));
  return row ?? null;
}
