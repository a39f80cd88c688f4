// The video's edits (hook title, music, b-roll) as the editor model holds them, for the panels
// that change one of them: each change goes into the store and is saved a moment later.
import type { VideoEdits } from '@captionist/contracts';
import { errorMessage } from '../../lib/normalise-error';
import { useEditorModel, useEditorState } from './editor-model';
import { partSaveState } from './editor-store';
import { useVideoEditsQuery } from './use-video-edits-query';

export function useVideoEdits(videoId: string, saveDelayMs: number) {
  const { store, saver } = useEditorModel();
  const query = useVideoEditsQuery(videoId);
  const editor = useEditorState((state) => state);
  return {
    query,
    /** The edits have loaded (or failed to: see `query`). */
    ready: query.isSuccess && editor.edits !== null,
    edits: editor.edits,
    change: (patch: Partial<VideoEdits>, delayMs = saveDelayMs) => {
      store.setEdits(patch);
      saver.schedule('edits', delayMs);
    },
    save: partSaveState(editor, 'edits', errorMessage),
    retrySave: () => void saver.save('edits').catch(() => undefined),
  };
}
