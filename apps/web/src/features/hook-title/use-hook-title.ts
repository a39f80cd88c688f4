// The video's hook title, saved with its other edits by PUT /user/videos/{vid}/edits a moment
// after the last change. The music and b-roll are read from the server just before each save and
// sent back unchanged (the same query and requests as the editor's music picker).
import { hookSchema, type VideoEdits } from '@captionist/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useAutosave } from '../../lib/use-autosave';
import { saveEditsPart, videoEditsQuery } from '../video-edits';

export type Hook = NonNullable<VideoEdits['hook']>;

export const DEFAULT_HOOK_DURATION_MS = 3000;
/** Typing settles, then one save. */
export const HOOK_SAVE_DELAY_MS = 800;

export function useHookTitle(videoId: string) {
  const queryClient = useQueryClient();
  const query = useQuery(videoEditsQuery(videoId));
  // undefined: nothing changed on this page yet, so the saved hook is shown.
  const [draft, setDraft] = useState<{ text: string; duration_ms: number } | null | undefined>(undefined);

  const save = useCallback(
    async ({ hook }: { hook: Hook | null }) => {
      await saveEditsPart(queryClient, videoId, { hook });
    },
    [queryClient, videoId],
  );
  const autosave = useAutosave(save, HOOK_SAVE_DELAY_MS);

  const hook = draft === undefined ? (query.data?.hook ?? null) : draft;
  const check = hook ? hookSchema.safeParse(hook) : null;
  const problem =
    check && !check.success ? (check.error.issues[0]?.message ?? 'Check the hook title.') : null;

  const change = (next: { text: string; duration_ms: number } | null) => {
    setDraft(next);
    // Wrapped: the autosave takes null for "nothing waiting".
    if (next === null) return autosave.schedule({ hook: null }, 0);
    const parsed = hookSchema.safeParse(next);
    // An empty or too long title waits until it is fixed; what was saved stays.
    if (parsed.success) autosave.schedule({ hook: parsed.data });
  };

  return {
    ready: query.isSuccess,
    query,
    hook,
    problem,
    setText: (text: string) => change({ text, duration_ms: hook?.duration_ms ?? DEFAULT_HOOK_DURATION_MS }),
    setDurationMs: (durationMs: number) => hook && change({ ...hook, duration_ms: durationMs }),
    remove: () => change(null),
    save: autosave.state,
    retrySave: autosave.retry,
  };
}
