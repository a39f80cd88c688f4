// The caption style a render draws with: the one saved on the video in the editor, or else the
// system default template's (a video rendered before anyone styled it still gets captions).
import { type CaptionStyle, captionStyleSchema } from '@captionist/captions';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { templates } from '../../platform/db/schema';
import type { VideoRow } from '../videos/video-queries';

export async function renderStyleFor(
  db: Database,
  video: Pick<VideoRow, 'captionSettings'>,
): Promise<CaptionStyle> {
  const saved = captionStyleSchema.safeParse(video.captionSettings);
  if (video.captionSettings && saved.success) return saved.data;
  const [systemDefault] = await db
    .select({ settings: templates.settings })
    .from(templates)
    .where(and(eq(templates.isSystem, true), eq(templates.isDefault, true)))
    .limit(1);
  return captionStyleSchema.parse(systemDefault?.settings ?? {});
}
