// The caption style of the video being edited: what the Style panel changes, what the preview
// draws and what the render uses. Starts from the video's saved style, or, for a video never
// styled, from the default template (spec §4), and saves every change to the video.
import { type CaptionStyle, defaultCaptionStyle } from '@captionist/captions';
import type { Font, VideoDetail } from '@captionist/contracts';
import { useCallback, useEffect, useMemo } from 'react';
import { useCaptionStyleModel } from './caption-style-model';
import { toCaptionStyle } from './caption-style-requests';
import { loadFont } from './font-loading';
import { useFontsQuery } from './library-queries';
import { fontOfStyle } from './style-fonts';
import { useTemplates } from './use-templates';

const NO_FONTS: readonly Font[] = [];

/** Long enough to let a slider or colour drag settle, short enough that nothing feels unsaved. */
export const STYLE_SAVE_DELAY_MS = 800;

export type CaptionStyleUpdate = Partial<CaptionStyle> | ((current: CaptionStyle) => CaptionStyle);

/**
 * The style as the editor model holds it (the page takes the saved one in: VideoEditor). `fresh`:
 * `video` is the server's answer since the page opened.
 */
export function useCaptionStyle(video: VideoDetail, fresh: boolean) {
  const model = useCaptionStyleModel();
  const { change, show, current } = model;
  const fontsQuery = useFontsQuery();
  const templates = useTemplates();
  const chosen = model.style;
  // Spec §4: fonts and templates load once, then are ready (a failed load counts as loaded).
  const ready = !fontsQuery.isPending && !templates.query.isPending;
  const locked = video.status === 'rendering';
  const fonts = fontsQuery.data ?? NO_FONTS;

  // A video never styled takes the default template, saved at once so the render draws it too; as
  // the server's fresh copy says, not a copy the browser kept from an earlier visit, which may be
  // from before a style was saved (the save would then be refused as a conflict). The copy itself
  // is asked, not only the editor model: this runs before the model takes a style it brings.
  const defaultSettings = templates.defaultTemplate?.settings;
  const styledOnServer = useMemo(
    () => toCaptionStyle(video.caption_settings) !== null,
    [video.caption_settings],
  );
  useEffect(() => {
    if (chosen || styledOnServer || !ready || !fresh) return;
    const fromTemplate = toCaptionStyle(defaultSettings);
    if (fromTemplate && !locked) change(fromTemplate, 0);
    // Without a template (or while a render reads the style) the defaults are shown, not saved.
    else show(fromTemplate ?? defaultCaptionStyle);
  }, [chosen, styledOnServer, ready, fresh, defaultSettings, locked, change, show]);

  const style = chosen ?? defaultCaptionStyle;
  const setStyle = useCallback(
    (update: CaptionStyleUpdate) => {
      if (locked) return;
      const now = current() ?? defaultCaptionStyle;
      change(typeof update === 'function' ? update(now) : { ...now, ...update }, STYLE_SAVE_DELAY_MS);
    },
    [locked, current, change],
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
    save: model.save,
    retrySave: model.retrySave,
  };
}

export type CaptionStyleState = ReturnType<typeof useCaptionStyle>;
