// One interface for every stock media source (keyed Pexels and Giphy, open Openverse and Wikimedia
// Commons), so Pixabay, Tenor or Unsplash can be added beside them. A provider turns its own
// answer into normalised, URL-checked items, each with the credit its licence asks for.
import type { StockItem, StockKind, StockOrientation, StockProviderName } from '@captionist/contracts';
import type { Logger } from 'pino';

export interface StockSearchOptions {
  kind: StockKind;
  orientation?: StockOrientation | undefined;
  page: number;
}

export interface StockPage {
  items: StockItem[];
  hasMore: boolean;
}

export interface StockProvider {
  readonly name: StockProviderName;
  readonly kinds: readonly StockKind[];
  search(query: string, options: StockSearchOptions): Promise<StockPage>;
  /** One item by its id (for an import), or null when the provider has no such item. */
  find(id: string, kind: StockKind): Promise<StockItem | null>;
  /** The URL if the import job may fetch it (https on the provider's hosts), else null. */
  checkUrl(url: string): string | null;
  /** Sent with the import job's download of the provider's files (who we are, for open APIs). */
  readonly downloadHeaders?: Readonly<Record<string, string>>;
}

/** Results per page asked of every provider. */
export const STOCK_PAGE_SIZE = 20;

/** Stock files beyond this are not b-roll material (Pexels full-HD clips stay well under). */
export const STOCK_DOWNLOAD_MAX_BYTES = 200 * 1024 * 1024;

export function orientationOf(width: number, height: number): StockOrientation {
  const ratio = width / height;
  if (ratio > 1.1) return 'landscape';
  if (ratio < 0.9) return 'portrait';
  return 'square';
}

/**
 * The items a provider could normalise; the rest (unparseable, unlicensed, off-host URLs) are
 * dropped and counted in the log, so a change in a provider's answers shows up.
 */
export function usableItems(
  items: readonly (StockItem | null)[],
  provider: string,
  logger: Logger | undefined,
): StockItem[] {
  const kept = items.filter((item): item is StockItem => item !== null);
  if (kept.length < items.length)
    logger?.warn({ dropped: items.length - kept.length }, `${provider} items dropped`);
  return kept;
}
