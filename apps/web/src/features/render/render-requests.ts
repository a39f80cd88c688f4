// The render calls of docs/rendering.md; every answer is parsed with the contracts' schemas.
import {
  type DownloadUrl,
  downloadUrlSchema,
  type RenderProgress,
  renderProgressSchema,
} from '@captionist/contracts';
import { apiClient } from '../../lib/api-client';

type Envelope = { data: unknown };
const id = encodeURIComponent;

/** Starts a render (one credit); the same `requestId` again returns that render without a charge. */
export async function requestRender(videoId: string, requestId: string): Promise<RenderProgress> {
  const { data } = await apiClient.post<Envelope>(`/user/videos/${id(videoId)}/request-render`, {
    request_id: requestId,
  });
  return renderProgressSchema.parse(data.data);
}

export async function fetchRenderProgress(videoId: string): Promise<RenderProgress> {
  const { data } = await apiClient.get<Envelope>(`/user/videos/${id(videoId)}/render-progress`);
  return renderProgressSchema.parse(data.data);
}

/** Stops the render in flight; the server refunds its credit. */
export async function cancelRender(videoId: string): Promise<RenderProgress> {
  const { data } = await apiClient.post<Envelope>(`/user/videos/${id(videoId)}/cancel-render`);
  return renderProgressSchema.parse(data.data);
}

export async function fetchDownloadUrl(videoId: string): Promise<DownloadUrl> {
  const { data } = await apiClient.get<Envelope>(`/user/videos/${id(videoId)}/download-url`);
  return downloadUrlSchema.parse(data.data);
}
