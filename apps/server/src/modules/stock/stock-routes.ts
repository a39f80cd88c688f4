// Stock media search (docs/api.md "AI suggestions and stock media"): GET searches by kind, and
// POST get-keyword-video for the clip that best fills a b-roll slot, POST import-stock to copy an
// item into the user's media library.
import {
  keywordVideoRequestSchema,
  keywordVideoResponseSchema,
  mediaUploadSchema,
  type StockKind,
  stockImportRequestSchema,
  stockSearchQuerySchema,
  stockSearchResponseSchema,
  successEnvelope,
} from '@captionist/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import type { Sessions } from '../auth/session-plugin';
import { toMediaResponse } from '../media/media-response';
import { importStockItem } from './stock-import';
import { StockService } from './stock-service';

const searches: [string, StockKind][] = [
  ['/user/media/search-photos', 'photo'],
  ['/user/media/search-videos', 'video'],
  ['/user/media/search-gifs', 'gif'],
];

export const stockRoutes: FastifyPluginAsyncZod<{ context: AppContext; sessions: Sessions }> = async (
  app,
  { context, sessions },
) => {
  const stock = new StockService(context);

  for (const [path, kind] of searches) {
    app.get(
      path,
      {
        schema: {
          querystring: stockSearchQuerySchema,
          response: { 200: successEnvelope(stockSearchResponseSchema) },
        },
      },
      async (request) => ({
        status: 'success' as const,
        data: await stock.search(sessions.requireUserId(request), kind, request.query),
      }),
    );
  }

  app.post(
    '/user/media/get-keyword-video',
    {
      schema: {
        body: keywordVideoRequestSchema,
        response: { 200: successEnvelope(keywordVideoResponseSchema) },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: { item: await stock.keywordVideo(sessions.requireUserId(request), request.body) },
    }),
  );

  app.post(
    '/user/media/import-stock',
    {
      schema: {
        body: stockImportRequestSchema,
        response: { 201: successEnvelope(mediaUploadSchema) },
      },
    },
    async (request, reply) => {
      const row = await importStockItem(context, stock, sessions.requireUserId(request), request.body);
      return reply
        .code(201)
        .send({ status: 'success' as const, data: await toMediaResponse(row, context.storage) });
    },
  );
};
