// Import of a subtitle file as the signed-in user's transcript (docs/subtitle-import.md): its
// words timed within their cues replace the transcript at once, or go to the aligner as the
// script. The file is read by the caption engine's parser; every read of the video is by owner.
import { SubtitleImportError } from '@captionist/captions';
import {
  ALIGN_SCRIPT_MAX,
  AUTO_LANGUAGE,
  type CaptionExportFormat,
  editConflictMessage,
  type Transcript,
} from '@captionist/contracts';
import type { AppContext } from '../../app-context';
import { AppError } from '../../platform/http/app-error';
import { findVideo, type VideoRow } from '../videos/video-queries';
import { uploadMessages } from '../videos/video-upload-service';
import { announceAboutVideo } from '../webhooks/webhook-outbox';
import { parseSubtitlesOffThread, SubtitleParseTimeout } from './subtitle-parse-thread';
import { saveEditedTranscript } from './transcription-queries';
import { assertCanChangeTranscript, type TranscriptionService } from './transcription-service';

export const subtitleImportMessages = {
  noSound: 'This video has no sound to line the words up with, so they keep the times of the subtitle file.',
  tooSlow:
    'This file took too long to read as subtitles. Check that it is an SRT, WebVTT or ASS file, or split it into smaller files.',
  tooLongToAlign: `These subtitles are too long to line up with the sound (at most ${ALIGN_SCRIPT_MAX} characters of words). Import them with their own times instead.`,
};

/** The import-captions body as validated (importCaptionsRequestSchema). */
interface ImportRequest {
  text: string;
  format?: CaptionExportFormat | undefined;
  align: boolean;
}

export class SubtitleImportService {
  constructor(
    private readonly context: AppContext,
    private readonly transcription: TranscriptionService,
  ) {}

  /**
   * The file's words replace the transcript (engine `imported`), moving the video to its next
   * edit version as a save does, so a tab still showing the old words cannot save over them.
   * With `align` and a sound track, an alignment run is queued with the words as its script.
   */
  async importCaptions(userId: string, videoId: string, request: ImportRequest): Promise<VideoRow> {
    const video = await this.#find(userId, videoId);
    assertCanChangeTranscript(video);
    const words = await readWords(request, video.durationMs ?? 0);
    if (request.align && video.hasAudio !== 'no') {
      const script = words.map((word) => word.text).join(' ');
      if (script.length > ALIGN_SCRIPT_MAX)
        throw AppError.invalid({ align: [subtitleImportMessages.tooLongToAlign] });
      return this.transcription.align(userId, videoId, script);
    }
    const transcript: Transcript = {
      language: video.language !== AUTO_LANGUAGE ? video.language : (video.transcript?.language ?? 'und'),
      engine: 'imported',
      words: words.map((word) => ({ ...word, confidence: null })),
      note: request.align ? subtitleImportMessages.noSound : null,
    };
    const saved = await this.context.database.db.transaction(async (tx) => {
      const row = await saveEditedTranscript(tx, video, transcript, video.editVersion);
      if (row)
        await announceAboutVideo(tx, videoId, 'transcript.done', {
          language: transcript.language,
          word_count: transcript.words.length,
        });
      return row;
    });
    if (saved) return saved;
    // Something changed between the read and the write: a run started, or another tab saved.
    assertCanChangeTranscript(await this.#find(userId, videoId));
    throw new AppError(409, editConflictMessage);
  }

  async #find(userId: string, videoId: string): Promise<VideoRow> {
    const video = await findVideo(this.context.database.db, userId, videoId);
    if (!video) throw AppError.notFound(uploadMessages.videoMissing);
    return video;
  }
}

/** The file's words; what is wrong with it is a field error on `text`, naming its line. */
async function readWords({ text, format }: ImportRequest, durationMs: number) {
  try {
    return (await parseSubtitlesOffThread(text, { ...(format ? { format } : {}), durationMs })).words;
  } catch (error) {
    if (error instanceof SubtitleImportError) throw AppError.invalid({ text: [error.message] });
    if (error instanceof SubtitleParseTimeout)
      throw AppError.invalid({ text: [subtitleImportMessages.tooSlow] });
    throw error;
  }
}
