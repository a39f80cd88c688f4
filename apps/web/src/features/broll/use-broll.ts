// The video's b-roll in the editor model, saved with the video's other edits a moment after the
// last change (a drag settles first).
import type { VideoEdits } from '@captionist/contracts';
import { useVideoEdits } from '../video-edits';

export type BrollItem = VideoEdits['broll'][number];

export const BROLL_SAVE_DELAY_MS = 600;
const NO_ITEMS: BrollItem[] = [];

export function useBroll(videoId: string) {
  const edits = useVideoEdits(videoId, BROLL_SAVE_DELAY_MS);
  const items = edits.edits?.broll ?? NO_ITEMS;
  const change = (next: BrollItem[]) => edits.change({ broll: next });

  return {
    ready: edits.ready,
    query: edits.query,
    items,
    add: (item: BrollItem) => change([...items, item].sort((a, b) => a.start_ms - b.start_ms)),
    replace: (index: number, item: BrollItem) => change(items.map((old, i) => (i === index ? item : old))),
    remove: (index: number) => change(items.filter((_, i) => i !== index)),
    save: edits.save,
    retrySave: edits.retrySave,
  };
}
