// The calls behind the b-roll panel (docs/ai-and-stock.md): keyword suggestions for the video,
// stock search by kind, and the import of a stock item into the user's media library.
import {
  type BrollKeywordsResponse,
  brollKeywordsResponseSchema,
  type MediaUpload,
  mediaUploadSchema,
  type StockImportRequest,
  type StockKind,
  type StockSearchResponse,
  stockSearchResponseSchema,
} from '@captionist/contracts';
import { apiClient } from '../../lib/api-client';

type Envelope = { data: unknown };

export async function requestBrollKeywords(videoId: string): Promise<BrollKeywordsResponse> {
  const { data } = await apiClient.post<Envelope>('/user/media/get-broll-keywords', { vid: videoId });
  return brollKeywordsResponseSchema.parse(data.data);
}

const searchPaths: Record<StockKind, string> = {
  photo: '/user/media/search-photos',
  video: '/user/media/search-videos',
  gif: '/user/media/search-gifs',
};

export async function searchStock(kind: StockKind, query: string, page = 1): Promise<StockSearchResponse> {
  const { data } = await apiClient.get<Envelope>(searchPaths[kind], { params: { query, page } });
  return stockSearchResponseSchema.parse(data.data);
}

export async function importStock(request: StockImportRequest): Promise<MediaUpload> {
  const { data } = await apiClient.post<Envelope>('/user/media/import-stock', request);
  return mediaUploadSchema.parse(data.data);
}
