// The calls behind the b-roll panel (contracts: aiApi, stockApi): keyword suggestions for the
// video, stock search by kind, and the import of a stock item into the user's media library.
import {
  aiApi,
  type BrollKeywordsResponse,
  type MediaUpload,
  type StockImportRequest,
  type StockKind,
  type StockSearchResponse,
  stockApi,
} from '@captionist/contracts';
import { callApi } from '../../lib/call-api';

export const requestBrollKeywords = (videoId: string): Promise<BrollKeywordsResponse> =>
  callApi(aiApi.brollKeywords, { body: { vid: videoId } });

const searches: Record<StockKind, typeof stockApi.searchPhotos> = {
  photo: stockApi.searchPhotos,
  video: stockApi.searchVideos,
  gif: stockApi.searchGifs,
};

export const searchStock = (kind: StockKind, query: string, page = 1): Promise<StockSearchResponse> =>
  callApi(searches[kind], { query: { query, page } });

export const importStock = (request: StockImportRequest): Promise<MediaUpload> =>
  callApi(stockApi.importStock, { body: request });
