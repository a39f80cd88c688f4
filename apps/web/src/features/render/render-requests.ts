// The render calls of docs/rendering.md, through their contracts (renderApi).
import { type DownloadUrl, type RenderProgress, renderApi } from '@captionist/contracts';
import { callApi } from '../../lib/call-api';

/** Starts a render (one credit); the same `requestId` again returns that render without a charge. */
export const requestRender = (videoId: string, requestId: string): Promise<RenderProgress> =>
  callApi(renderApi.request, { params: { vid: videoId }, body: { request_id: requestId } });

export const fetchRenderProgress = (videoId: string): Promise<RenderProgress> =>
  callApi(renderApi.progress, { params: { vid: videoId } });

/** Stops the render in flight; the server refunds its credit. */
export const cancelRender = (videoId: string): Promise<RenderProgress> =>
  callApi(renderApi.cancel, { params: { vid: videoId } });

export const fetchDownloadUrl = (videoId: string): Promise<DownloadUrl> =>
  callApi(renderApi.downloadUrl, { params: { vid: videoId } });
