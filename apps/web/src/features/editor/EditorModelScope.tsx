import type { VideoDetail } from '@captionist/contracts';
import { type ReactNode, useEffect } from 'react';
import { toCaptionStyle } from '../caption-style/caption-style-requests';
import { EditorModelContext, useNewEditorModel } from './editor-model';
import { useVideoEditsQuery } from './use-video-edits-query';

/**
 * The editor model of `video` for everything below: the server's copies of the video and of its
 * edits go into it as they arrive (parts changed here and not yet saved are kept; a newer
 * version brings the whole server copy while nothing here waits to be saved).
 */
export function EditorModelScope({ video, children }: { video: VideoDetail; children: ReactNode }) {
  const model = useNewEditorModel(video);
  const edits = useVideoEditsQuery(video.id).data;
  const { store, saver } = model;
  useEffect(() => {
    store.adopt({ style: toCaptionStyle(video.caption_settings) });
    void saver.catchUp(video.edit_version);
  }, [store, saver, video.edit_version, video.caption_settings]);
  useEffect(() => {
    if (!edits) return;
    const { edit_version, ...rest } = edits;
    store.adopt({ edits: rest });
    void saver.catchUp(edit_version);
  }, [store, saver, edits]);
  return <EditorModelContext.Provider value={model}>{children}</EditorModelContext.Provider>;
}
