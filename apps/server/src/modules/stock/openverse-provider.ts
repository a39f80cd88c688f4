// Openverse photos (GET /v1/images/, no key): openly licensed images gathered from many sites.
// Only licences that allow commercial use and changes are asked for (CC BY, CC BY-SA, CC0, the
// Public Domain Mark). The original files live on those many sites, so we never fetch them:
// thumbnails and the full-size download both come through Openverse's own image proxy.
import type { StockCredit, StockItem, StockOrientation } from '@captionist/contracts';
import type { Logger } from 'pino';
import { z } from 'zod';
import { ProviderPause } from './provider-pause';
import { getProviderJson, unreadable } from './provider-request';
import { linkUrl, localStandInOrigin, providerUrl } from './provider-urls';
import {
  STOCK_PAGE_SIZE,
  type StockPage,
  type StockProvider,
  type StockSearchOptions,
  usableItems,
} from './stock-provider';

const DOMAIN = 'openverse.org';
const PROVIDER = 'Openverse';
/** Usable in a video made for profit, cropped and scaled (no NC, no ND). */
export const OPENVERSE_LICENCES = ['by', 'by-sa', 'cc0', 'pdm'] as const;
/** What the image proxy can hand us as a picture (Openverse's `filetype`; absent is allowed). */
const PICTURE_TYPES = new Set(['jpg', 'jpeg', 'png', 'webp']);
const ASPECT: Record<StockOrientation, string> = { landscape: 'wide', portrait: 'tall', square: 'square' };

const dimension = z.number().int().positive();
const imageSchema = z.object({
  id: z.string().regex(/^[A-Za-z0-9-]{1,64}$/),
  title: z.string().nullish(),
  thumbnail: z.string(),
  creator: z.string().nullish(),
  creator_url: z.string().nullish(),
  license: z.string(),
  license_version: z.string().nullish(),
  license_url: z.string().nullish(),
  foreign_landing_url: z.string().nullish(),
  filetype: z.string().nullish(),
  width: dimension,
  height: dimension,
});
const answerSchema = z.object({
  results: z.array(z.unknown()),
  page_count: z.number().int().optional(),
  page: z.number().int().optional(),
});

export class OpenverseProvider implements StockProvider {
  readonly name = 'openverse' as const;
  readonly kinds = ['photo'] as const;

  readonly #local: string | undefined;
  readonly #pause = new ProviderPause();

  constructor(
    private readonly settings: { baseUrl: string; userAgent: string },
    private readonly logger?: Logger,
  ) {
    this.#local = localStandInOrigin(settings.baseUrl, DOMAIN);
  }

  get downloadHeaders() {
    return { 'user-agent': this.settings.userAgent };
  }

  checkUrl(url: string): string | null {
    return providerUrl(url, DOMAIN, this.#local);
  }

  async find(id: string): Promise<StockItem | null> {
    const url = new URL(`/v1/images/${encodeURIComponent(id)}/`, this.settings.baseUrl);
    const json = await this.#get(url, true);
    return json === null ? null : this.#item(json);
  }

  async search(query: string, options: StockSearchOptions): Promise<StockPage> {
    const url = new URL('/v1/images/', this.settings.baseUrl);
    url.searchParams.set('q', query);
    url.searchParams.set('page', String(options.page));
    // 20 is the most an anonymous client may ask for (more is refused with a 401).
    url.searchParams.set('page_size', String(STOCK_PAGE_SIZE));
    url.searchParams.set('license', OPENVERSE_LICENCES.join(','));
    if (options.orientation) url.searchParams.set('aspect_ratio', ASPECT[options.orientation]);
    const answer = answerSchema.safeParse(await this.#get(url, false));
    if (!answer.success) throw unreadable(PROVIDER);
    const items = answer.data.results.map((entry) => this.#item(entry));
    const kept = usableItems(items, PROVIDER, this.logger);
    // Openverse refuses pages past page_count.
    const { page_count } = answer.data;
    return { items: kept, hasMore: page_count !== undefined && options.page < page_count };
  }

  #get(url: URL, notFoundAsNull: boolean): Promise<unknown> {
    return getProviderJson(
      {
        provider: PROVIDER,
        url,
        headers: { 'user-agent': this.settings.userAgent },
        notFoundAsNull,
        pause: this.#pause,
      },
      this.logger,
    );
  }

  #item(entry: unknown): StockItem | null {
    const image = imageSchema.safeParse(entry);
    if (!image.success) return null;
    const { id, width, height, filetype } = image.data;
    if (!(OPENVERSE_LICENCES as readonly string[]).includes(image.data.license.toLowerCase())) return null;
    if (filetype && !PICTURE_TYPES.has(filetype.toLowerCase())) return null;
    const thumbnail = providerUrl(image.data.thumbnail, DOMAIN, this.#local);
    if (!thumbnail) return null;
    // The proxy's `full_size` answer is the original picture (not the 600 px thumbnail).
    const download = new URL(thumbnail);
    download.searchParams.set('full_size', 'true');
    return {
      id,
      provider: 'openverse',
      kind: 'photo',
      thumbnail_url: thumbnail,
      preview_url: thumbnail,
      download_url: download.toString(),
      width,
      height,
      duration_ms: null,
      credit: openverseCredit(image.data),
    };
  }
}

function openverseCredit(image: z.infer<typeof imageSchema>): StockCredit {
  return {
    provider: 'openverse',
    title: image.title?.trim() || null,
    author: image.creator?.trim() || 'Unknown author',
    author_url: linkUrl(image.creator_url),
    licence: licenceName(image.license, image.license_version),
    licence_url: linkUrl(image.license_url),
    // The page on the site Openverse found it on; else Openverse's own page for it.
    source_url: linkUrl(image.foreign_landing_url) ?? `https://openverse.org/image/${image.id}`,
  };
}

/** "CC BY-SA 2.0", "CC0 1.0", "Public Domain Mark 1.0". */
export function licenceName(code: string, version: string | null | undefined): string {
  const lower = code.toLowerCase();
  const name = lower === 'pdm' ? 'Public Domain Mark' : lower === 'cc0' ? 'CC0' : `CC ${code.toUpperCase()}`;
  return version ? `${name} ${version}` : name;
}
