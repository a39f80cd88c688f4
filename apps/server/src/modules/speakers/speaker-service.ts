// GET /user/videos/{vid}/speakers, POST …/find-speakers and PATCH …/speakers/{sid}: who speaks in
// a video, starting the analysis of its recording (speaker-job.ts), and the video's name and
// caption colour for a speaker (kept in its edits, under its edit version). Every read is by owner.
import type { SpeakerUpdate, VideoSpeakers } from '@captionist/contracts';
import { defaultSpeakerName, type SpeakerId } from '@captionist/contracts';
import type { AppContext } from '../../app-context';
import { AppError } from '../../platform/http/app-error';
import { replaceVideoEdits, storedEdits } from '../video-edits/video-edits-queries';
import { assertEditVersion } from '../videos/edit-version';
import { findVideo, findVideoForJob } from '../videos/video-queries';
import type { SpeakerJob } from './speaker-job';
import { failStuckSpeakerTrack, queueSpeakerTrack } from './speaker-track-queries';
import { videoSpeakers } from './video-speakers';

export const speakerMessages = {
  videoMissing: 'This video does not exist.',
  speakerMissing: 'This video has no such speaker.',
  notTranscribed:
    'Speakers are told apart once the video is transcribed. Wait for its words, then try again.',
  rendering: 'This video is rendering. Wait for it to finish, or cancel it, before changing it.',
  keptFailing: 'The speakers could not be told apart. Try again.',
  noSound: 'This video has no sound, so there is nobody to hear speaking.',
};

export class SpeakerService {
  constructor(private readonly context: AppContext) {}

  async list(userId: string, videoId: string): Promise<VideoSpeakers> {
    const video = await findVideo(this.context.database.db, userId, videoId);
    if (!video) throw AppError.notFound(speakerMessages.videoMissing);
    return videoSpeakers(video);
  }

  /** Starts the analysis of the video's recording, unless it is under way or done (then as it is). */
  async find(userId: string, videoId: string): Promise<VideoSpeakers> {
    const { db } = this.context.database;
    const video = await findVideo(db, userId, videoId);
    if (!video) throw AppError.notFound(speakerMessages.videoMissing);
    if (video.transcriptionStatus !== 'done') throw new AppError(409, speakerMessages.notTranscribed);
    if (video.speakerTrack?.status !== 'done') await this.queue(videoId, userId);
    return this.list(userId, videoId);
  }

  /**
   * After a transcription, when the operator has it on (FIND_SPEAKERS_AUTOMATICALLY): the analysis
   * of a recording not analysed yet. Best effort: the editor offers Find speakers otherwise.
   */
  async afterTranscription(videoId: string): Promise<void> {
    if (!this.context.config.FIND_SPEAKERS_AUTOMATICALLY) return;
    const video = await findVideoForJob(this.context.database.db, videoId);
    if (!video || video.hasAudio === 'no' || (video.speakerTrack && video.speakerTrack.status !== 'failed'))
      return;
    await this.queue(videoId).catch((err) =>
      this.context.logger.warn({ err, videoId }, 'speaker analysis not queued after transcription'),
    );
  }

  async update(
    userId: string,
    videoId: string,
    speakerId: string,
    change: Omit<SpeakerUpdate, 'base_version'>,
    baseVersion: number,
  ): Promise<VideoSpeakers> {
    const { db } = this.context.database;
    const video = await findVideo(db, userId, videoId);
    if (!video) throw AppError.notFound(speakerMessages.videoMissing);
    const speaker = videoSpeakers(video).speakers.find((s) => s.id === speakerId);
    if (!speaker) throw AppError.notFound(speakerMessages.speakerMissing);
    if (video.status === 'rendering') throw new AppError(409, speakerMessages.rendering);
    assertEditVersion(video, baseVersion);
    const edits = storedEdits(video);
    const label = {
      id: speaker.id,
      name: change.name ?? speaker.name ?? defaultSpeakerName(speaker.id as SpeakerId),
      color: change.color === undefined ? speaker.color : change.color,
    };
    const speakers = [...edits.speakers.filter((s) => s.id !== speaker.id), label];
    const saved = await replaceVideoEdits(db, video, { ...edits, speakers }, baseVersion);
    if (!saved) {
      // Another save landed between the read and the write.
      const now = await findVideo(db, userId, videoId);
      if (now) assertEditVersion(now, baseVersion);
      throw new AppError(409, speakerMessages.rendering);
    }
    return videoSpeakers(saved);
  }

  private async queue(videoId: string, userId?: string): Promise<void> {
    const { db } = this.context.database;
    if (!(await queueSpeakerTrack(db, videoId, userId))) return;
    try {
      const job: SpeakerJob = { videoId };
      await this.context.queue.send('videos.speakers', job);
    } catch (err) {
      this.context.logger.error({ err, videoId }, 'speaker analysis not queued');
      await failStuckSpeakerTrack(db, videoId, speakerMessages.keptFailing);
    }
  }
}
