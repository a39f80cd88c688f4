// Stock search for signed-in users: picks the provider for the kind (a keyed one before an open
// one), answers repeated searches from a short-lived in-memory cache, and counts searches against
// a per-user limit.
import {
  type KeywordVideoRequest,
  STOCK_NOT_CONFIGURED,
  type StockItem,
  type StockKind,
  type StockProviderName,
  type StockSearchQuery,
  type StockSearchResponse,
} from '@captionist/contracts';
import { LRUCache } from 'lru-cache';
import type { AppContext } from '../../app-context';
import { AppError } from '../../platform/http/app-error';
import { RateLimiter, type RateLimitRule } from '../../platform/rate-limit/rate-limiter';
import { CommonsProvider } from './commons-provider';
import { GiphyProvider } from './giphy-provider';
import { pickKeywordVideo } from './keyword-video';
import { OpenverseProvider } from './openverse-provider';
import { PexelsProvider } from './pexels-provider';
import type { StockPage, StockProvider } from './stock-provider';

const CACHE_TTL_MS = 10 * 60_000;

/**
 * Pexels allows 200 requests an hour per key by default, and the open providers limit this
 * server's address as a whole: no single user may use them all.
 */
export const stockRateLimit: RateLimitRule = {
  name: 'stock-search',
  max: 60,
  windowSeconds: 600,
  message: 'Too many stock searches. Please wait a few minutes and try again.',
};

export class StockService {
  /** In order of precedence: the first that has a kind searches it. */
  readonly #providers: StockProvider[] = [];
  readonly #cache = new LRUCache<string, StockPage>({ max: 500, ttl: CACHE_TTL_MS });
  readonly #limiter: RateLimiter;

  constructor(context: AppContext) {
    const { config, logger } = context;
    if (config.PEXELS_API_KEY) {
      this.#providers.push(
        new PexelsProvider({ apiKey: config.PEXELS_API_KEY, baseUrl: config.PEXELS_API_URL }, logger),
      );
    }
    if (config.GIPHY_API_KEY) {
      this.#providers.push(
        new GiphyProvider({ apiKey: config.GIPHY_API_KEY, baseUrl: config.GIPHY_API_URL }, logger),
      );
    }
    if (config.STOCK_OPEN_PROVIDERS) {
      // Both ask API clients to say who they are and how to reach whoever runs them.
      const userAgent = `Captionist/1.0 (${config.STOCK_CONTACT ?? config.APP_URL})`;
      this.#providers.push(
        new OpenverseProvider({ baseUrl: config.OPENVERSE_API_URL, userAgent }, logger),
        new CommonsProvider({ baseUrl: config.COMMONS_API_URL, userAgent }, logger),
      );
    }
    this.#limiter = new RateLimiter(context.database.db);
  }

  async search(userId: string, kind: StockKind, query: StockSearchQuery): Promise<StockSearchResponse> {
    const page = await this.#search(userId, kind, query);
    return { items: page.items, page: query.page, has_more: page.hasMore };
  }

  async keywordVideo(userId: string, request: KeywordVideoRequest): Promise<StockItem | null> {
    const page = await this.#search(userId, 'video', {
      query: request.keyword,
      orientation: request.orientation,
      page: 1,
    });
    return pickKeywordVideo(page.items, request.orientation, request.min_duration_ms);
  }

  /**
   * The provider of `name` for `kind`, or a 503 when it is not set up. Not only the one that
   * searches the kind: an item found before a key was set can still be imported.
   */
  provider(name: StockProviderName, kind: StockKind): StockProvider {
    const provider = this.#providers.find((p) => p.name === name && p.kinds.includes(kind));
    if (!provider) throw new AppError(503, STOCK_NOT_CONFIGURED);
    return provider;
  }

  /** An item fetched again by id from its provider (counted like a search), for an import. */
  async find(userId: string, name: StockProviderName, kind: StockKind, id: string): Promise<StockItem> {
    const provider = this.provider(name, kind);
    await this.#limiter.hit(stockRateLimit, userId);
    const item = await provider.find(id, kind);
    if (!item || item.kind !== kind) throw AppError.notFound('This stock item no longer exists.');
    return item;
  }

  async #search(userId: string, kind: StockKind, query: StockSearchQuery): Promise<StockPage> {
    const provider = this.#providers.find((p) => p.kinds.includes(kind));
    if (!provider) throw new AppError(503, STOCK_NOT_CONFIGURED);
    await this.#limiter.hit(stockRateLimit, userId);
    const key = JSON.stringify([
      provider.name,
      kind,
      query.query.toLowerCase(),
      query.orientation ?? '',
      query.page,
    ]);
    const cached = this.#cache.get(key);
    if (cached) return cached;
    const page = await provider.search(query.query, {
      kind,
      orientation: query.orientation,
      page: query.page,
    });
    this.#cache.set(key, page);
    return page;
  }
}
