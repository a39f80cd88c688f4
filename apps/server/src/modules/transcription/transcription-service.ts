// The rules of the transcription flow for the signed-in user: status, saving an edited
// transcript, asking for alignment or a new run (retry, re-transcribe), and caption exports.
// Every read is by owner.
import { wordsThroughCuts } from '@captionist/captions';
import {
  type CaptionExportFormat,
  captionTrackSchema,
  SPOKEN,
  type TranscriptionLanguage,
  type TranscriptionStatusResponse,
  type TranscriptWord,
} from '@captionist/contracts';
import type { AppContext } from '../../app-context';
import { AppError, type FieldErrors } from '../../platform/http/app-error';
import { styledCaptionsDocument } from '../renders/styled-captions';
import { speakerNamesOf, wordsWithKnownSpeakers } from '../speakers/video-speakers';
import { captionTrackWordsFor } from '../translations/caption-track-words';
import { findTranslation } from '../translations/translation-queries';
import { videoCuts } from '../video-edits/video-cuts';
import { storedEdits } from '../video-edits/video-edits-queries';
import { downloadName } from '../videos/download-name';
import { assertEditVersion } from '../videos/edit-version';
import { findVideo, type VideoRow } from '../videos/video-queries';
import { uploadMessages } from '../videos/video-upload-service';
import { groupIntoCues } from './caption-cues';
import { formatSrt, formatVtt } from './caption-files';
import { transcriptionConflicts } from './transcription-messages';
import { queueTranscriptionRun, saveEditedTranscript } from './transcription-queries';

export interface CaptionFile {
  body: string;
  contentType: string;
  filename: string;
}

export class TranscriptionService {
  constructor(private readonly context: AppContext) {}

  async status(userId: string, videoId: string): Promise<TranscriptionStatusResponse> {
    const video = await this.#find(userId, videoId);
    return {
      status: video.transcriptionStatus,
      progress: video.transcriptionProgress,
      error: video.transcriptionError,
      engine: video.transcript?.engine ?? null,
    };
  }

  /** Stores edited words over the edit version the editor last saw (409 when another saved since). */
  async save(
    userId: string,
    videoId: string,
    words: TranscriptWord[],
    baseVersion: number,
  ): Promise<VideoRow> {
    const video = await this.#find(userId, videoId);
    assertCanChangeTranscript(video);
    assertEditVersion(video, baseVersion);
    const beyond = wordsBeyondVideo(words, video.durationMs ?? 0);
    if (beyond) throw AppError.invalid(beyond);
    const spoken = wordsWithKnownSpeakers(video, words);
    if ('errors' in spoken) throw AppError.invalid(spoken.errors);
    const language = video.transcript?.language ?? 'und';
    const edited = { language, engine: 'edited' as const, words: spoken.words, note: null };
    const saved = await saveEditedTranscript(this.context.database.db, video, edited, baseVersion);
    if (saved) return saved;
    // Something changed between the read and the write: say what.
    const now = await this.#find(userId, videoId);
    assertCanChangeTranscript(now);
    assertEditVersion(now, baseVersion);
    throw new AppError(409, transcriptionConflicts.running);
  }

  async align(userId: string, videoId: string, script: string): Promise<VideoRow> {
    const video = await this.#find(userId, videoId);
    assertCanChangeTranscript(video);
    if (video.hasAudio === 'no') throw new AppError(409, transcriptionConflicts.noSound);
    return this.#queue(video, 'videos.align', { videoId: video.id, script });
  }

  /** A new run after a failed one; a language given replaces the video's. */
  async retry(userId: string, videoId: string, language?: TranscriptionLanguage): Promise<VideoRow> {
    const video = await this.#find(userId, videoId);
    assertCanChangeTranscript(video);
    if (video.transcriptionStatus !== 'failed') throw new AppError(409, transcriptionConflicts.notFailed);
    return this.#queue(video, 'videos.transcribe', { videoId: video.id }, language);
  }

  /**
   * A new run of the speech engine whatever the last one gave (a better engine installed since,
   * another language): its transcript replaces the current one, edits included, when it is done.
   */
  async retranscribe(userId: string, videoId: string, language?: TranscriptionLanguage): Promise<VideoRow> {
    const video = await this.#find(userId, videoId);
    assertCanChangeTranscript(video);
    return this.#queue(video, 'videos.transcribe', { videoId: video.id }, language);
  }

