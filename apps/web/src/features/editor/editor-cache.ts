// Puts the server's answers of the editor's changes into the query cache, so the page follows
// them without asking again.
import type { TranscriptionStatusResponse, VideoDetail } from '@captionist/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { videoKeys } from '../../lib/query-keys';

export function rememberVideoDetail(queryClient: QueryClient, video: VideoDetail) {
  queryClient.setQueryData(videoKeys.detail(video.id), video);
}

/**
 * After a retry or an alignment the run starts over; the last status seen (failed, or done)
 * would otherwise stop the polling before the new run is followed.
 */
export function rememberStartedRun(queryClient: QueryClient, video: VideoDetail) {
  const started: TranscriptionStatusResponse = { status: 'queued', progress: 0, error: null, engine: null };
  queryClient.setQueryData(videoKeys.transcriptionStatus(video.id), started);
  rememberVideoDetail(queryClient, video);
}
