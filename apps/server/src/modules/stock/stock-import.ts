// A stock item into the user's media library (b-roll takes media ids): the route re-fetches the
// item by id from its provider and adds a "processing" row; the "media.import-stock" job streams
// the provider's file into storage and probes it like an upload.
import { randomUUID } from 'node:crypto';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  checkUploadSize,
  mediaLimitMessage,
  type StockImportRequest,
  stockProviderLabels,
} from '@captionist/contracts';
import type { AppContext } from '../../app-context';
import type { MediaMetadata } from '../../platform/db/schema/json-columns';
import { AppError } from '../../platform/http/app-error';
import { processMedia } from '../media/media-processing';
import {
  countMedia,
  findMediaForJob,
  insertMedia,
  type MediaRow,
  mediaStoragePrefix,
  updateMedia,
} from '../media/media-queries';
import { findFeatures } from '../plans/subscription-queries';
import { stockMediaFile } from './stock-media-file';
import { STOCK_DOWNLOAD_MAX_BYTES } from './stock-provider';
import type { StockService } from './stock-service';

const DOWNLOAD_TIMEOUT_MS = 120_000;
const MAX_REDIRECTS = 3;
export const stockImportMessages = {
  failed: 'The stock file could not be downloaded. Please try again.',
  tooLarge: 'The stock file is too large for the media library.',
};

export async function importStockItem(
  context: AppContext,
  stock: StockService,
  userId: string,
  request: StockImportRequest,
): Promise<MediaRow> {
  const { db } = context.database;
  const features = await findFeatures(db, userId);
  const feature = features.media_uploads;
  if (!feature.enabled || (feature.limit != null && (await countMedia(db, userId)) >= feature.limit)) {
    throw AppError.forbidden(mediaLimitMessage(feature.limit, feature.enabled));
  }
  const item = await stock.find(userId, request.provider, request.kind, request.id);
  const file = stockMediaFile(item);
  const id = randomUUID();
  const { credit } = item;
  const metadata: MediaMetadata = {
    stock: { provider: item.provider, id: item.id, kind: item.kind, download_url: item.download_url },
  };
  const title = credit.title ?? `${stockProviderLabels[item.provider]} ${item.kind} ${item.id}`;
  const row = await insertMedia(db, {
    id,
    userId,
    kind: file.media,
    name: `${title} by ${credit.author}`.slice(0, 200),
    status: 'processing',
    storageKey: `${mediaStoragePrefix(userId, id)}/source.${file.extension}`,
    mimeType: file.mime,
    metadata,
    // Kept in a column of its own: the probe later replaces the metadata.
    credit,
  });
  await context.queue.send('media.import-stock', { mediaId: row.id });
  return row;
}

/** The job: download (host-checked at every hop), store, then the usual media probe. */
export async function downloadStockMedia(
  context: AppContext,
  stock: StockService,
  mediaId: string,
  signal: AbortSignal,
): Promise<void> {
  const { db } = context.database;
  const media = await findMediaForJob(db, mediaId);
  if (media?.status !== 'processing') return;
  const source = media.metadata.stock;
  const fail = async (error: string) => {
    await context.storage.delete(media.storageKey).catch(() => undefined);
    await updateMedia(db, media.id, { status: 'failed', error });
  };
  if (!source) return fail(stockImportMessages.failed);
  const features = await findFeatures(db, media.userId);
  try {
    const provider = stock.provider(source.provider, source.kind);
    const response = await fetchChecked(
      source.download_url,
      (url) => provider.checkUrl(url),
      provider.downloadHeaders ?? {},
      signal,
    );
    const declared = Number(response.headers.get('content-length') ?? 0);
    if (declared > STOCK_DOWNLOAD_MAX_BYTES || !checkUploadSize(features, declared).ok) {
      await response.body?.cancel();
      return fail(stockImportMessages.tooLarge);
    }
    let bytes = 0;
    const counter = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        bytes += chunk.length;
        done(bytes > STOCK_DOWNLOAD_MAX_BYTES ? new Error(stockImportMessages.tooLarge) : null, chunk);
      },
    });
    const body = Readable.fromWeb(response.body as import('node:stream/web').ReadableStream);
    const stored = context.storage.put(media.storageKey, counter, {
      contentType: media.mimeType ?? undefined,
    });
    await Promise.all([pipeline(body, counter), stored]);
    if (!checkUploadSize(features, bytes).ok) return fail(stockImportMessages.tooLarge);
    await updateMedia(db, media.id, { sizeBytes: bytes });
  } catch (err) {
    context.logger.warn({ mediaId, err: (err as Error).message }, 'stock import failed');
    return fail(
      (err as Error).message === stockImportMessages.tooLarge
        ? stockImportMessages.tooLarge
        : stockImportMessages.failed,
    );
  }
  await processMedia(context, media.id, signal);
}

/** GET that follows redirects only to URLs `check` allows (no SSRF through a redirect). */
async function fetchChecked(
  start: string,
  check: (url: string) => string | null,
  headers: Readonly<Record<string, string>>,
  signal: AbortSignal,
): Promise<Response> {
  let url = check(start);
  const timed = AbortSignal.any([signal, AbortSignal.timeout(DOWNLOAD_TIMEOUT_MS)]);
  for (let hop = 0; url && hop <= MAX_REDIRECTS; hop++) {
    const response = await fetch(url, { redirect: 'manual', signal: timed, headers });
    if (response.status >= 300 && response.status < 400) {
      const location = response.headers.get('location');
      await response.body?.cancel();
      url = location ? check(new URL(location, url).toString()) : null;
      continue;
    }
    if (!response.ok || !response.body) throw new Error(`download answered HTTP ${response.status}`);
    return response;
  }
  throw new Error('download URL refused');
}
