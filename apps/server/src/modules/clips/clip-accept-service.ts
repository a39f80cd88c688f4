// POST /user/videos/{vid}/clips/accept: each accepted clip becomes a video of the project over the
// same recording (docs/decisions/0015): its range, the recording's words inside it, the video's
// caption style (or the recipe's template) and the cuts inside the range, and the recipe's hook,
// frame, emoji, emphasis and cut pauses (clip-recipe.ts). No file is copied.
import {
  type acceptClipsRequestSchema,
  type Cut,
  checkDuration,
  type VideoEdits,
} from '@captionist/contracts';
import type { z } from 'zod';
import type { AppContext } from '../../app-context';
import { AppError } from '../../platform/http/app-error';
import { findSubscription } from '../plans/subscription-queries';
import { storedEdits } from '../video-edits/video-edits-queries';
import { needsClipProxy } from '../videos/clip-proxy';
import {
  countVideosOfRecording,
  findVideo,
  insertVideosOfRecording,
  type VideoRow,
} from '../videos/video-queries';
import { ClipRecipeMaker } from './clip-recipe';
import { clipMessages } from './clips-messages';

type AcceptInput = z.output<typeof acceptClipsRequestSchema>;
type Clip = AcceptInput['clips'][number];

const usable = new Set(['ready', 'rendering', 'rendered']);
const HOOK_MS = 3000;
const VIDEOS_PER_RECORDING_MAX = 200;

export class ClipAcceptService {
  readonly #recipes: ClipRecipeMaker;

  constructor(private readonly context: AppContext) {
    this.#recipes = new ClipRecipeMaker(context);
  }

  async accept(userId: string, videoId: string, request: AcceptInput): Promise<VideoRow[]> {
    const { db } = this.context.database;
    const video = await findVideo(db, userId, videoId);
    if (!video) throw AppError.notFound(clipMessages.videoMissing);
    const { transcript } = video;
    if (!transcript || !usable.has(video.status)) throw new AppError(409, clipMessages.noTranscript);
    const recordingMs = video.durationMs;
    if (recordingMs === null) throw new AppError(409, clipMessages.noTranscript);
    const errors: Record<string, string[]> = {};
    request.clips.forEach((clip, i) => {
      if (clip.end_ms > recordingMs)
        errors[`clips.${i}.end_ms`] = [clipMessages.pastTheEnd(Math.floor(recordingMs / 1000))];
    });
    if (Object.keys(errors).length > 0) throw AppError.invalid(errors);
    // Rows cost no file, but a script accepting forever still fills the project: a recording holds so many.
    const existing = await countVideosOfRecording(db, video.recordingId);
    if (existing + request.clips.length > VIDEOS_PER_RECORDING_MAX)
      throw new AppError(409, clipMessages.tooManyVideos(VIDEOS_PER_RECORDING_MAX));
    // §5's length rule holds for each clip, as for any video: it is refused before it exists.
    const plan = (await findSubscription(db, userId))?.plan;
    for (const clip of request.clips) {
      const rule = checkDuration((clip.end_ms - clip.start_ms) / 1000, plan);
      if (!rule.ok) throw new AppError(403, rule.message);
    }
    const edits = storedEdits(video);
    const ranges = request.clips.map((clip) => ({ start: clip.start_ms, end: clip.end_ms }));
    const parts = await this.#recipes.partsFor(userId, video, request.recipe, ranges);
    const made = await insertVideosOfRecording(
      db,
      request.clips.map((clip, i) => {
        const words = parts.words[i] ?? [];
        return {
          userId,
          projectId: video.projectId,
          recordingId: video.recordingId,
          ranges: [{ startMs: clip.start_ms, endMs: clip.end_ms }],
          name: clip.title,
          status: 'ready' as const,
          language: video.language,
          transcriptionStatus: 'done' as const,
          transcriptionProgress: 100,
          transcript: { ...transcript, words },
          captionSettings: parts.captionSettings,
          editorState: { edits: clipEdits(edits, clip, request.recipe, parts.silences?.[i]) },
        };
      }),
    );
    // The recording's preview copy is still being made (a long recording's takes an hour or more):
    // each clip gets one of its own range meanwhile.
    if (needsClipProxy(video))
      for (const clip of made) await this.context.queue.send('videos.clip-proxy', { videoId: clip.id });
    return made;
  }
}

/**
 * What the video placed inside the clip stays (cuts, punch-ins, b-roll, its music); the recipe sets
 * hook and frame, and its cut pauses replace the video's own (as "Remove silences" does).
 */
function clipEdits(
  edits: VideoEdits,
  clip: Clip,
  recipe: AcceptInput['recipe'],
  silences: Cut[] | undefined,
): VideoEdits {
  const inside = edits.cuts.filter((cut) => cut.end_ms > clip.start_ms && cut.start_ms < clip.end_ms);
  return {
    ...edits,
    hook: recipe.hook_from_title ? { text: clip.title, duration_ms: HOOK_MS } : edits.hook,
    broll: edits.broll.filter((item) => item.start_ms >= clip.start_ms && item.end_ms <= clip.end_ms),
    cuts: silences ? [...inside.filter((cut) => cut.reason !== 'silence'), ...silences] : inside,
    zooms: edits.zooms.filter((zoom) => zoom.start_ms >= clip.start_ms && zoom.end_ms <= clip.end_ms),
    reframe: recipe.vertical ? { aspect: '9:16', mode: 'face', corrections: [] } : edits.reframe,
  };
}
