// GET /user/videos/{vid}/faces and POST /user/videos/{vid}/find-faces: the face track of a video
// (its recording's, as the video sees it: face-track-coverage.ts), and starting a search of its
// parts as a job (face-track-job.ts) the first time the editor asks for a face-following
// reframe. Every read is by owner.
import type { TimeRange } from '@captionist/captions';
import type { FaceTrack } from '@captionist/contracts';
import type { AppContext } from '../../app-context';
import { AppError } from '../../platform/http/app-error';
import { findVideo, type VideoRow } from '../videos/video-queries';
import { faceTrackOf, onSampleGrid, unsearchedRanges } from './face-track-coverage';
import type { FaceSearchJob } from './face-track-job';
import { failStuckFaceTrack, queueFaceTrack } from './face-track-queries';

export const reframeMessages = {
  videoMissing: 'This video does not exist.',
  notReady: 'This video is still being uploaded or processed. Try again once it is ready.',
  keptFailing: 'Faces could not be found in this video. Try again, or choose Centre or Fit.',
  noPicture: 'This video has no picture to find faces in.',
};

/** A source file is in storage and probed from "transcribing" on. */
const searchable = new Set(['transcribing', 'ready', 'rendering', 'rendered']);

export class FaceTrackService {
  constructor(private readonly context: AppContext) {}

  async get(userId: string, videoId: string): Promise<FaceTrack> {
    const video = await findVideo(this.context.database.db, userId, videoId);
    if (!video) throw AppError.notFound(reframeMessages.videoMissing);
    return faceTrackOf(video.faceTrack, video);
  }

  async find(userId: string, videoId: string): Promise<FaceTrack> {
    const { db } = this.context.database;
    const video = await findVideo(db, userId, videoId);
    if (!video) throw AppError.notFound(reframeMessages.videoMissing);
    if (!searchable.has(video.status)) throw new AppError(409, reframeMessages.notReady);
    // Done for this video, or a search under way (for it or another clip of its recording).
    if (faceTrackOf(video.faceTrack, video).status === 'done') return this.get(userId, videoId);
    if (await queueFaceTrack(db, userId, videoId)) {
      try {
        await this.context.queue.send('videos.faces', { videoId });
      } catch (err) {
        this.context.logger.error({ err, videoId }, 'face search not queued');
        await failStuckFaceTrack(db, videoId, reframeMessages.keptFailing);
      }
    }
    return this.get(userId, videoId);
  }

  /**
   * Searches the faces of ranges a video will likely be made of (the clip finder's candidates)
   * ahead, so their 9:16 preview and render find them ready. Best effort: nothing is said to the
   * person if it cannot start, and a search under way is left alone.
   */
  async searchAhead(video: VideoRow, ranges: readonly TimeRange[]): Promise<void> {
    const { db } = this.context.database;
    const { durationMs } = video;
    if (!durationMs || !video.width || !searchable.has(video.status)) return;
    const needed = onSampleGrid(ranges, durationMs);
    if (unsearchedRanges(video.faceTrack, needed, durationMs).length === 0) return;
    try {
      if (!(await queueFaceTrack(db, video.userId, video.id))) return;
      const job: FaceSearchJob = { videoId: video.id, ranges: needed };
      await this.context.queue.send('videos.faces', job);
    } catch (err) {
      this.context.logger.warn({ err, videoId: video.id }, 'face search ahead not queued');
      await failStuckFaceTrack(db, video.id, reframeMessages.keptFailing).catch(() => false);
    }
  }
}
