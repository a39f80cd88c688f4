import type { CaptionStyle, CaptionWord, HookTitle, TimeRange } from '@captionist/captions';
import type { Font } from '@captionist/contracts';
import { useEffect, useState } from 'react';
import { CaptionOverlay } from './caption-overlay';
import { useCaptionContent } from './use-caption-content';

export interface CaptionPreviewProps {
  /** The player; the captions are drawn on a canvas laid over its picture. */
  video: HTMLVideoElement | null;
  /** The words on the edited timeline (wordsThroughCuts), as the render captions them. */
  words: readonly CaptionWord[];
  /** The video's cuts, on the source's timeline: jumped over while playing. */
  cuts?: readonly TimeRange[];
  style: CaptionStyle;
  /** GET /user/fonts. The style's font (or the render's fallback font) is loaded from it. */
  fonts: readonly Font[];
  /** The video's upright frame size in px (the render's frame), not the player's size. */
  width: number;
  height: number;
  hook?: HookTitle;
  /** A second, smaller line's words under the captions (two-language captions), edited timeline. */
  secondLine?: readonly CaptionWord[];
}

/**
 * The captions as the render will burn them in: the same ASS document and font files, drawn by
 * libass (jassub) over the video. Renders nothing itself; the canvas is placed next to `video`.
 */
const NO_CUTS: readonly TimeRange[] = [];

export function CaptionPreview({
  video,
  words,
  cuts = NO_CUTS,
  style,
  fonts,
  width,
  height,
  hook,
  secondLine,
}: CaptionPreviewProps) {
  const content = useCaptionContent({ words, style, fonts, width, height, hook, secondLine });
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

  useEffect(() => overlay?.setCuts(cuts), [overlay, cuts]);

  return null;
}
