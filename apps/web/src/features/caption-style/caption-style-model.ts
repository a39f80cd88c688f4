// The video's caption style as the editor model holds it, for the Style panel: each change goes
// into the editor's store and is saved a moment later by its saver. The editor provides the
// model (EditorModelScope); this feature only names it.
import type { CaptionStyle } from '@captionist/captions';
import { createContext, useContext } from 'react';
import type { AutosaveState } from '../../lib/save-state';

export interface CaptionStyleModel {
  /** null until the starting style is known. */
  style: CaptionStyle | null;
  /** The newest style, changes made since the last render included. */
  current: () => CaptionStyle | null;
  /** Takes `style` and saves it after `delayMs` without another change (0: at once). */
  change: (style: CaptionStyle, delayMs: number) => void;
  /** Shows `style` without saving it (unless a change made here waits to be saved). */
  show: (style: CaptionStyle) => void;
  save: AutosaveState;
  retrySave: () => void;
}

export const CaptionStyleModelContext = createContext<CaptionStyleModel | null>(null);

export function useCaptionStyleModel(): CaptionStyleModel {
  const model = useContext(CaptionStyleModelContext);
  if (!model) throw new Error('useCaptionStyle is used outside the video editor.');
  return model;
}
