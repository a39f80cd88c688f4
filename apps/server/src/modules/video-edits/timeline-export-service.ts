// The edited video as a file for a desktop editor: its saved edits, the reframe's crop path as
// the render would follow it, into an OpenTimelineIO timeline (docs/exports.md "OpenTimelineIO").
import { cameraPath, cropSize, type TimeRange } from '@captionist/captions';
import type { VideoEdits } from '@captionist/contracts';
import type { AppContext } from '../../app-context';
import { AppError } from '../../platform/http/app-error';
import { renderFrameFor } from '../renders/render-frame';
import { downloadName } from '../videos/download-name';
import { findVideo } from '../videos/video-queries';
import { buildOtioTimeline, type OtioEdit } from './otio-timeline';
import { videoCuts } from './video-cuts';
import { storedEdits } from './video-edits-queries';
import { editMessages } from './video-edits-service';

// A source whose probe found no rate is timed at 30 frames a second, as the render's output is.
const FALLBACK_FPS = 30;

/** The crop the render would follow; before the faces are found, the face mode holds the centre. */
function cropOf(frame: ReturnType<typeof renderFrameFor>, durationMs: number): OtioEdit['crop'] {
  const { reframe } = frame;
  if (!reframe || reframe.mode === 'fill') return null;
  const samples = (reframe.samples ?? []).map((sample) => ({ t: sample.t_ms, faces: sample.faces }));
  return {
    aspect: reframe.aspect,
    mode: reframe.mode,
    source: reframe.source,
    size: cropSize(reframe.source, reframe.aspect),
    path: cameraPath(samples, reframe.source, reframe.aspect, durationMs, reframe.corrections),
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
