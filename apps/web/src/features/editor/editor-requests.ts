// The calls of the video editor page (docs/api.md "Transcription"): the video with its transcript,
// the transcription status, and the transcript's save, alignment, retry, re-transcription and
// caption exports.
import {
  type CaptionExportFormat,
  type TranscriptionLanguage,
  type TranscriptionStatusResponse,
  type TranscriptWord,
  transcriptionStatusResponseSchema,
  type VideoDetail,
  videoApi,
  videoDetailSchema,
} from '@captionist/contracts';
import { apiClient } from '../../lib/api-client';
import { callApi } from '../../lib/call-api';

type Envelope = { data: unknown };
const id = encodeURIComponent;

export const fetchVideoDetail = (videoId: string): Promise<VideoDetail> =>
  callApi(videoApi.get, { params: { vid: videoId } });

export async function fetchTranscriptionStatus(videoId: string): Promise<TranscriptionStatusResponse> {
  const { data } = await apiClient.get<Envelope>(`/user/videos/transcription-status/${id(videoId)}`);
  return transcriptionStatusResponseSchema.parse(data.data);
}

export async function saveTranscription(
  videoId: string,
  words: readonly TranscriptWord[],
): Promise<VideoDetail> {
  const { data } = await apiClient.post<Envelope>(`/user/videos/${id(videoId)}/save-transcription`, {
    words,
  });
  return videoDetailSchema.parse(data.data);
}

export async function alignTranscript(videoId: string, script: string): Promise<VideoDetail> {
  const { data } = await apiClient.post<Envelope>(`/user/videos/${id(videoId)}/align-transcript`, {
    script,
  });
  return videoDetailSchema.parse(data.data);
}

export async function retryTranscription(videoId: string): Promise<VideoDetail> {
  const { data } = await apiClient.post<Envelope>(`/user/videos/${id(videoId)}/retry-transcription`);
  return videoDetailSchema.parse(data.data);
}

/** A new run of the speech engine in `language`; its words replace the transcript when done. */
export async function retranscribe(videoId: string, language: TranscriptionLanguage): Promise<VideoDetail> {
  const { data } = await apiClient.post<Envelope>(`/user/videos/${id(videoId)}/retranscribe`, { language });
  return videoDetailSchema.parse(data.data);
}

/** A plain link the browser downloads with the session cookie; the API names the file. */
export const captionsUrl = (videoId: string, format: CaptionExportFormat) =>
  `/api/user/videos/${id(videoId)}/captions.${format}`;
