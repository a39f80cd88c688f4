// Saving the caption style of a video from the editor: the user's own video, a font they may
// use, not while a render reads the style (the render would no longer match the editor), and
// only over the version the editor last saw.
import type { CaptionStyle } from '@captionist/captions';
import {
  type CaptionSettingsResponse,
  captionSettingsMessages,
  templateMessages,
} from '@captionist/contracts';
import type { Database } from '../../platform/db/client';
import { AppError } from '../../platform/http/app-error';
import { isUsableFontChoice } from '../fonts/font-choice';
import { updateCaptionSettings } from './caption-settings-queries';
import { assertEditVersion } from './edit-version';
import { findVideo, type VideoRow } from './video-queries';
import { uploadMessages } from './video-upload-service';

export async function saveCaptionSettings(
  db: Database,
  userId: string,
  videoId: string,
  settings: CaptionStyle,
  baseVersion: number,
): Promise<CaptionSettingsResponse> {
  const video = await ownVideo(db, userId, videoId);
  assertCanSave(video, baseVersion);
  if (!(await isUsableFontChoice(db, userId, settings.font))) {
    throw AppError.invalid({ 'settings.font': [templateMessages.badFont] });
  }
  const saved = await updateCaptionSettings(db, userId, videoId, settings, baseVersion);
  // A render started, or another save landed, between the read and the write.
  if (!saved) {
    assertCanSave(await ownVideo(db, userId, videoId), baseVersion);
    throw new AppError(409, captionSettingsMessages.rendering);
  }
  return {
    caption_settings: saved.captionSettings as Record<string, unknown>,
    updated_at: saved.updatedAt.toISOString(),
    edit_version: saved.editVersion,
  };
}

async function ownVideo(db: Database, userId: string, videoId: string): Promise<VideoRow> {
  const video = await findVideo(db, userId, videoId);
  if (!video) throw AppError.notFound(uploadMessages.videoMissing);
  return video;
}

function assertCanSave(video: VideoRow, baseVersion: number): void {
  if (video.status === 'rendering') throw new AppError(409, captionSettingsMessages.rendering);
  assertEditVersion(video, baseVersion);
}
