// The caption style of the video being edited: what the Style panel changes, what the preview
// draws and what the render uses. Starts from the video's saved style, or, for a video never
// styled, from the default template (spec §4), and saves every change to the video.
import { type CaptionStyle, defaultCaptionStyle } from '@captionist/captions';
import type { Font, VideoDetail } from '@captionist/contracts';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { toCaptionStyle } from './caption-style-requests';
import { loadFont } from './font-loading';
import { useFontsQuery } from './library-queries';
import { sameStyle } from './same-style';
import { fontOfStyle } from './style-fonts';
import { useStyleAutosave } from './use-style-autosave';
import { useTemplates } from './use-templates';

const NO_FONTS: readonly Font[] = [];

export type CaptionStyleUpdate = Partial<CaptionStyle> | ((current: CaptionStyle) => CaptionStyle);

export function useCaptionStyle(video: VideoDetail) {
  const fontsQuery = useFontsQuery();
  const templates = useTemplates();
  const autosave = useStyleAutosave(video.id);
  const saved = useMemo(() => toCaptionStyle(video.caption_settings), [video.caption_settings]);
  const [chosen, setChosen] = useState<CaptionStyle | null>(saved);
  // The page may start from the copy of the video kept since the last visit (persisted every
  // few seconds only); the fresh copy brings the style saved since. Take it, unless a change
  // made here is still waiting to be saved.
  const idle = autosave.state.status === 'saved';
  useEffect(() => {
    if (!saved || !idle) return;
    setChosen((current) => (current && sameStyle(current, saved) ? current : saved));
  }, [saved, idle]);
  // Spec §4: fonts and templates load once, then are ready (a failed load counts as loaded).
  const ready = !fontsQuery.isPending && !templates.query.isPending;
  const locked = video.status === 'rendering';
  const fonts = fontsQuery.data ?? NO_FONTS;

  // A video never styled takes the default template, saved at once so the render draws it too.
  const defaultSettings = templates.defaultTemplate?.settings;
  const { schedule } = autosave;
  useEffect(() => {
    if (chosen || !ready) return;
    const fromTemplate = toCaptionStyle(defaultSettings);
    setChosen(fromTemplate ?? defaultCaptionStyle);
    if (fromTemplate && !locked) schedule(fromTemplate, 0);
  }, [chosen, ready, defaultSettings, locked, schedule]);

  const style = chosen ?? defaultCaptionStyle;
  const current = useRef(style);
  current.current = style;
  const setStyle = useCallback(
    (update: CaptionStyleUpdate) => {
      if (locked) return;
      const next = typeof update === 'function' ? update(current.current) : { ...current.current, ...update };
      current.current = next;
      setChosen(next);
      schedule(next);
    },
    [locked, schedule],
  );

  useEffect(() => {
    for (const font of fonts) loadFont(font);
  }, [fonts]);

  const font = useMemo(() => fontOfStyle(fonts, style.font), [fonts, style.font]);

  return {
    /** The style to draw: the saved one, the one being edited, or the defaults while loading. */
    style,
    setStyle,
    /** The font library (API shape, with every file's URL and libass family name). */
    fonts,
    /** The font the style draws with. */
    font,
    templates,
    /** Fonts and templates have loaded (or failed to) and the starting style is known. */
    ready: ready && chosen !== null,
    /** A render reads the style: changes wait until it ends. */
    locked,
    save: autosave.state,
    retrySave: autosave.retry,
  };
}

export type CaptionStyleState = ReturnType<typeof useCaptionStyle>;
