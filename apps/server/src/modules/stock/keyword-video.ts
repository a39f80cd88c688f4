// The clip that best fills a b-roll slot: the requested orientation first, then long enough
// for the slot, then the aspect closest to the target, then the shortest that still fits.
import type { StockItem, StockOrientation } from '@captionist/contracts';
import { orientationOf } from './stock-provider';

const TARGET_ASPECT: Record<StockOrientation, number> = { landscape: 16 / 9, portrait: 9 / 16, square: 1 };

export function pickKeywordVideo(
  items: StockItem[],
  orientation: StockOrientation,
  minDurationMs = 0,
): StockItem | null {
  const target = TARGET_ASPECT[orientation];
  const rank = (item: StockItem) => ({
    orientation: orientationOf(item.width, item.height) === orientation ? 0 : 1,
    long: (item.duration_ms ?? 0) >= minDurationMs ? 0 : 1,
    aspect: Math.abs(Math.log(item.width / item.height / target)),
    // Among clips that fit, the shortest wastes least; among those too short, the longest.
    length: (item.duration_ms ?? 0) >= minDurationMs ? (item.duration_ms ?? 0) : -(item.duration_ms ?? 0),
  });
  const ranked = items
    .filter((item) => item.kind === 'video')
    .map((item) => ({ item, rank: rank(item) }))
    .sort(
      (a, b) =>
        a.rank.orientation - b.rank.orientation ||
        a.rank.long - b.rank.long ||
        a.rank.aspect - b.rank.aspect ||
        a.rank.length - b.rank.length,
    );
  return ranked[0]?.item ?? null;
}
