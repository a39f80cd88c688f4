// The transcript editor's state for one video: the edits with undo/redo, kept as a draft in the
// browser while unsaved (so a reload loses nothing), and the save to the server.
import type { Transcript, TranscriptWord, VideoDetail } from '@captionist/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useReducer, useState } from 'react';
import type { ApiError } from '../../lib/normalise-error';
import { showToast } from '../../lib/toast';
import {
  clearDraft,
  createEditorState,
  hasUnsavedChanges,
  readDraft,
  setDraft,
  type TranscriptDraft,
  transcriptEditorReducer,
  transcriptVersion,
} from '../transcript';
import { rememberVideoDetail } from './editor-cache';
import { saveTranscription } from './editor-requests';
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
  const fits = draft?.basedOn === version;
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
  const queryClient = useQueryClient();
  const [opened] = useState(() => openEditor(video, transcript));
  const [state, dispatch] = useReducer(transcriptEditorReducer, opened.state);
  const [basedOn, setBasedOn] = useState(opened.version);
  const unsaved = hasUnsavedChanges(state);

  // The page may open on the copy of the video kept since the last visit (persisted every few
  // seconds only); the fresh copy brings a transcript saved since. Take it, unless there are
  // unsaved edits here (their draft then shows as made on an older transcript at the next visit).
  const serverVersion = transcriptVersion(transcript);
  useEffect(() => {
    if (serverVersion === basedOn || unsaved) return;
    dispatch({ type: 'load', saved: transcript.words });
    setBasedOn(serverVersion);
  }, [serverVersion, basedOn, unsaved, transcript.words]);

  useEffect(() => {
    if (unsaved) setDraft(video.id, { words: [...state.words], basedOn, savedAt: new Date().toISOString() });
    // An outdated draft stays until the person restores or discards it.
    else if (opened.origin.kind !== 'outdated') clearDraft(video.id);
  }, [unsaved, state.words, basedOn, video.id, opened.origin.kind]);

  const save = useMutation<VideoDetail, ApiError, readonly TranscriptWord[]>({
    mutationFn: (words) => saveTranscription(video.id, words),
    onSuccess: (saved) => {
      rememberVideoDetail(queryClient, saved);
      if (saved.transcript) {
        dispatch({ type: 'markSaved', saved: saved.transcript.words });
        setBasedOn(transcriptVersion(saved.transcript));
      }
      showToast({ type: 'success', title: 'Transcript saved', message: 'Exports now use your edits.' });
    },
  });

  // Errors name words by their place in the list that was sent; once the words change they no
  // longer point at the right ones.
  const failure =
    save.error && save.variables === state.words ? describeSaveFailure(save.error, state.words) : null;

  return {
    state,
    dispatch,
    unsaved,
    origin: opened.origin,
    save: () => save.mutate(state.words),
    isSaving: save.isPending,
    failure,
    discardDraft: () => clearDraft(video.id),
    /** Takes an outdated draft over onto this transcript; it opens with the editor's next mount. */
    adoptDraft: () => {
      if (opened.origin.kind === 'outdated') setDraft(video.id, { ...opened.origin.draft, basedOn });
    },
  };
}
