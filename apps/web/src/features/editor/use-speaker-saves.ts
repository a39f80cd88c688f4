// The Speakers panel's renames and colours are stored by the server's speaker routes, not by the
// editor's saver: they go after the editor's waiting changes, on its edit version, and the editor
// then takes in the edits at the version the server answered with (an edit conflict shows its notice).
import { useMemo } from 'react';
import type { SpeakerSaves } from '../speakers';
import { useEditorModel } from './editor-model';
import { isEditConflict } from './editor-saver';

export function useSpeakerSaves(): SpeakerSaves {
  const { store, saver } = useEditorModel();
  return useMemo(
    () => ({
      saveFirst: async () => {
        await saver.flush();
        return store.getState().version;
      },
      stored: (editVersion) => saver.catchUp(editVersion),
      refused: (error) => {
        if (isEditConflict(error)) store.conflicted();
      },
    }),
    [store, saver],
  );
}
