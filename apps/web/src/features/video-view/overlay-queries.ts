// The caption overlays of docs/exports.md (contracts: overlayApi): the list, polled while one is
// being made, a start, and each finished one's signed URL, renewed before it expires.
import { type OverlayFormat, type Overlays, overlayApi } from '@captionist/contracts';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../lib/call-api';
import { videoKeys } from '../../lib/query-keys';
import { retryUnlessRefused } from '../../lib/query-retry';
import { untilRenewal } from '../render';

/** The job writes progress about once a second. */
const OVERLAY_POLL_INTERVAL_MS = 1500;

export const requestOverlay = (videoId: string, format: OverlayFormat): Promise<Overlays> =>
  callApi(overlayApi.request, { params: { vid: videoId, format } });

const underWay = (overlays: Overlays | undefined) =>
  overlays?.overlays.some((overlay) => overlay.status === 'queued' || overlay.status === 'running') ?? false;

export const overlayQueries = {
  list: (videoId: string) =>
    queryOptions({
      queryKey: videoKeys.overlays(videoId),
      queryFn: () => callApi(overlayApi.list, { params: { vid: videoId } }),
      retry: retryUnlessRefused,
      refetchInterval: (query) => (underWay(query.state.data) ? OVERLAY_POLL_INTERVAL_MS : false),
    }),
  url: (videoId: string, format: OverlayFormat) =>
    queryOptions({
      queryKey: videoKeys.overlayUrl(videoId, format),
      queryFn: () => callApi(overlayApi.downloadUrl, { params: { vid: videoId, format } }),
      retry: retryUnlessRefused,
      staleTime: (query) => untilRenewal(query.state.data),
      refetchInterval: (query) => (query.state.data ? Math.max(untilRenewal(query.state.data), 5000) : false),
    }),
};
