// Giphy GIFs (GET /v1/gifs/search, key as the api_key parameter). Giphy cannot filter by
// orientation, so a requested orientation filters the page it returns.
import type { StockItem } from '@captionist/contracts';
import type { Logger } from 'pino';
import { z } from 'zod';
import { AppError } from '../../platform/http/app-error';
import { getProviderJson, unreadable } from './provider-request';
import { localStandInOrigin, providerUrl } from './provider-urls';
import {
  orientationOf,
  STOCK_PAGE_SIZE,
  type StockPage,
  type StockProvider,
  type StockSearchOptions,
  usableItems,
} from './stock-provider';

const DOMAIN = 'giphy.com';
const HOME = 'https://giphy.com/';
const TERMS = 'https://giphy.com/terms';

// Giphy sends sizes as strings ("200"); numbers are accepted too.
const size = z.coerce.number().int().positive();
const rendition = z.object({ url: z.string(), width: size, height: size });
const gifSchema = z.object({
  id: z.string().min(1),
  url: z.string().nullish(),
  title: z.string().nullish(),
  username: z.string().nullish(),
  user: z.object({ display_name: z.string().nullish(), profile_url: z.string().nullish() }).nullish(),
  images: z.object({
    original: rendition,
    fixed_width: rendition.partial().nullish(),
    fixed_width_still: rendition.partial().nullish(),
  }),
});
const answerSchema = z.object({
  data: z.array(z.unknown()),
  pagination: z
    .object({ total_count: z.number().optional(), count: z.number(), offset: z.number() })
    .optional(),
  meta: z.object({ response_id: z.string().optional() }).optional(),
});

export class GiphyProvider implements StockProvider {
  readonly name = 'giphy' as const;
  readonly kinds = ['gif'] as const;

  readonly #local: string | undefined;

  constructor(
    private readonly settings: { apiKey: string; baseUrl: string },
    private readonly logger?: Logger,
  ) {
    this.#local = localStandInOrigin(settings.baseUrl, DOMAIN);
  }

  checkUrl(url: string): string | null {
    return providerUrl(url, DOMAIN, this.#local);
  }

  async find(id: string): Promise<StockItem | null> {
    const url = new URL(`/v1/gifs/${encodeURIComponent(id)}`, this.settings.baseUrl);
    url.searchParams.set('api_key', this.settings.apiKey);
    const json = await getProviderJson(
      { provider: 'Giphy', url, notFoundAsNull: true, keyed: true },
      this.logger,
    );
    if (json === null) return null;
    const answer = z.object({ data: z.unknown() }).safeParse(json);
    if (!answer.success) throw unreadable('Giphy');
    return gifItem(answer.data.data, this.#local);
  }

  async search(query: string, options: StockSearchOptions): Promise<StockPage> {
    const url = new URL('/v1/gifs/search', this.settings.baseUrl);
    url.searchParams.set('api_key', this.settings.apiKey);
    url.searchParams.set('q', query);
    url.searchParams.set('limit', String(STOCK_PAGE_SIZE));
    url.searchParams.set('offset', String((options.page - 1) * STOCK_PAGE_SIZE));
    url.searchParams.set('rating', 'g');
    const answer = answerSchema.safeParse(
      await getProviderJson({ provider: 'Giphy', url, keyed: true }, this.logger),
    );
    if (!answer.success) throw unreadable('Giphy');
    const { data, pagination, meta } = answer.data;
    // Giphy's documented "synthetic response" when its own systems fail: no data, empty response_id.
    if (data.length === 0 && meta?.response_id === '') {
      throw new AppError(503, 'Giphy is having trouble right now. Please try again in a minute.');
    }
    const items = data.map((entry) => gifItem(entry, this.#local));
    const kept = usableItems(items, 'Giphy', this.logger);
    const fitting = options.orientation
      ? kept.filter((item) => orientationOf(item.width, item.height) === options.orientation)
      : kept;
    const hasMore = pagination
      ? pagination.offset + pagination.count < (pagination.total_count ?? 0)
      : data.length === STOCK_PAGE_SIZE;
    return { items: fitting, hasMore };
  }
}

function gifItem(entry: unknown, local: string | undefined): StockItem | null {
  const gif = gifSchema.safeParse(entry);
  if (!gif.success) return null;
  const { original, fixed_width, fixed_width_still } = gif.data.images;
  const download = providerUrl(original.url, DOMAIN, local);
  const preview = providerUrl(fixed_width?.url, DOMAIN, local) ?? download;
  const thumbnail = providerUrl(fixed_width_still?.url, DOMAIN, local) ?? preview;
  if (!download || !preview || !thumbnail) return null;
  const user = gif.data.user;
  return {
    id: gif.data.id,
    provider: 'giphy',
    kind: 'gif',
    thumbnail_url: thumbnail,
    preview_url: preview,
    download_url: download,
    width: original.width,
    height: original.height,
    duration_ms: null,
    // Links are the real giphy.com pages, never a local stand-in's.
    credit: {
      provider: 'giphy',
      title: gif.data.title?.trim() || null,
      author: user?.display_name || gif.data.username || 'GIPHY',
      author_url: providerUrl(user?.profile_url, DOMAIN),
      licence: 'GIPHY Terms of Service',
      licence_url: TERMS,
      source_url: providerUrl(gif.data.url, DOMAIN) ?? HOME,
    },
  };
}
