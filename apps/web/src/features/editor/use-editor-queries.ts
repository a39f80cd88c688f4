// The editor page's server data: the video with its transcript and the transcription status. Live
// events refresh them as they change; without events they are polled while the video is being
// prepared (upload, probe, preview proxy) and while a run is queued or running.
import type { TranscriptionStatus, TranscriptionStatusResponse, VideoDetail } from '@captionist/contracts';
import { replaceEqualDeep, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { unlessLive } from '../../lib/live-events';
import type { ApiError } from '../../lib/normalise-error';
import { videoKeys } from '../../lib/query-keys';
import { retryUnlessRefused } from '../../lib/query-retry';
import { isSettling, VIDEO_POLL_INTERVAL_MS } from '../projects';
import { fetchTranscriptionStatus, fetchVideoDetail } from './editor-requests';

/** The progress bar moves in steps of a few percent; a second between looks is smooth enough. */
export const TRANSCRIPTION_POLL_INTERVAL_MS = 1000;

export const isTranscribing = (status: TranscriptionStatus | undefined): boolean =>
  status === 'queued' || status === 'running';

/**
 * Upload and probe change the video on the server alone, and its preview proxy arrives while or
 * after the words are recognised; the transcription has its own status to follow.
 */
const changesOnServer = (video: VideoDetail): boolean =>
  (isSettling(video.status) && !isTranscribing(video.transcription_status)) ||
  (video.proxy_url === null && video.status !== 'failed' && video.status !== 'uploading');

/**
 * The parts of the video that saves change (its words, caption settings and edit version) never
 * go back to an older copy: a fetch that started before a save can answer after it, and its words
 * would otherwise replace the saved ones in the editor (and, at the next save, on the server).
 */
export function keepNewerEdits(old: VideoDetail | undefined, next: VideoDetail): VideoDetail {
  if (!old || old.id !== next.id || next.edit_version >= old.edit_version) return next;
  return {
    ...next,
    transcript: old.transcript,
    caption_settings: old.caption_settings,
    edit_version: old.edit_version,
  };
}

export const useVideoDetailQuery = (videoId: string) =>
  useQuery<VideoDetail, ApiError>({
    queryKey: videoKeys.detail(videoId),
    queryFn: () => fetchVideoDetail(videoId),
    structuralSharing: (old, next) =>
      replaceEqualDeep(old, keepNewerEdits(old as VideoDetail | undefined, next as VideoDetail)),
    retry: retryUnlessRefused,
    refetchInterval: (query) =>
      query.state.data && changesOnServer(query.state.data) ? unlessLive(VIDEO_POLL_INTERVAL_MS) : false,
  });

/**
 * Follows a run while the video says one is queued or running (and fetches the reason once when
 * it failed). When the run ends, the video is fetched again to bring the new transcript.
 */
export function useTranscriptionStatusQuery(video: VideoDetail) {
  const queryClient = useQueryClient();
  const watching = isTranscribing(video.transcription_status);
  const query = useQuery<TranscriptionStatusResponse, ApiError>({
    queryKey: videoKeys.transcriptionStatus(video.id),
    queryFn: () => fetchTranscriptionStatus(video.id),
    enabled: watching || video.transcription_status === 'failed',
    refetchInterval: (q) =>
      unlessLive(
        isTranscribing(q.state.data?.status ?? video.transcription_status)
          ? TRANSCRIPTION_POLL_INTERVAL_MS
          : false,
      ),
  });
  const ended = watching && query.data !== undefined && !isTranscribing(query.data.status);
  useEffect(() => {
    if (ended) void queryClient.invalidateQueries({ queryKey: videoKeys.detail(video.id), exact: true });
  }, [ended, queryClient, video.id]);
  return query;
}
