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
  return {
    cuts,
    change(next: readonly Cut[]) {
      store.setEdits({ cuts: [...next] });
      saver.schedule('edits', 0);
    },
  };
}
