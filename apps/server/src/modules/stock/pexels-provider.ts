// Pexels photos (GET /v1/search) and videos (GET /videos/search), key in the Authorization
// header. Their answers are read leniently and each item is kept only if its URLs check out.
import type { StockCredit, StockItem, StockKind } from '@captionist/contracts';
import type { Logger } from 'pino';
import { z } from 'zod';
import { getProviderJson, unreadable } from './provider-request';
import { localStandInOrigin, providerUrl } from './provider-urls';
import {
  STOCK_PAGE_SIZE,
  type StockPage,
  type StockProvider,
  type StockSearchOptions,
  usableItems,
} from './stock-provider';

const DOMAIN = 'pexels.com';
const HOME = 'https://www.pexels.com/';
const LICENCE = { licence: 'Pexels License', licence_url: 'https://www.pexels.com/license/' };
/** Downloads larger than full HD only slow the render down. */
const MAX_DOWNLOAD_EDGE = 1920;
const MIN_PREVIEW_EDGE = 360;

const dimension = z.number().int().positive();
const photoSchema = z.object({
  id: z.union([z.number(), z.string()]),
  width: dimension,
  height: dimension,
  url: z.string().nullish(),
  photographer: z.string().nullish(),
  photographer_url: z.string().nullish(),
  src: z.record(z.string(), z.string().nullish()),
});
const videoFileSchema = z.object({
  file_type: z.string().nullish(),
  width: z.number().nullish(),
  height: z.number().nullish(),
  link: z.string(),
});
const videoSchema = z.object({
  id: z.union([z.number(), z.string()]),
  width: dimension,
  height: dimension,
  duration: z.number().nonnegative(),
  url: z.string().nullish(),
  image: z.string(),
  user: z.object({ name: z.string().nullish(), url: z.string().nullish() }).nullish(),
  video_files: z.array(videoFileSchema),
});
const pageSchema = z.object({
  page: z.number().optional(),
  total_results: z.number().optional(),
  next_page: z.string().nullish(),
});
const photosAnswer = pageSchema.extend({ photos: z.array(z.unknown()) });
const videosAnswer = pageSchema.extend({ videos: z.array(z.unknown()) });

export class PexelsProvider implements StockProvider {
  readonly name = 'pexels' as const;
  readonly kinds = ['photo', 'video'] as const;

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

  async find(id: string, kind: StockKind): Promise<StockItem | null> {
    const video = kind === 'video';
    const path = video ? `/videos/videos/${encodeURIComponent(id)}` : `/v1/photos/${encodeURIComponent(id)}`;
    const json = await getProviderJson(
      {
        provider: 'Pexels',
        url: new URL(path, this.settings.baseUrl),
        headers: { authorization: this.settings.apiKey },
        notFoundAsNull: true,
        keyed: true,
      },
      this.logger,
    );
    if (json === null) return null;
    return video ? videoItem(json, this.#local) : photoItem(json, this.#local);
  }

  async search(query: string, options: StockSearchOptions): Promise<StockPage> {
    const video = options.kind === 'video';
    const url = new URL(video ? '/videos/search' : '/v1/search', this.settings.baseUrl);
    url.searchParams.set('query', query);
    url.searchParams.set('page', String(options.page));
    url.searchParams.set('per_page', String(STOCK_PAGE_SIZE));
    if (options.orientation) url.searchParams.set('orientation', options.orientation);
    const json = await getProviderJson(
      { provider: 'Pexels', url, headers: { authorization: this.settings.apiKey }, keyed: true },
      this.logger,
    );
    const answer = (video ? videosAnswer : photosAnswer).safeParse(json);
    if (!answer.success) throw unreadable('Pexels');
    const raw = 'videos' in answer.data ? answer.data.videos : answer.data.photos;
    const items = raw.map((entry) => (video ? videoItem(entry, this.#local) : photoItem(entry, this.#local)));
    const kept = usableItems(items, 'Pexels', this.logger);
    return { items: kept, hasMore: Boolean(answer.data.next_page) };
  }
}

function photoItem(entry: unknown, local: string | undefined): StockItem | null {
  const photo = photoSchema.safeParse(entry);
  if (!photo.success) return null;
  const { id, width, height, src } = photo.data;
  const thumbnail = providerUrl(src.medium ?? src.small, DOMAIN, local);
  const preview = providerUrl(src.large ?? src.medium, DOMAIN, local);
  const download = providerUrl(src.original, DOMAIN, local);
  if (!thumbnail || !preview || !download) return null;
  return {
    id: String(id),
    provider: 'pexels',
    kind: 'photo',
    thumbnail_url: thumbnail,
    preview_url: preview,
    download_url: download,
    width,
    height,
    duration_ms: null,
    credit: pexelsCredit(photo.data.photographer, photo.data.photographer_url, photo.data.url),
  };
}

function videoItem(entry: unknown, local: string | undefined): StockItem | null {
  const video = videoSchema.safeParse(entry);
  if (!video.success) return null;
  const files = video.data.video_files
    .map((file) => ({ ...file, link: providerUrl(file.link, DOMAIN, local) }))
    .filter(
      (file): file is { link: string; width: number; height: number; file_type: string } =>
        file.link !== null && file.file_type === 'video/mp4' && !!file.width && !!file.height,
    )
    .sort((a, b) => edge(a) - edge(b));
  const download = files.filter((f) => edge(f) <= MAX_DOWNLOAD_EDGE).pop() ?? files[0];
  const preview = files.find((f) => edge(f) >= MIN_PREVIEW_EDGE) ?? download;
  const thumbnail = providerUrl(video.data.image, DOMAIN, local);
  if (!download || !preview || !thumbnail) return null;
  return {
    id: String(video.data.id),
    provider: 'pexels',
    kind: 'video',
    thumbnail_url: thumbnail,
    preview_url: preview.link,
    download_url: download.link,
    width: download.width,
    height: download.height,
    duration_ms: Math.round(video.data.duration * 1000),
    credit: pexelsCredit(video.data.user?.name, video.data.user?.url, video.data.url),
  };
}

/** Links are the real pexels.com pages, never a local stand-in's. */
function pexelsCredit(
  author: string | null | undefined,
  authorUrl: string | null | undefined,
  page: string | null | undefined,
): StockCredit {
  return {
    provider: 'pexels',
    title: null,
    author: author || 'Pexels',
    author_url: providerUrl(authorUrl, DOMAIN),
    ...LICENCE,
    source_url: providerUrl(page, DOMAIN) ?? HOME,
  };
}

const edge = (file: { width: number; height: number }) => Math.max(file.width, file.height);
