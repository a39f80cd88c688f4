// Saving the caption style of a video from the editor: the user's own video, a font they may
// use, and not while a render reads the style (the render would no longer match the editor).
import type { CaptionStyle } from '@captionist/captions';
import { captionSettingsMessages, templateMessages } from '@captionist/contracts';
import type { Database } from '../../platform/db/client';
import { AppError } from '../../platform/http/app-error';
import { isUsableFontChoice } from '../fonts/font-choice';
import { findVideo, updateCaptionSettings, type VideoRow } from './video-queries';
import { uploadMessages } from './video-upload-service';

export async function saveCaptionSettings(
  db: Database,
  userId: string,
  videoId: string,
  settings: CaptionStyle,
): Promise<VideoRow> {
  const video = await findVideo(db, userId, videoId);
  if (!video) throw AppError.notFound(uploadMessages.videoMissing);
  if (video.status === 'rendering') throw new AppError(409, captionSettingsMessages.rendering);
  if (!(await isUsableFontChoice(db, userId, settings.font))) {
    throw AppError.invalid({ 'settings.font': [templateMessages.badFont] });
  }
  const saved = await updateCaptionSettings(db, userId, videoId, settings);
  // A render started between the read and the write.
  if (!saved) throw new AppError(409, captionSettingsMessages.rendering);
  return saved;
}
