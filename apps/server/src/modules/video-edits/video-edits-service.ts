// A video's edits besides the captions (hook title, music, b-roll), kept in videos.editor_state
// and checked against what the user may use: their own ready media, tracks they may play, and
// word ranges inside the video.
import { type VideoEdits, videoEditsSchema } from '@captionist/contracts';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import { videos } from '../../platform/db/schema';
import { AppError } from '../../platform/http/app-error';
import { findVideo, type VideoRow } from '../videos/video-queries';
import { findEditFiles } from './edit-files';

export const editMessages = {
  videoMissing: 'This video does not exist.',
  rendering: 'This video is rendering. Wait for it to finish, or cancel it, before changing it.',
  musicMissing: 'This music track does not exist in your library.',
  brollMissing: 'This media file is not in your library, or is not a ready picture, GIF or clip.',
  pastTheEnd: (lengthMs: number) =>
    `This goes past the end of the video (${(lengthMs / 1000).toFixed(1)} s).`,
};

/** The edits saved on a video; a video never edited has none. */
export function storedEdits(video: Pick<VideoRow, 'editorState'>): VideoEdits {
  return video.editorState?.edits ?? videoEditsSchema.parse({});
}

export class VideoEditsService {
  constructor(private readonly context: AppContext) {}

  private async ownVideo(userId: string, videoId: string) {
    const video = await findVideo(this.context.database.db, userId, videoId);
    if (!video) throw AppError.notFound(editMessages.videoMissing);
    return video;
  }

  async get(userId: string, videoId: string): Promise<VideoEdits> {
    return storedEdits(await this.ownVideo(userId, videoId));
  }

  async save(userId: string, videoId: string, edits: VideoEdits): Promise<VideoEdits> {
    const { db } = this.context.database;
    const video = await this.ownVideo(userId, videoId);
    if (video.status === 'rendering') throw new AppError(409, editMessages.rendering);
    const files = await findEditFiles(db, userId, edits);
    const errors: Record<string, string[]> = {};
    if (edits.music && !files.music) errors['music.audio_id'] = [editMessages.musicMissing];
    edits.broll.forEach((item, i) => {
      if (!files.broll[i]) errors[`broll.${i}.media_id`] = [editMessages.brollMissing];
      if (video.durationMs !== null && item.end_ms > video.durationMs)
        errors[`broll.${i}.end_ms`] = [editMessages.pastTheEnd(video.durationMs)];
    });
    if (Object.keys(errors).length > 0) throw AppError.invalid(errors);
    const editorState = { ...video.editorState, edits };
    await db
      .update(videos)
      .set({ editorState, updatedAt: new Date() })
      .where(and(eq(videos.userId, userId), eq(videos.id, videoId)));
    return edits;
  }
}
