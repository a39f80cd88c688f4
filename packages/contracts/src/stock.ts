// Stock media search (spec §7 search-photos, search-videos, search-gifs, get-keyword-video):
// results of every provider normalised to one item shape. URLs are https on the provider's hosts.
import { z } from 'zod';
import { mediaUploadSchema } from './media-uploads';
import { defineRoute } from './route-contract';
import { stockCreditSchema, stockProviders } from './stock-credit';
export const stockKinds = ['photo', 'video', 'gif'] as const;
export type StockKind = (typeof stockKinds)[number];
export const stockOrientations = ['landscape', 'portrait', 'square'] as const;
export type StockOrientation = (typeof stockOrientations)[number];

export const STOCK_QUERY_MAX = 100;
export const STOCK_PAGE_MAX = 100;
export const STOCK_NOT_CONFIGURED = 'Stock search is not configured.';

const query = z
  .string({ error: 'Type something to search for.' })
  .trim()
  .min(1, 'Type something to search for.')
  .max(STOCK_QUERY_MAX, `A search may not be longer than ${STOCK_QUERY_MAX} characters.`);
const orientation = z.enum(stockOrientations, {
  error: 'The orientation must be landscape, portrait or square.',
});

export const stockSearchQuerySchema = z.object({
  query,
  orientation: orientation.optional(),
  page: z.coerce
    .number({ error: 'The page must be a number.' })
    .int('The page must be a whole number.')
    .min(1, 'The page must be 1 or more.')
    .max(STOCK_PAGE_MAX, `The page may not be more than ${STOCK_PAGE_MAX}.`)
    .default(1),
});
export type StockSearchQuery = z.infer<typeof stockSearchQuerySchema>;

export const stockItemSchema = z.object({
  id: z.string(),
  provider: z.enum(stockProviders),
  kind: z.enum(stockKinds),
  thumbnail_url: z.url(),
  preview_url: z.url(),
  download_url: z.url(),
  width: z.number().int().min(1),
  height: z.number().int().min(1),
  duration_ms: z.number().int().min(0).nullable(),
  /** The credit the licence asks for: title, author, source page and licence. */
  credit: stockCreditSchema,
});
export type StockItem = z.infer<typeof stockItemSchema>;

export const stockSearchResponseSchema = z.object({
  items: z.array(stockItemSchema),
  page: z.number().int(),
  has_more: z.boolean(),
});
export type StockSearchResponse = z.infer<typeof stockSearchResponseSchema>;

export const keywordVideoRequestSchema = z.object({
  keyword: query,
  orientation,
  /** The b-roll slot's length: a clip at least this long is preferred. */
  min_duration_ms: z.number().int().min(0).max(3_600_000).optional(),
});
export type KeywordVideoRequest = z.infer<typeof keywordVideoRequestSchema>;

/** null when the provider has no clip for the keyword. */
export const keywordVideoResponseSchema = z.object({ item: stockItemSchema.nullable() });
export type KeywordVideoResponse = z.infer<typeof keywordVideoResponseSchema>;

/**
 * POST /user/media/import-stock: the item is fetched again by id from its provider (never a URL
 * from the browser) and downloaded into the user's media library by a job.
 */
export const stockImportRequestSchema = z.object({
  provider: z.enum(stockProviders, {
    error: `The provider must be one of ${stockProviders.join(', ')}.`,
  }),
  id: z
    .string({ error: 'The stock item is required.' })
    .regex(/^[A-Za-z0-9_-]{1,64}$/, 'This is not a stock item id.'),
  kind: z.enum(stockKinds, { error: 'The kind must be photo, video or gif.' }),
});
export type StockImportRequest = z.infer<typeof stockImportRequestSchema>;

// ---- routes (docs/ai-and-stock.md) ------------------------------------------------------------
// The provider's own failures answer 502 (refused, unreadable), 503 (not configured, busy) or 504.
const providerErrors = [502, 503, 504] as const;

const stockSearch = (kind: string, path: string) =>
  defineRoute({
    method: 'GET',
    path,
    summary: `Searches stock ${kind}: the keyed provider when configured, else the open one.`,
    access: 'user',
    query: stockSearchQuerySchema,
    data: stockSearchResponseSchema,
    errors: providerErrors,
  });

export const stockApi = {
  searchPhotos: stockSearch('photos', '/user/media/search-photos'),
  searchVideos: stockSearch('videos', '/user/media/search-videos'),
  searchGifs: stockSearch('gifs', '/user/media/search-gifs'),
  keywordVideo: defineRoute({
    method: 'POST',
    path: '/user/media/get-keyword-video',
    summary: 'The stock clip that best fills a b-roll slot for a keyword (null when there is none).',
    access: 'user',
    body: keywordVideoRequestSchema,
    data: keywordVideoResponseSchema,
    errors: providerErrors,
  }),
  importStock: defineRoute({
    method: 'POST',
    path: '/user/media/import-stock',
    summary: "Copies a stock item into the user's media library (downloaded by a job).",
    access: 'user',
    body: stockImportRequestSchema,
    status: 201,
    data: mediaUploadSchema,
    errors: [403, 404, ...providerErrors],
    idempotent: true,
  }),
};
