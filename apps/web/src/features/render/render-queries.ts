// Cache keys and reads of a video's render. The progress of renders in flight is polled by one
// place only, the shell's RenderWatcher, so the editor, the view page and the toasts share it.
import type { DownloadUrl, RenderStatus } from '@captionist/contracts';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { planKeys, videoKeys } from '../../lib/query-keys';
import { retryUnlessRefused } from '../../lib/query-retry';
import { fetchDownloadUrl, fetchRenderProgress } from './render-requests';

/** ffmpeg's progress is written about once a second; polling faster would show nothing new. */
export const RENDER_POLL_INTERVAL_MS = 1500;

/** A signed URL is fetched again this long before it expires, so a link is never dead. */
export const DOWNLOAD_URL_RENEW_MARGIN_MS = 60_000;

export const isRenderInFlight = (status: RenderStatus | undefined): boolean =>
  status === 'queued' || status === 'running';

/** How long a signed URL stays fresh: until a minute before it expires. */
export const untilRenewal = (url: DownloadUrl | undefined): number =>
  url ? Math.max(Date.parse(url.expires_at) - Date.now() - DOWNLOAD_URL_RENEW_MARGIN_MS, 0) : 0;

export const renderQueries = {
  /** The latest render of the video; fetched on mount, then kept fresh by the watcher while it runs. */
  progress: (videoId: string) =>
    queryOptions({
      queryKey: videoKeys.renderProgress(videoId),
      queryFn: () => fetchRenderProgress(videoId),
      retry: retryUnlessRefused,
    }),
  /** The signed URL of the newest finished render, renewed before it expires. 409: none yet. */
  downloadUrl: (videoId: string) =>
    queryOptions({
      queryKey: videoKeys.downloadUrl(videoId),
      queryFn: () => fetchDownloadUrl(videoId),
      retry: retryUnlessRefused,
      staleTime: (query) => untilRenewal(query.state.data),
      refetchInterval: (query) => (query.state.data ? Math.max(untilRenewal(query.state.data), 5000) : false),
    }),
};

/**
 * A render started, ended or was cancelled: the video's status, the project's list, the file, its
 * overlays and the credits (charged on start, refunded on failure and cancel) are all new.
 */
export function refreshAfterRenderChange(queryClient: QueryClient, videoId: string): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: videoKeys.detail(videoId), exact: true }),
    queryClient.invalidateQueries({ queryKey: videoKeys.downloadUrl(videoId) }),
    queryClient.invalidateQueries({ queryKey: videoKeys.overlays(videoId) }),
    queryClient.invalidateQueries({ queryKey: videoKeys.lists }),
    queryClient.invalidateQueries({ queryKey: planKeys.plan }),
  ]);
}
