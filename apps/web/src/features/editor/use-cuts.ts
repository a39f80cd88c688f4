// The video's cuts as the editor changes them: read from the editor model, replaced as a whole
// and saved at once, like the other edits (docs/automatic-editing.md).
import type { TimeRange } from '@captionist/captions';
import type { Cut, CutReason } from '@captionist/contracts';
import { useEditorModel, useEditorState } from './editor-model';

const NO_CUTS: readonly Cut[] = [];

/** API ranges (cuts, quiet ranges) as the caption engine's. */
export const asRanges = (list: readonly { start_ms: number; end_ms: number }[]): TimeRange[] =>
  list.map((range) => ({ start: range.start_ms, end: range.end_ms }));

export const asCuts = (ranges: readonly TimeRange[], reason: CutReason): Cut[] =>
  ranges.map((range) => ({ start_ms: range.start, end_ms: range.end, reason }));

export function useCuts() {
  const { store, saver } = useEditorModel();
  const cuts = useEditorState((state) => state.edits?.cuts) ?? NO_CUTS;
  const change = (next: readonly Cut[]) => {
    store.setEdits({ cuts: [...next] });
    saver.schedule('edits', 0);
  };
  return {
    cuts,
    change,
    /** A clip kept: the video becomes that range, everything around it cut (the cuts inside stay). */
    keepOnly(range: { start_ms: number; end_ms: number }, durationMs: number | null) {
      const inside = cuts.filter((cut) => cut.end_ms > range.start_ms && cut.start_ms < range.end_ms);
      const around: Cut[] = [
        ...(range.start_ms > 0 ? [{ start_ms: 0, end_ms: range.start_ms, reason: 'manual' as const }] : []),
        ...(durationMs && range.end_ms < durationMs
          ? [{ start_ms: range.end_ms, end_ms: durationMs, reason: 'manual' as const }]
          : []),
      ];
      change([...around, ...inside]);
    },
  };
}
