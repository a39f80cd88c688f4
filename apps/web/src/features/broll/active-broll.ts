// Which b-roll item covers the picture at a moment of playback: the render shows an item from its
// start up to its end (ffmpeg's `between(t, start, end)`); where items overlap, the later in the
// list is drawn on top, as in the render's chain of overlays.
import type { VideoEdits } from '@captionist/contracts';

type BrollItem = VideoEdits['broll'][number];

export function activeBroll(items: readonly BrollItem[], timeMs: number): BrollItem | null {
  for (let i = items.length - 1; i >= 0; i--) {
    const item = items[i];
    if (item && item.start_ms <= timeMs && timeMs <= item.end_ms) return item;
  }
  return null;
}
