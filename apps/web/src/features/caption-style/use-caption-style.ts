// The caption style of the video being edited: what the Style panel changes, what the preview
// draws and what the render uses. Starts from the video's saved style, or, for a video never
// styled, from the default template (spec §4), and saves every change to the video.
import { type CaptionStyle, defaultCaptionStyle } from '@captionist/captions';
import type { Font, VideoDetail } from '@captionist/contracts';
import { useCallback, useEffect, useMemo } from 'react';
import { errorMessage } from '../../lib/normalise-error';
import { useEditorModel, useEditorState } from '../editor/editor-model';
import { partSaveState } from '../editor/editor-store';
import { toCaptionStyle } from './caption-style-requests';
import { loadFont } from './font-loading';
import { useFontsQuery } from './library-queries';
import { fontOfStyle } from './style-fonts';
import { useTemplates } from './use-templates';

const NO_FONTS: readonly Font[] = [];

/** Long enough to let a slider or colour drag settle, short enough that nothing feels unsaved. */
export const STYLE_SAVE_DELAY_MS = 800;

export type CaptionStyleUpdate = Partial<CaptionStyle> | ((current: CaptionStyle) => CaptionStyle);

/** The style as the editor model holds it (the page takes the saved one in: VideoEditor). */
export function useCaptionStyle(video: VideoDetail) {
  const { store, saver } = useEditorModel();
  const fontsQuery = useFontsQuery();
  const templates = useTemplates();
  const editor = useEditorState((state) => state);
  const chosen = editor.style;
  // Spec §4: fonts and templates load once, then are ready (a failed load counts as loaded).
  const ready = !fontsQuery.isPending && !templates.query.isPending;
  const locked = video.status === 'rendering';
  const fonts = fontsQuery.data ?? NO_FONTS;

  // A video never styled takes the default template, saved at once so the render draws it too.
  const defaultSettings = templates.defaultTemplate?.settings;
  useEffect(() => {
    if (chosen || !ready) return;
    const fromTemplate = toCaptionStyle(defaultSettings);
    if (fromTemplate && !locked) {
      store.setStyle(fromTemplate);
      saver.schedule('style', 0);
      // Without a template (or while a render reads the style) the defaults are shown, not saved.
    } else store.adopt({ style: fromTemplate ?? defaultCaptionStyle });
  }, [chosen, ready, defaultSettings, locked, store, saver]);

  const style = chosen ?? defaultCaptionStyle;
  const setStyle = useCallback(
    (update: CaptionStyleUpdate) => {
      if (locked) return;
      const current = store.getState().style ?? defaultCaptionStyle;
      store.setStyle(typeof update === 'function' ? update(current) : { ...current, ...update });
      saver.schedule('style', STYLE_SAVE_DELAY_MS);
    },
    [locked, store, saver],
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
    save: partSaveState(editor, 'style', errorMessage),
    retrySave: () => void saver.save('style').catch(() => undefined),
  };
}

export type CaptionStyleState = ReturnType<typeof useCaptionStyle>;
