// The video's edits (hook title, music, b-roll) as the editor model holds them, for the panels
// that change one of them: each change goes into the editor's store and is saved a moment later
// by its saver. The editor provides the model (EditorModelScope); this feature only names it.
import type { VideoEdits } from '@captionist/contracts';
import { useQuery } from '@tanstack/react-query';
import { createContext, useContext } from 'react';
import type { AutosaveState } from '../../lib/save-state';
import { videoEditsQuery } from './video-edits-queries';

export interface VideoEditsModel {
  /** null until loaded. */
  edits: VideoEdits | null;
  save: AutosaveState;
  /** Puts `patch` into the edits and saves them after `delayMs` without another change. */
  change: (patch: Partial<VideoEdits>, delayMs: number) => void;
  retrySave: () => void;
}

export const VideoEditsModelContext = createContext<VideoEditsModel | null>(null);

export function useVideoEdits(videoId: string, saveDelayMs: number) {
  const model = useContext(VideoEditsModelContext);
  if (!model) throw new Error('useVideoEdits is used outside the video editor.');
  const query = useQuery(videoEditsQuery(videoId));
  return {
    query,
    /** The edits have loaded (or failed to: see `query`). */
    ready: query.isSuccess && model.edits !== null,
    edits: model.edits,
    change: (patch: Partial<VideoEdits>, delayMs = saveDelayMs) => model.change(patch, delayMs),
    save: model.save,
    retrySave: model.retrySave,
  };
}
