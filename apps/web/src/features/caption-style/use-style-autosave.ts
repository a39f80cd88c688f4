// Saves the video's caption style a moment after the last change (not on every slider step),
// one request at a time, always ending with the latest style; what is saved goes into the
// video's cached detail so a reload of the page starts from it.
import type { CaptionStyle } from '@captionist/captions';
import type { VideoDetail } from '@captionist/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../lib/normalise-error';
import { editorQueryKeys } from '../editor/use-editor-queries';
import { saveCaptionSettings } from './caption-style-requests';

/** Long enough to let a slider or colour drag settle, short enough that nothing feels unsaved. */
export const STYLE_SAVE_DELAY_MS = 800;

export type StyleSaveState =
  | { status: 'saved' }
  | { status: 'unsaved' }
  | { status: 'saving' }
  | { status: 'failed'; message: string };

export function useStyleAutosave(videoId: string) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<StyleSaveState>({ status: 'saved' });
  const latest = useRef<CaptionStyle | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const inFlight = useRef(false);

  const send = useCallback(async () => {
    clearTimeout(timer.current);
    timer.current = undefined;
    const style = latest.current;
    if (!style || inFlight.current) return;
    inFlight.current = true;
    setState({ status: 'saving' });
    try {
      const saved = await saveCaptionSettings(videoId, style);
      queryClient.setQueryData<VideoDetail>(editorQueryKeys.detail(videoId), (video) =>
        video ? { ...video, caption_settings: saved.caption_settings } : video,
      );
      if (latest.current === style) {
        latest.current = null;
        setState({ status: 'saved' });
      }
    } catch (error) {
      setState({ status: 'failed', message: errorMessage(error) });
      inFlight.current = false;
      return;
    }
    inFlight.current = false;
    // Changed while this one was on its way: send the newest now.
    if (latest.current && timer.current === undefined) void send();
  }, [queryClient, videoId]);

  /** Saves `style` after STYLE_SAVE_DELAY_MS without another change (0: right away). */
  const schedule = useCallback(
    (style: CaptionStyle, delay = STYLE_SAVE_DELAY_MS) => {
      latest.current = style;
      setState((current) => (current.status === 'saving' ? current : { status: 'unsaved' }));
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void send(), delay);
    },
    [send],
  );

  // Leaving the editor (or the tab going to the background) sends what is waiting.
  useEffect(() => {
    const flush = () => {
      if (timer.current !== undefined) void send();
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      flush();
    };
  }, [send]);

  return { state, schedule, retry: () => void send() };
}
