import type { CaptionStyle, CaptionWord, HookTitle } from '@captionist/captions';
import type { Font } from '@captionist/contracts';
import { useEffect, useState } from 'react';
import { CaptionOverlay } from './caption-overlay';
import { useCaptionContent } from './use-caption-content';

export interface CaptionPreviewProps {
  /** The player; the captions are drawn on a canvas laid over its picture. */
  video: HTMLVideoElement | null;
  words: readonly CaptionWord[];
  style: CaptionStyle;
  /** GET /user/fonts. The style's font (or the render's fallback font) is loaded from it. */
  fonts: readonly Font[];
  /** The video's upright frame size in px (the render's frame), not the player's size. */
  width: number;
  height: number;
  hook?: HookTitle;
}

/**
 * The captions as the render will burn them in: the same ASS document and font files, drawn by
 * libass (jassub) over the video. Renders nothing itself; the canvas is placed next to `video`.
 */
export function CaptionPreview({ video, words, style, fonts, width, height, hook }: CaptionPreviewProps) {
  const content = useCaptionContent({ words, style, fonts, width, height, hook });
  const [overlay, setOverlay] = useState<CaptionOverlay | null>(null);

  useEffect(() => {
    if (!video || width <= 0 || height <= 0) return;
    const created = new CaptionOverlay(video, { width, height });
    setOverlay(created);
    return () => {
      created.destroy();
      setOverlay(null);
    };
  }, [video, width, height]);

  useEffect(() => {
    if (overlay && content) void overlay.show(content);
  }, [overlay, content]);

  return null;
}
