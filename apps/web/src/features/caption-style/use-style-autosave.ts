// Saves the video's caption style a moment after the last change (editor/use-autosave.ts); what
// is saved goes into the video's cached detail so a reload of the page starts from it.
import type { CaptionStyle } from '@captionist/captions';
import type { VideoDetail } from '@captionist/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { videoKeys } from '../../lib/query-keys';
import { type AutosaveState, useAutosave } from '../../lib/use-autosave';
import { saveCaptionSettings } from './caption-style-requests';

/** Long enough to let a slider or colour drag settle, short enough that nothing feels unsaved. */
export const STYLE_SAVE_DELAY_MS = 800;

export type StyleSaveState = AutosaveState;

export function useStyleAutosave(videoId: string) {
  const queryClient = useQueryClient();
  const save = useCallback(
    async (style: CaptionStyle) => {
      const saved = await saveCaptionSettings(videoId, style);
      queryClient.setQueryData<VideoDetail>(videoKeys.detail(videoId), (video) =>
        video ? { ...video, caption_settings: saved.caption_settings } : video,
      );
    },
    [queryClient, videoId],
  );
  return useAutosave(save, STYLE_SAVE_DELAY_MS);
}
