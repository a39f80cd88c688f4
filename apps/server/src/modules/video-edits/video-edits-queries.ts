// The edits of a video besides its captions, kept in videos.editor_state beside whatever else
// the editor stores there.
import { type VideoEdits, videoEditsSchema } from '@captionist/contracts';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { videos } from '../../platform/db/schema';
import { parseColumn } from '../../platform/db/schema/json-columns';
import { readBack, type VideoRow } from '../videos/video-queries';

/**
 * The edits saved on a video; a video never edited has none. Read through the schema, so edits
 * saved before a field existed (cuts) get its default.
 */
export function storedEdits(video: Pick<VideoRow, 'editorState'>): VideoEdits {
  return parseColumn(videoEditsSchema, video.editorState?.edits ?? {}) ?? videoEditsSchema.parse({});
}

/**
 * Replaces the owner's edits when the video is still at `baseVersion` (so the rest of
 * editor_state read with it is current), and moves it to the next edit version. Null when it
 * was not stored.
 */
export async function replaceVideoEdits(
  db: Database,
  video: Pick<VideoRow, 'userId' | 'id' | 'editorState'>,
  edits: VideoEdits,
  baseVersion: number,
): Promise<VideoRow | null> {
  const editorState = { ...video.editorState, edits };
  const [row] = await db
    .update(videos)
    .set({ editorState, editVersion: baseVersion + 1, updatedAt: new Date() })
    .where(and(eq(videos.userId, video.userId), eq(videos.id, video.id), eq(videos.editVersion, baseVersion)))
    .returning({ id: videos.id });
  return readBack(db, row);
}
