// The calls of the video editor page (contracts: transcriptionApi; docs/api.md "Transcription"):
// the video with its transcript, the transcription status, and the transcript's save,
// alignment, subtitle import, retry, re-transcription and caption exports; words worth
// emphasising or an emoji (aiApi); the sound's quiet stretches (videoEditsApi).
import {
  aiApi,
  type CaptionExportFormat,
  type EmojiWordsResponse,
  type EmphasisWordsResponse,
  type ImportCaptionsRequest,
  type QuietRangesResponse,
  type TranscriptionLanguage,
  type TranscriptionStatusResponse,
  type TranscriptWord,
  transcriptionApi,
  type VideoDetail,
  videoApi,
  videoEditsApi,
} from '@captionist/contracts';
import { callApi } from '../../lib/call-api';

const params = (videoId: string) => ({ vid: videoId });

export const fetchVideoDetail = (videoId: string): Promise<VideoDetail> =>
  callApi(videoApi.get, { params: { vid: videoId } });

export const fetchTranscriptionStatus = (videoId: string): Promise<TranscriptionStatusResponse> =>
  callApi(transcriptionApi.status, { params: params(videoId) });

/** Saves the words over `baseVersion`, the edit version the editor last saw (409 when stale). */
export const saveTranscription = (
  videoId: string,
  words: readonly TranscriptWord[],
  baseVersion: number,
): Promise<VideoDetail> =>
  callApi(transcriptionApi.save, {
    params: params(videoId),
    body: { words: [...words], base_version: baseVersion },
  });

export const alignTranscript = (videoId: string, script: string): Promise<VideoDetail> =>
  callApi(transcriptionApi.align, { params: params(videoId), body: { script } });

/** A subtitle file's words replace the transcript, or (align) are lined up with the sound in a run. */
export const importCaptions = (videoId: string, body: ImportCaptionsRequest): Promise<VideoDetail> =>
  callApi(transcriptionApi.importCaptions, { params: params(videoId), body });

export const retryTranscription = (videoId: string): Promise<VideoDetail> =>
  callApi(transcriptionApi.retry, { params: params(videoId), body: {} });

/** A new run of the speech engine in `language`; its words replace the transcript when done. */
export const retranscribe = (videoId: string, language: TranscriptionLanguage): Promise<VideoDetail> =>
  callApi(transcriptionApi.retranscribe, { params: params(videoId), body: { language } });

/** A plain link the browser downloads with the session cookie; the API names the file. */
export const captionsUrl = (videoId: string, format: CaptionExportFormat) =>
  `/api/user/videos/${encodeURIComponent(videoId)}/captions.${format}`;

/** The saved edit as an OpenTimelineIO file for Resolve or Premiere, downloaded like the captions. */
export const timelineUrl = (videoId: string) =>
  `/api/user/videos/${encodeURIComponent(videoId)}/timeline.otio`;

/** Emoji that fit words of the saved transcript (by index into it). */
export const fetchEmojiWords = (videoId: string): Promise<EmojiWordsResponse> =>
  callApi(aiApi.emojiWords, { body: { vid: videoId } });

/** Scores for the words of the saved transcript worth emphasising (by index into it). */
export const fetchEmphasisWords = (videoId: string): Promise<EmphasisWordsResponse> =>
  callApi(aiApi.emphasisWords, { body: { vid: videoId } });

/** The quiet stretches of the video's sound, for Remove silences. */
export const fetchQuietRanges = (videoId: string): Promise<QuietRangesResponse> =>
  callApi(videoEditsApi.quietRanges, { params: { vid: videoId } });
