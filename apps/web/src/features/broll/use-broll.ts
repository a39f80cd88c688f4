// The video's b-roll, saved with its other edits by PUT /user/videos/{vid}/edits a moment after
// the last change (a drag settles first). The hook title and music are read from the server just
// before each save and sent back unchanged (the same query and requests as the music picker).
import type { VideoEdits } from '@captionist/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useAutosave } from '../../lib/use-autosave';
import { saveEditsPart, videoEditsQuery } from '../video-edits';

export type BrollItem = VideoEdits['broll'][number];

export const BROLL_SAVE_DELAY_MS = 600;
const NO_ITEMS: BrollItem[] = [];

export function useBroll(videoId: string) {
  const queryClient = useQueryClient();
  const query = useQuery(videoEditsQuery(videoId));
  // undefined: nothing changed on this page yet, so the saved b-roll is shown.
  const [changed, setChanged] = useState<BrollItem[] | undefined>(undefined);

  const save = useCallback(
    async ({ broll }: { broll: BrollItem[] }) => {
      await saveEditsPart(queryClient, videoId, { broll });
    },
    [queryClient, videoId],
  );
  const autosave = useAutosave(save, BROLL_SAVE_DELAY_MS);

  const items = changed ?? query.data?.broll ?? NO_ITEMS;
  const change = (next: BrollItem[]) => {
    setChanged(next);
    autosave.schedule({ broll: next });
  };

  return {
    ready: query.isSuccess,
    query,
    items,
    add: (item: BrollItem) => change([...items, item].sort((a, b) => a.start_ms - b.start_ms)),
    replace: (index: number, item: BrollItem) => change(items.map((old, i) => (i === index ? item : old))),
    remove: (index: number) => change(items.filter((_, i) => i !== index)),
    save: autosave.state,
    retrySave: autosave.retry,
  };
}
