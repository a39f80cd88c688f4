// The caption style a render draws with: the one saved on the video in the editor, or else the
// system default template's (a video rendered before anyone styled it still gets captions).
import { type CaptionStyle, captionStyleSchema } from '@captionist/captions';
import type { Database } from '../../platform/db/client';
import type { VideoRow } from '../videos/video-queries';
import { findSystemDefaultStyle } from './render-style-queries';

export async function renderStyleFor(
  db: Database,
  video: Pick<VideoRow, 'captionSettings'>,
): Promise<CaptionStyle> {
  const saved = captionStyleSchema.safeParse(video.captionSettings);
  if (video.captionSettings && saved.success) return saved.data;
  return captionStyleSchema.parse((await findSystemDefaultStyle(db)) ?? {});
}
