// The edited video as a file for a desktop editor: its saved edits, the reframe's crop path as
// the render would follow it, into an OpenTimelineIO timeline (docs/exports.md "OpenTimelineIO").
import type { TimeRange } from '@captionist/captions';
import type { VideoEdits } from '@captionist/contracts';
import type { AppContext } from '../../app-context';
import { AppError } from '../../platform/http/app-error';
import { renderLayout } from '../renders/render-file';
import { renderFrameFor } from '../renders/render-frame';
import { downloadName } from '../videos/download-name';
import { findVideo } from '../videos/video-queries';
import { buildOtioTimeline, type OtioEdit } from './otio-timeline';
import { videoCuts } from './video-cuts';
import { storedEdits } from './video-edits-queries';
import { editMessages } from './video-edits-service';

// A source whose probe found no rate is timed at 30 frames a second, as the render's output is.
const FALLBACK_FPS = 30;

/**
 * The crop the render would follow (whoever speaks, once the speakers are known); before the faces
 * are found, the face mode holds the centre. A split's halves have no place in the timeline: the
 * single crop's path stands for it.
 */
function cropOf(frame: ReturnType<typeof renderFrameFor>, durationMs: number): OtioEdit['crop'] {
  const { reframe } = frame;
  const layout = renderLayout({ reframe, durationMs });
  if (!reframe || !layout) return null;
  return {
    aspect: reframe.aspect,
    mode: reframe.mode,
    source: reframe.source,
    size: layout.crop,
    path: layout.path,
  };
}

const msRange = (item: { start_ms: number; end_ms: number }) => ({ start: item.start_ms, end: item.end_ms });

function otioEdit(name: string, edits: VideoEdits, cuts: TimeRange[], crop: OtioEdit['crop']): OtioEdit {
  return {
    name,
    cuts,
    zooms: edits.zooms.map((zoom) => ({ ...msRange(zoom), scale: zoom.scale })),
    crop,
    hook: edits.hook ? { text: edits.hook.text, durationMs: edits.hook.duration_ms } : null,
    broll: edits.broll.map((item) => ({ ...msRange(item), mediaId: item.media_id })),
  };
}

export class TimelineExportService {
  constructor(private readonly context: AppContext) {}

  async otio(userId: string, videoId: string): Promise<{ body: string; filename: string }> {
    const video = await findVideo(this.context.database.db, userId, videoId);
    if (!video) throw AppError.notFound(editMessages.videoMissing);
    const { durationMs, width, height } = video;
    if (durationMs === null || width === null || height === null)
      throw new AppError(409, editMessages.notReady);
    const edits = storedEdits(video);
    const frame = renderFrameFor({ ...video, width, height }, edits.reframe, edits.output);
    const timeline = buildOtioTimeline(
      { fileName: video.name, durationMs, fps: video.fps ?? FALLBACK_FPS },
      otioEdit(video.name, edits, videoCuts(video), cropOf(frame, durationMs)),
    );
    return { body: JSON.stringify(timeline, null, 2), filename: downloadName(video.name, 'otio') };
  }
}