  /**
   * A caption file. `language`: a finished translation's words, or "spoken"; without one, SRT and
   * VTT hold the spoken words and ASS what the render shows (the edits' caption tracks).
   */
  async captions(
    userId: string,
    videoId: string,
    format: CaptionExportFormat,
    { language, speakerNames = true }: { language?: string | undefined; speakerNames?: boolean } = {},
  ): Promise<CaptionFile> {
    const { db } = this.context.database;
    const video = await this.#find(userId, videoId);
    const transcript = video.transcript;
    if (!transcript) throw new AppError(409, transcriptionConflicts.noTranscript);
    const edits = storedEdits(video);
    const tracks =
      language === undefined
        ? format === 'ass'
          ? edits.captions
          : { track: SPOKEN, second: null }
        : { track: language, second: null };
    if (tracks.track !== SPOKEN && language !== undefined) {
      const translation = await findTranslation(db, video.id, tracks.track);
      if (translation?.status !== 'done') throw AppError.notFound(transcriptionConflicts.noTranslation);
    }
    const { words, secondWords } = await captionTrackWordsFor(
      db,
      video.id,
      transcript.words,
      { track: captionTrackSchema.catch(SPOKEN).parse(tracks.track), second: tracks.second },
      edits.speakers,
    );
    const names = speakerNames ? speakerNamesOf(video) : undefined;
    const filename = downloadName(
      language && language !== SPOKEN ? `${video.name}.${language}` : video.name,
      format,
    );
    if (format === 'ass') {
      const body = await styledCaptionsDocument(db, this.context.storage, video, words, secondWords, names);
      return { body, contentType: 'text/x-ssa; charset=utf-8', filename };
    }
    // The files are timed like the rendered video: the cuts' words are gone, the rest move up.
    const cuts = videoCuts(video);
    const cues = groupIntoCues(wordsThroughCuts(words, cuts));
    return format === 'srt'
      ? { body: formatSrt(cues, names), contentType: 'text/plain; charset=utf-8', filename }
      : { body: formatVtt(cues, names), contentType: 'text/vtt; charset=utf-8', filename };
  }

  async #find(userId: string, videoId: string): Promise<VideoRow> {
    const video = await findVideo(this.context.database.db, userId, videoId);
    if (!video) throw AppError.notFound(uploadMessages.videoMissing);
    return video;
  }

  async #queue(
    video: VideoRow,
    queue: 'videos.transcribe' | 'videos.align',
    data: object,
    language?: TranscriptionLanguage,
  ): Promise<VideoRow> {
    // A render shows its own progress in the video status; a new run waits until it ends.
    if (video.status === 'rendering') throw new AppError(409, transcriptionConflicts.rendering);
    const queued = await queueTranscriptionRun(this.context.database.db, video.userId, video.id, language);
    // Another request queued a run between our read and this write.
    if (!queued) throw new AppError(409, transcriptionConflicts.running);
    await this.context.queue.send(queue, data);
    return queued;
  }
}

/** The transcript may be replaced: the video is probed and no run is queued or running (409 otherwise). */
export function assertCanChangeTranscript(video: VideoRow): void {
  if (video.status === 'uploading' || video.status === 'processing')
    throw new AppError(409, transcriptionConflicts.notProcessed);
  if (video.durationMs === null) throw new AppError(409, transcriptionConflicts.unusable);
  if (video.transcriptionStatus === 'queued' || video.transcriptionStatus === 'running')
    throw new AppError(409, transcriptionConflicts.running);
}

/** Field errors for words that end after the video does (the schema cannot know its length). */
export function wordsBeyondVideo(words: TranscriptWord[], durationMs: number): FieldErrors | null {
  const errors: FieldErrors = {};
  for (const [index, word] of words.entries()) {
    if (word.end > durationMs)
      errors[`words.${index}.end`] = [
        `This word ends after the video does (the video is ${formatDuration(durationMs)} long).`,
      ];
  }
  return Object.keys(errors).length > 0 ? errors : null;
}

function formatDuration(ms: number): string {
  const seconds = ms / 1000;
  return `${Math.floor(seconds / 60)}:${(seconds % 60).toFixed(3).padStart(6, '0')}`;
}
