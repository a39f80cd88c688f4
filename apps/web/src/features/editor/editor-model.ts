// The editor model of one video (its store and its saver) for the components of the editor
// page: created by the page, read anywhere below it.
import type { VideoDetail } from '@captionist/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { createContext, useContext, useEffect, useState, useSyncExternalStore } from 'react';
import { toCaptionStyle } from '../caption-style';
import { EditorSaver } from './editor-saver';
import { type EditorState, EditorStore } from './editor-store';

export interface EditorModel {
  store: EditorStore;
  saver: EditorSaver;
}

export const EditorModelContext = createContext<EditorModel | null>(null);

export function useEditorModel(): EditorModel {
  const model = useContext(EditorModelContext);
  if (!model) throw new Error('useEditorModel is used outside the video editor.');
  return model;
}

/** A part of the editor's state; `select` returns a part of the state as is (no new object). */
export function useEditorState<T>(select: (state: EditorState) => T): T {
  const { store } = useEditorModel();
  return useSyncExternalStore(store.subscribe, () => select(store.getState()));
}

/** The model of `video` for the page's lifetime; what waits is sent when the tab is hidden or closes. */
export function useNewEditorModel(video: VideoDetail): EditorModel {
  const queryClient = useQueryClient();
  const [model] = useState(() => {
    const store = new EditorStore({
      version: video.edit_version,
      style: toCaptionStyle(video.caption_settings),
    });
    return { store, saver: new EditorSaver(store, queryClient, video.id) };
  });
  useEffect(() => {
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') model.saver.sendWaiting();
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      model.saver.sendWaiting();
    };
  }, [model]);
  return model;
}
