// The transcript editor's side of the editor model: opens the words (restoring a draft kept in
// the browser while unsaved, so a reload loses nothing), edits them with undo/redo in the store,
// and saves them through the editor's saver.
import type { Transcript, VideoDetail } from '@captionist/contracts';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { showToast } from '../../lib/toast';
import {
  clearDraft,
  createEditorState,
  draftFits,
  hasUnsavedChanges,
  readDraft,
  setDraft,
  type TranscriptDraft,
  type TranscriptEditAction,
  transcriptVersion,
} from '../transcript';
import { useEditorModel, useEditorState } from './editor-model';
import { describeSaveFailure } from './save-errors';

/** Where the editor's words came from when it opened. */
export type DraftOrigin =
  | { kind: 'none' }
  /** Unsaved edits of this very transcript, restored. */
  | { kind: 'restored'; savedAt: string }
  /** Unsaved edits of a transcript that has changed since (a new run or alignment): not applied. */
  | { kind: 'outdated'; draft: TranscriptDraft };

function openEditor(video: VideoDetail, transcript: Transcript) {
  const version = transcriptVersion(transcript);
  const draft = readDraft(video.id);
  const fits = draft !== null && draftFits(draft.basedOn, transcript);
  const origin: DraftOrigin = !draft
    ? { kind: 'none' }
    : fits
      ? { kind: 'restored', savedAt: draft.savedAt }
      : { kind: 'outdated', draft };
  return {
    state: createEditorState(transcript.words, video.duration_ms, fits ? draft.words : null),
    version,
    origin,
  };
}

export function useTranscriptEditor(video: VideoDetail, transcript: Transcript) {
  const { store, saver } = useEditorModel();
  const [opened] = useState(() => openEditor(video, transcript));
  // The words as they were when the editor last closed: effects run again without a new mount
  // (a hidden tab's Activity, React's strict mode), and must reopen what was there then, not the
  // words the editor first opened with, which a save since has replaced.
  const lastWords = useRef(opened.state);
  useLayoutEffect(() => {
    store.openWords(lastWords.current);
    return () => {
      lastWords.current = store.getState().transcript ?? lastWords.current;
      store.closeWords();
    };
  }, [store]);
  const state = useEditorState((editor) => editor.transcript) ?? opened.state;
  const failure = useEditorState((editor) => editor.failure);
  const saving = useEditorState((editor) => editor.saving === 'words');
  const [basedOn, setBasedOn] = useState(opened.version);
  const [origin, setOrigin] = useState(opened.origin);
  const unsaved = hasUnsavedChanges(state);
  const dispatch = (action: TranscriptEditAction) => store.editWords(action);

  // A fresh copy of the video brings a transcript saved since (here, or elsewhere). Our own
  // save only moves what the draft is based on; another one is taken unless there are unsaved
  // edits here (their draft then shows as made on an older transcript at the next visit).
  const serverVersion = transcriptVersion(transcript);
  useEffect(() => {
    if (serverVersion === basedOn) return;
    // The page may open on a cached copy older than the transcript a draft was made on (the
    // cache is written to storage a moment after it changes): when the fresh copy is that one,
    // the draft fits after all and is restored.
    if (origin.kind === 'outdated' && draftFits(origin.draft.basedOn, transcript) && !unsaved) {
      store.openWords(createEditorState(transcript.words, video.duration_ms, origin.draft.words));
      setOrigin({ kind: 'restored', savedAt: origin.draft.savedAt });
      setBasedOn(serverVersion);
      return;
    }
    const ours = !hasUnsavedChanges({ ...state, words: transcript.words });
    if (!ours && unsaved) return;
    if (!ours) store.editWords({ type: 'load', saved: transcript.words });
    setBasedOn(serverVersion);
  }, [serverVersion, basedOn, unsaved, transcript, state, store, origin, video.duration_ms]);

  useEffect(() => {
    if (unsaved) setDraft(video.id, { words: [...state.words], basedOn, savedAt: new Date().toISOString() });
    // An outdated draft stays until the person restores or discards it.
    else if (origin.kind !== 'outdated') clearDraft(video.id);
  }, [unsaved, state.words, basedOn, video.id, origin.kind]);

  const save = async () => {
    try {
      await saver.save('words');
      showToast({ type: 'success', title: 'Transcript saved', message: 'Exports now use your edits.' });
    } catch {
      // The failure is shown beside the words (or as the conflict notice).
    }
  };

  // Errors name words by their place in the list that was sent; once the words change they no
  // longer point at the right ones.
  const wordsFailure =
    failure?.part === 'words' && failure.sent === state.words
      ? describeSaveFailure(failure.error, state.words)
      : null;

  return {
    state,
    dispatch,
    unsaved,
    origin,
    save: () => void save(),
    isSaving: saving,
    failure: wordsFailure,
    discardDraft: () => clearDraft(video.id),
    /** Takes an outdated draft over onto this transcript; it opens with the editor's next mount. */
    adoptDraft: () => {
      if (origin.kind === 'outdated') setDraft(video.id, { ...origin.draft, basedOn });
    },
  };
}
