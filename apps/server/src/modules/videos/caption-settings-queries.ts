// The caption style column of videos, written by the editor.
import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { videos } from '../../platform/db/schema';
import type { CaptionSettings } from '../../platform/db/schema/json-columns';
import { readBack, type VideoRow } from './video-queries';

/**
 * Stores the owner's caption style when the video is not rendering (the render reads it) and is
 * still at `baseVersion`, and moves it to the next edit version. Null when it was not stored.
 */
export async function updateCaptionSettings(
  db: Database,
  userId: string,
  videoId: string,
  settings: CaptionSettings,
  baseVersion: number,
): Promise<VideoRow | null> {
  const [row] = await db
    .update(videos)
    .set({ captionSettings: settings, editVersion: baseVersion + 1, updatedAt: new Date() })
    .where(
      and(
        eq(videos.userId, userId),
        eq(videos.id, videoId),
        ne(videos.status, 'rendering'),
        eq(videos.editVersion, baseVersion),
      ),
    )
    .returning({ id: videos.id });
  return readBack(db, row);
}
