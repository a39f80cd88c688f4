// POST /user/media/get-ai-title-hook (docs/ai-and-stock.md): hook titles for the video's first
// seconds, from the configured model or, without one, basic extraction from the transcript.
import { type TitleHooksResponse, titleHooksResponseSchema } from '@captionist/contracts';
import { apiClient } from '../../lib/api-client';

export async function requestTitleHooks(videoId: string): Promise<TitleHooksResponse> {
  const { data } = await apiClient.post<{ data: unknown }>('/user/media/get-ai-title-hook', { vid: videoId });
  return titleHooksResponseSchema.parse(data.data);
}
