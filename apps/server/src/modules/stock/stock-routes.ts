// Stock media (contracts: stockApi): search by kind, the clip that best fills a b-roll slot, and
// the import of an item into the user's media library.
import { stockApi } from '@captionist/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../app-context';
import { registerRoutes } from '../../platform/http/register-routes';
import { toMediaResponse } from '../media/media-response';
import { importStockItem } from './stock-import';
import { StockService } from './stock-service';

export const stockRoutes: FastifyPluginAsync<{ context: AppContext }> = async (app, { context }) => {
  const stock = new StockService(context);
  registerRoutes(app, stockApi, {
    searchPhotos: ({ userId, query }) => stock.search(userId, 'photo', query),
    searchVideos: ({ userId, query }) => stock.search(userId, 'video', query),
    searchGifs: ({ userId, query }) => stock.search(userId, 'gif', query),
    keywordVideo: async ({ userId, body }) => ({ item: await stock.keywordVideo(userId, body) }),
    importStock: async ({ userId, body }) =>
      toMediaResponse(await importStockItem(context, stock, userId, body), context.storage),
  });
};
