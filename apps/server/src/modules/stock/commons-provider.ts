// Wikimedia Commons videos and GIFs through the MediaWiki Action API (no key): a full-text search
// of file pages (`generator=search`, namespace 6) filtered to videos or to GIFs, with each file's
// URLs, size, metadata and transcodes (`prop=videoinfo`, TimedMediaHandler's superset of
// imageinfo). Everything on Commons is freely licensed; each file's licence and author come from
// its metadata. As Wikimedia asks: a User-Agent that says who we are, one request at a time, and
// no request while it has told us to wait.
import type { StockItem, StockKind } from '@captionist/contracts';
import type { Logger } from 'pino';
import { z } from 'zod';
import { AppError } from '../../platform/http/app-error';
import { COMMONS_DOMAIN, type CommonsPage, commonsItem, commonsPageSchema } from './commons-files';
import { OneAtATime } from './one-at-a-time';
import { ProviderPause } from './provider-pause';
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

const PROVIDER = 'Wikimedia Commons';
/** CirrusSearch keywords that keep a search to the files of a kind. */
const FILTER: Partial<Record<StockKind, string>> = { video: 'filetype:video', gif: 'filemime:image/gif' };
const THUMB_WIDTH = 320;
/** MediaWiki's own words for "too busy": its rate limit and replication lag. */
const BUSY_CODES = new Set(['ratelimited', 'maxlag']);

const answerSchema = z.object({
  error: z.object({ code: z.string(), info: z.string().optional() }).optional(),
  continue: z.object({ gsroffset: z.number().int().optional() }).optional(),
  // No match: MediaWiki leaves `query` out altogether.
  query: z.object({ pages: z.array(z.unknown()).default([]) }).optional(),
});

export class CommonsProvider implements StockProvider {
  readonly name = 'commons' as const;
  readonly kinds = ['video', 'gif'] as const;

  readonly #local: string | undefined;
  readonly #pause = new ProviderPause();
  readonly #serial = new OneAtATime();

  constructor(
    private readonly settings: { baseUrl: string; userAgent: string },
    private readonly logger?: Logger,
  ) {
    this.#local = localStandInOrigin(settings.baseUrl, COMMONS_DOMAIN);
  }

  get downloadHeaders() {
    return { 'user-agent': this.settings.userAgent };
  }

  checkUrl(url: string): string | null {
    return providerUrl(url, COMMONS_DOMAIN, this.#local);
  }

  async find(id: string, kind: StockKind): Promise<StockItem | null> {
    if (!/^\d{1,20}$/.test(id)) return null;
    const { pages } = await this.#query({ pageids: id });
    const [page] = pages;
    return page ? commonsItem(page, kind, this.#local) : null;
  }

  async search(query: string, options: StockSearchOptions): Promise<StockPage> {
    const { pages, more } = await this.#query({
      generator: 'search',
      gsrsearch: `${query} ${FILTER[options.kind] ?? ''}`.trim(),
      gsrnamespace: '6',
      gsrlimit: String(STOCK_PAGE_SIZE),
      gsroffset: String((options.page - 1) * STOCK_PAGE_SIZE),
    });
    const items = pages
      .sort((a, b) => (a.index ?? 0) - (b.index ?? 0))
      .map((page) => commonsItem(page, options.kind, this.#local));
    const kept = usableItems(items, PROVIDER, this.logger);
    // Search cannot filter by orientation: a requested one filters the page.
    const fitting = options.orientation
      ? kept.filter((item) => orientationOf(item.width, item.height) === options.orientation)
      : kept;
    return { items: fitting, hasMore: more };
  }

  async #query(params: Record<string, string>): Promise<{ pages: CommonsPage[]; more: boolean }> {
    const url = new URL('/w/api.php', this.settings.baseUrl);
    const all = {
      action: 'query',
      format: 'json',
      formatversion: '2',
      ...params,
      prop: 'videoinfo',
      viprop: 'url|size|mime|mediatype|extmetadata|derivatives',
      viurlwidth: String(THUMB_WIDTH),
      viextmetadatafilter: 'Artist|LicenseShortName|LicenseUrl|ObjectName',
    };
    for (const [key, value] of Object.entries(all)) url.searchParams.set(key, value);
    const json = await this.#serial.run(() =>
      getProviderJson(
        {
          provider: PROVIDER,
          url,
          headers: { 'user-agent': this.settings.userAgent },
          pause: this.#pause,
          isBusyAnswer: (answer) => BUSY_CODES.has(errorCode(answer) ?? ''),
        },
        this.logger,
      ),
    );
    const answer = answerSchema.safeParse(json);
    if (!answer.success) throw unreadable(PROVIDER);
    if (answer.data.error) {
      this.logger?.warn({ code: answer.data.error.code }, 'Wikimedia Commons refused a query');
      throw new AppError(502, `${PROVIDER} search failed. Please try again.`);
    }
    const pages = (answer.data.query?.pages ?? []).flatMap((entry) => {
      const page = commonsPageSchema.safeParse(entry);
      return page.success ? [page.data] : [];
    });
    return { pages, more: answer.data.continue?.gsroffset !== undefined };
  }
}

function errorCode(answer: unknown): string | undefined {
  const parsed = answerSchema.shape.error.safeParse((answer as { error?: unknown } | null)?.error);
  return parsed.success ? parsed.data?.code : undefined;
}
