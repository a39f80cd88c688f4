// A video's edits besides the captions (hook title, music, b-roll, cuts), checked against what the
// user may use: their own ready media, tracks they may play, and ranges inside the video, with
// something left after the cuts. Saved only over the edit version the editor last saw.
import { editedDuration } from '@captionist/captions';
import type { VideoEdits, VideoEditsResponse } from '@captionist/contracts';
import type { AppContext } from '../../app-context';
import { AppError, type FieldErrors } from '../../platform/http/app-error';
import { videoSpeakers } from '../speakers/video-speakers';
import { assertEditVersion } from '../videos/edit-version';
import { findVideo, type VideoRow } from '../videos/video-queries';
import { findEditFiles } from './edit-files';
import { replaceVideoEdits, storedEdits } from './video-edits-queries';

/** The shortest video the cuts may leave. */
const MIN_EDITED_MS = 1000;

export const editMessages = {
  videoMissing: 'This video does not exist.',
  notReady: 'This video is still being uploaded or processed. Try again once it is ready.',
  rendering: 'This video is rendering. Wait for it to finish, or cancel it, before changing it.',
  musicMissing: 'This music track does not exist in your library.',
  brollMissing: 'This media file is not in your library, or is not a ready picture, GIF or clip.',
  pastTheEnd: (lengthMs: number) =>
    `This goes past the end of the video (${(lengthMs / 1000).toFixed(1)} s).`,
  nothingLeft: `The cuts leave less than ${MIN_EDITED_MS / 1000} second of the video. Restore some of them.`,
  speakersNotKnown:
    'Who is on screen is not known yet. Wait for the speakers to be found, then choose this layout again.',
  splitNeedsTwo: (seen: number) =>
    `A split layout needs two people on screen; this video shows ${seen === 0 ? 'nobody' : 'one'}. Choose Follow the speaker instead.`,
  personNotSeen: 'That speaker is not seen on screen in this video. Choose someone who is.',
};

const withVersion = (video: VideoRow): VideoEditsResponse => ({
  ...storedEdits(video),
  edit_version: video.editVersion,
});

export class VideoEditsService {
  constructor(private readonly context: AppContext) {}

  private async ownVideo(userId: string, videoId: string) {
    const video = await findVideo(this.context.database.db, userId, videoId);
    if (!video) throw AppError.notFound(editMessages.videoMissing);
    return video;
  }

  async get(userId: string, videoId: string): Promise<VideoEditsResponse> {
    return withVersion(await this.ownVideo(userId, videoId));
  }

  async save(
    userId: string,
    videoId: string,
    edits: VideoEdits,
    baseVersion: number,
  ): Promise<VideoEditsResponse> {
    const { db } = this.context.database;
    const video = await this.ownVideo(userId, videoId);
    if (video.status === 'rendering') throw new AppError(409, editMessages.rendering);
    assertEditVersion(video, baseVersion);
    const errors = await this.#unusable(video, edits);
    if (errors) throw AppError.invalid(errors);
    const saved = await replaceVideoEdits(db, video, edits, baseVersion);
    // Another save landed between the read and the write.
    if (!saved) {
      assertEditVersion(await this.ownVideo(userId, videoId), baseVersion);
      throw new AppError(409, editMessages.rendering);
    }
    return withVersion(saved);
  }

  /** Field errors for music and b-roll the user may not use, ranges past the video's end, or cuts of all of it. */
  async #unusable(video: VideoRow, edits: VideoEdits): Promise<FieldErrors | null> {
    const files = await findEditFiles(this.context.database.db, video.userId, edits);
    const errors: FieldErrors = {};
    if (edits.music && !files.music) errors['music.audio_id'] = [editMessages.musicMissing];
    edits.broll.forEach((item, i) => {
      if (!files.broll[i]) errors[`broll.${i}.media_id`] = [editMessages.brollMissing];
      if (video.durationMs !== null && item.end_ms > video.durationMs)
        errors[`broll.${i}.end_ms`] = [editMessages.pastTheEnd(video.durationMs)];
    });
    if (video.durationMs !== null && edits.cuts.length > 0) {
      edits.cuts.forEach((cut, i) => {
        if (video.durationMs !== null && cut.start_ms >= video.durationMs)
          errors[`cuts.${i}.start_ms`] = [editMessages.pastTheEnd(video.durationMs)];
      });
      const ranges = edits.cuts.map((cut) => ({ start: cut.start_ms, end: cut.end_ms }));
      if (editedDuration(video.durationMs, ranges) < Math.min(MIN_EDITED_MS, video.durationMs))
        errors.cuts = [editMessages.nothingLeft];
    }
    Object.assign(errors, unusableLayout(video, edits.reframe));
    return Object.keys(errors).length > 0 ? errors : null;
  }
}

/**
 * A split needs two people on screen, and a fixed person must be one of those seen: said when the
 * speakers are known, rather than a render that quietly follows someone else.
 */
function unusableLayout(video: VideoRow, reframe: VideoEdits['reframe']): FieldErrors {
  if (reframe.aspect === 'original' || (reframe.mode !== 'split' && reframe.person === undefined)) return {};
  const track = video.speakerTrack;
  if (track?.status !== 'done') return { 'reframe.mode': [editMessages.speakersNotKnown] };
  const seen = videoSpeakers(video).speakers.filter((speaker) => speaker.on_screen);
  if (reframe.mode === 'split' && seen.length < 2)
    return { 'reframe.mode': [editMessages.splitNeedsTwo(seen.length)] };
  if (reframe.person !== undefined && !seen.some((speaker) => speaker.id === reframe.person))
    return { 'reframe.person': [editMessages.personNotSeen] };
  return {};
}
