// The video's punch-ins as the editor changes them, all at once (Add / Remove punch-ins) or one
// at a time from the transcript: read from the editor model, replaced as a whole and saved at
// once, like the other edits (docs/automatic-editing.md "Punch-in zooms").
import type { PunchInDensity } from '@captionist/captions';
import type { TranscriptWord, Zoom } from '@captionist/contracts';
import { useLocalStorage } from '@mantine/hooks';
import { showToast } from '../../lib/toast';
import { useEditorModel, useEditorState } from './editor-model';
import { addPunchIn, movePunchInEdge, type PunchInEdge, punchInTime } from './punch-ins-in-transcript';

const NO_ZOOMS: readonly Zoom[] = [];

const zoomedSeconds = (zoom: Zoom) => ((zoom.end_ms - zoom.start_ms) / 1000).toFixed(1);
const refused = (title: string, message: string) => showToast({ type: 'error', title, message });

export type PunchIns = ReturnType<typeof usePunchIns>;

export function usePunchIns() {
  const { store, saver } = useEditorModel();
  const zooms = useEditorState((state) => state.edits?.zooms) ?? NO_ZOOMS;
  // Kept in the browser: the person's usual pace of zooms.
  const [density, setDensity] = useLocalStorage<PunchInDensity>({
    key: 'captionist.punchInDensity',
    defaultValue: 'subtle',
  });
  const change = (next: readonly Zoom[]) => {
    store.setEdits({ zooms: [...next] });
    saver.schedule('edits', 0);
  };
  return {
    zooms,
    density,
    setDensity,
    change,
    /** Adds a punch-in from `words[index]` to the end of its phrase, at the chosen density's scale. */
    addAt(words: readonly TranscriptWord[], index: number) {
      const result = addPunchIn(words, index, density, zooms);
      if (!result.ok) return refused('No punch-in added', result.message);
      change(result.zooms);
      const seconds = zoomedSeconds(result.added);
      showToast({
        type: 'success',
        title: `Punch-in added at ${punchInTime(result.added)}`,
        message: result.trimmed
          ? `Zoomed for ${seconds} s, up to the next punch-in.`
          : `Zoomed for ${seconds} s, to the end of the phrase.`,
      });
    },
    /** Starts or ends the nearest punch-in at `words[index]` (movePunchInEdge). */
    moveEdge(words: readonly TranscriptWord[], index: number, edge: PunchInEdge) {
      const result = movePunchInEdge(words, index, edge, zooms);
      if (!result.ok) return refused('Punch-in not changed', result.message);
      change(result.zooms);
      showToast({
        type: 'success',
        title: `Punch-in at ${punchInTime(result.moved)} ${edge === 'end' ? 'ends' : 'starts'} here`,
        message: `Zoomed for ${zoomedSeconds(result.moved)} s.`,
      });
    },
    remove(removed: Zoom) {
      change(zooms.filter((zoom) => zoom !== removed));
    },
  };
}
