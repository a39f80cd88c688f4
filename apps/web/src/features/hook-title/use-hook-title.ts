// The video's hook title in the editor model, saved with the video's other edits a moment after
// the last change. A title that is empty or too long stays here until it is fixed.
import { hookSchema, type VideoEdits } from '@captionist/contracts';
import { useState } from 'react';
import { useVideoEdits } from '../video-edits';

export type Hook = NonNullable<VideoEdits['hook']>;

export const DEFAULT_HOOK_DURATION_MS = 3000;
/** Typing settles, then one save. */
export const HOOK_SAVE_DELAY_MS = 800;

export function useHookTitle(videoId: string) {
  const edits = useVideoEdits(videoId, HOOK_SAVE_DELAY_MS);
  // undefined: nothing typed on this page yet, so the editor's hook is shown.
  const [draft, setDraft] = useState<{ text: string; duration_ms: number } | null | undefined>(undefined);

  const hook = draft === undefined ? (edits.edits?.hook ?? null) : draft;
  const check = hook ? hookSchema.safeParse(hook) : null;
  const problem =
    check && !check.success ? (check.error.issues[0]?.message ?? 'Check the hook title.') : null;

  const change = (next: { text: string; duration_ms: number } | null) => {
    setDraft(next);
    if (next === null) return edits.change({ hook: null }, 0);
    const parsed = hookSchema.safeParse(next);
    // An empty or too long title waits until it is fixed; what was saved stays.
    if (parsed.success) edits.change({ hook: parsed.data });
  };

  return {
    ready: edits.ready,
    query: edits.query,
    hook,
    problem,
    setText: (text: string) => change({ text, duration_ms: hook?.duration_ms ?? DEFAULT_HOOK_DURATION_MS }),
    setDurationMs: (durationMs: number) => hook && change({ ...hook, duration_ms: durationMs }),
    remove: () => change(null),
    save: edits.save,
    retrySave: edits.retrySave,
  };
}
