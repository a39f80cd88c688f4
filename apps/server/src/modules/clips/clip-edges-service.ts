// POST /user/videos/{vid}/clip-edges: a clip's start or end moved by one sentence of its recording,
// also past the words it was made with (docs/clip-finder.md "Edges"). The sentences are the
// recording's (its latest transcription's words); what the clip gains takes those words, what it
// keeps keeps its own. §5's length rule holds as when it was accepted.
import { sentencesOf } from '@captionist/captions';
import {
  CLIP_MIN_SECONDS,
  checkDuration,
  clipTooShortMessage,
  type moveClipEdgeRequestSchema,
} from '@captionist/contracts';
import type { z } from 'zod';
import type { AppContext } from '../../app-context';
import { AppError } from '../../platform/http/app-error';
import { findSubscription } from '../plans/subscription-queries';
import { clipProxyCovers, needsClipProxy } from '../videos/clip-proxy';
import { assertEditVersion } from '../videos/edit-version';
import { findRecordingWords, findVideo, saveClipRanges, type VideoRow } from '../videos/video-queries';
import { timeRangesOf } from '../videos/video-ranges';
import { movedClipEdge, wordsAfterEdgeMove } from './clip-edge-move';
import { clipMessages } from './clips-messages';

type MoveRequest = z.output<typeof moveClipEdgeRequestSchema>;

export class ClipEdgesService {
  constructor(private readonly context: AppContext) {}

  async move(userId: string, videoId: string, request: MoveRequest): Promise<VideoRow> {
    const { db } = this.context.database;
    const video = await findVideo(db, userId, videoId);
    if (!video) throw AppError.notFound(clipMessages.videoMissing);
    const before = timeRangesOf(video.ranges);
    if (!before) throw new AppError(409, clipMessages.wholeRecording);
    assertMovable(video, request.base_version);
    const heard = await findRecordingWords(db, video.recordingId);
    if (!heard?.words.length) throw new AppError(409, clipMessages.noRecordingWords);
    const locale = video.language === 'auto' ? undefined : video.language;
    const after = movedClipEdge(before, sentencesOf(heard.words, locale), request.edge, request.move);
    if (!after)
      throw AppError.invalid({ edge: [clipMessages.noSentence[`${request.edge}:${request.move}`]] });
    const lengthMs = after.reduce((sum, range) => sum + range.end - range.start, 0);
    if (lengthMs < CLIP_MIN_SECONDS * 1000) throw AppError.invalid({ edge: [clipTooShortMessage] });
    const plan = (await findSubscription(db, userId))?.plan;
    const rule = checkDuration(lengthMs / 1000, plan);
    if (!rule.ok) throw new AppError(403, rule.message);

    const words = wordsAfterEdgeMove(video.transcript?.words ?? [], heard.words, before, after);
    const saved = await saveClipRanges(
      db,
      video,
      {
        ranges: after.map((range) => ({ startMs: range.start, endMs: range.end })),
        transcript: { ...(video.transcript ?? heard), words },
      },
      request.base_version,
    );
    if (!saved) {
      // Something changed between the read and the write: say what.
      const now = await findVideo(db, userId, videoId);
      if (!now) throw AppError.notFound(clipMessages.videoMissing);
      assertMovable(now, request.base_version);
      throw new Error('a clip edge save was refused with nothing in its way');
    }
    // Its own preview copy (its recording's is still being made) no longer holds all of it.
    if (needsClipProxy(saved) && !clipProxyCovers(saved.clipProxy, saved.ranges ?? []))
      await this.context.queue.send('videos.clip-proxy', { videoId: saved.id });
    return saved;
  }
}

function assertMovable(video: VideoRow, baseVersion: number) {
  if (video.status === 'rendering') throw new AppError(409, clipMessages.rendering);
  if (video.transcriptionStatus === 'queued' || video.transcriptionStatus === 'running')
    throw new AppError(409, clipMessages.transcribing);
  assertEditVersion(video, baseVersion);
}
