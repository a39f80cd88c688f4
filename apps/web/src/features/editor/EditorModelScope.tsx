import type { CaptionStyle } from '@captionist/captions';
import type { VideoDetail, VideoEdits } from '@captionist/contracts';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useMemo, useSyncExternalStore } from 'react';
import { errorMessage } from '../../lib/normalise-error';
import { type CaptionStyleModel, CaptionStyleModelContext, toCaptionStyle } from '../caption-style';
import { type VideoEditsModel, VideoEditsModelContext, videoEditsQuery } from '../video-edits';
import { type EditorModel, EditorModelContext, useNewEditorModel } from './editor-model';
import { partSaveState } from './editor-store';

/**
 * The editor model of `video` for everything below: the server's copies of the video and of its
 * edits go into it as they arrive (parts changed here and not yet saved are kept; a newer
 * version brings the whole server copy while nothing here waits to be saved). The panels of
 * other features (style, hook title, b-roll) reach it through the models their features name.
 */
export function EditorModelScope({ video, children }: { video: VideoDetail; children: ReactNode }) {
  const model = useNewEditorModel(video);
  const edits = useQuery(videoEditsQuery(video.id)).data;
  const { store, saver } = model;
  // A copy older than what this tab last saved is ignored: a fetch that started before a save
  // can land after it, and would otherwise put the style or edits back as they were.
  useEffect(() => {
    if (video.edit_version >= store.getState().version)
      store.adopt({ style: toCaptionStyle(video.caption_settings) });
    void saver.catchUp(video.edit_version);
  }, [store, saver, video.edit_version, video.caption_settings]);
  useEffect(() => {
    if (!edits) return;
    const { edit_version, ...rest } = edits;
    if (edit_version >= store.getState().version) store.adopt({ edits: rest });
    void saver.catchUp(edit_version);
  }, [store, saver, edits]);
  return (
    <EditorModelContext.Provider value={model}>
      <PanelModels model={model}>{children}</PanelModels>
    </EditorModelContext.Provider>
  );
}

/** The style and the edits of the editor model, as the caption-style and video-edits features see them. */
function PanelModels({ model, children }: { model: EditorModel; children: ReactNode }) {
  const { store, saver } = model;
  const state = useSyncExternalStore(store.subscribe, store.getState);
  // The actions stay the same functions for the editor's lifetime; only the values change.
  const actions = useMemo(
    () => ({
      style: {
        current: () => store.getState().style,
        change: (next: CaptionStyle, delayMs: number) => {
          store.setStyle(next);
          saver.schedule('style', delayMs);
        },
        show: (next: CaptionStyle) => store.adopt({ style: next }),
        retrySave: () => void saver.save('style').catch(() => undefined),
      },
      edits: {
        change: (patch: Partial<VideoEdits>, delayMs: number) => {
          store.setEdits(patch);
          saver.schedule('edits', delayMs);
        },
        retrySave: () => void saver.save('edits').catch(() => undefined),
      },
    }),
    [store, saver],
  );
  const { style, edits, failure, saving, unsaved } = state;
  const styleModel = useMemo<CaptionStyleModel>(
    () => ({
      ...actions.style,
      style,
      save: partSaveState({ failure, saving, unsaved }, 'style', errorMessage),
    }),
    [actions, style, failure, saving, unsaved],
  );
  const editsModel = useMemo<VideoEditsModel>(
    () => ({
      ...actions.edits,
      edits,
      save: partSaveState({ failure, saving, unsaved }, 'edits', errorMessage),
    }),
    [actions, edits, failure, saving, unsaved],
  );
  return (
    <CaptionStyleModelContext.Provider value={styleModel}>
      <VideoEditsModelContext.Provider value={editsModel}>{children}</VideoEditsModelContext.Provider>
    </CaptionStyleModelContext.Provider>
  );
}
