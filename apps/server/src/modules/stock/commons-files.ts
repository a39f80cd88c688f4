// A Wikimedia Commons file page (the Action API's `prop=videoinfo` answer) as a stock item: which
// file to download, and the credit from its metadata (`extmetadata`: Artist, LicenseShortName,
// LicenseUrl, ObjectName, HTML written by the file page's editors).
import type { StockCredit, StockItem, StockKind } from '@captionist/contracts';
import { z } from 'zod';
import { plainText } from './plain-text';
import { linkUrl, providerUrl } from './provider-urls';
import { STOCK_DOWNLOAD_MAX_BYTES } from './stock-provider';

export const COMMONS_DOMAIN = 'wikimedia.org';
/** Downloads larger than full HD only slow the render down. */
const MAX_DOWNLOAD_EDGE = 1920;
const MIN_PREVIEW_EDGE = 360;

const metaValue = z.object({ value: z.union([z.string(), z.number()]) }).partial();
const derivativeSchema = z.object({
  src: z.string(),
  type: z.string(),
  width: z.number().int().nonnegative(),
  height: z.number().int().nonnegative(),
  /** Bits per second, when Commons knows it. */
  bandwidth: z.number().nonnegative().optional(),
});
const infoSchema = z.object({
  url: z.string(),
  descriptionurl: z.string(),
  thumburl: z.string().optional(),
  mime: z.string(),
  /** VIDEO for moving pictures whatever their container (an Ogg video's MIME type is application/ogg). */
  mediatype: z.string().optional(),
  size: z.number().nonnegative(),
  width: z.number().int().nonnegative(),
  height: z.number().int().nonnegative(),
  /** Seconds, for videos. */
  duration: z.number().nonnegative().optional(),
  extmetadata: z.record(z.string(), metaValue).optional(),
  derivatives: z.array(z.unknown()).optional(),
});
export const commonsPageSchema = z.object({
  pageid: z.number().int().positive(),
  ns: z.number().int().optional(),
  title: z.string(),
  index: z.number().optional(),
  missing: z.boolean().optional(),
  videoinfo: z.array(z.unknown()).optional(),
});
export type CommonsPage = z.infer<typeof commonsPageSchema>;

/** The page as a stock item of `kind`, or null when it is not one we can credit and import. */
export function commonsItem(page: CommonsPage, kind: StockKind, local: string | undefined): StockItem | null {
  if (page.missing || (page.ns !== undefined && page.ns !== 6)) return null;
  const info = infoSchema.safeParse(page.videoinfo?.[0]);
  if (!info.success) return null;
  const file = info.data;
  const credit = commonsCredit(page.title, file);
  if (!credit) return null;
  const check = (url: string | undefined) => providerUrl(url, COMMONS_DOMAIN, local);
  const base = { id: String(page.pageid), provider: 'commons' as const, credit };
  if (kind === 'gif') {
    const download = check(file.url);
    if (file.mime !== 'image/gif' || !download || file.size > STOCK_DOWNLOAD_MAX_BYTES) return null;
    if (!file.width || !file.height) return null;
    const thumbnail = check(file.thumburl) ?? download;
    const gif = { thumbnail_url: thumbnail, preview_url: thumbnail, download_url: download };
    return { ...base, kind, ...gif, width: file.width, height: file.height, duration_ms: null };
  }
  if (kind !== 'video' || file.mediatype !== 'VIDEO') return null;
  const thumbnail = check(file.thumburl);
  const files = videoFiles(file, check);
  const download = files.filter((f) => edge(f) <= MAX_DOWNLOAD_EDGE).pop() ?? files[0];
  const preview = files.find((f) => edge(f) >= MIN_PREVIEW_EDGE) ?? download;
  if (!thumbnail || !download || !preview) return null;
  return {
    ...base,
    kind,
    thumbnail_url: thumbnail,
    preview_url: preview.src,
    download_url: download.src,
    width: download.width,
    height: download.height,
    duration_ms: file.duration === undefined ? null : Math.round(file.duration * 1000),
  };
}

type VideoFile = { src: string; width: number; height: number; original: boolean };

/**
 * The WebM files of a video, smallest first: Commons' transcodes (VP9 or VP8, which browsers play
 * and ffmpeg reads) and the original when it is WebM itself (before a transcode of the same size,
 * whose bitrate is known). Ogg Theora originals (no longer played by Chrome), HLS playlists and
 * files too large to import are left out.
 */
function videoFiles(
  file: z.infer<typeof infoSchema>,
  check: (url: string | undefined) => string | null,
): VideoFile[] {
  const seconds = file.duration ?? 0;
  const derivatives = (file.derivatives ?? []).flatMap((entry) => {
    const parsed = derivativeSchema.safeParse(entry);
    return parsed.success ? [parsed.data] : [];
  });
  const listed = derivatives.length
    ? derivatives
    : [{ src: file.url, type: file.mime, width: file.width, height: file.height }];
  return listed
    .filter((d) => d.type.startsWith('video/webm') && d.width > 0 && d.height > 0)
    .filter((d) => {
      const bytes = d.src === file.url ? file.size : ((d.bandwidth ?? 0) * seconds) / 8;
      return bytes <= STOCK_DOWNLOAD_MAX_BYTES;
    })
    .flatMap((d) => {
      const src = check(d.src);
      return src ? [{ src, width: d.width, height: d.height, original: d.src === file.url }] : [];
    })
    .sort((a, b) => edge(a) - edge(b) || Number(b.original) - Number(a.original));
}

const edge = (file: { width: number; height: number }) => Math.max(file.width, file.height);

/** Null without a licence: a file we cannot credit is not offered. */
function commonsCredit(pageTitle: string, file: z.infer<typeof infoSchema>): StockCredit | null {
  const raw = (key: string) => String(file.extmetadata?.[key]?.value ?? '').trim();
  const meta = (key: string) => plainText(raw(key));
  const licence = meta('LicenseShortName');
  const source = linkUrl(file.descriptionurl);
  if (!licence || !source) return null;
  const fileName = pageTitle.replace(/^File:/, '').replace(/\.[A-Za-z0-9]{2,5}$/, '');
  return {
    provider: 'commons',
    title: meta('ObjectName') || fileName || null,
    author: meta('Artist') || 'Unknown author',
    author_url: null,
    licence,
    licence_url: linkUrl(raw('LicenseUrl')),
    source_url: source,
  };
}
