// The caption engine's groups and sizes for the words, style and fonts the preview draws with
// (captionGroups), for what the editor lays over or next to the picture: word targets, warnings.
import { type CaptionLayout, type CaptionStyle, type CaptionWord, captionGroups } from '@captionist/captions';
import type { Font } from '@captionist/contracts';
import { useMemo } from 'react';
import { previewFaces } from './preview-document';

/** Null while the style's font is not known (the font list has not loaded). */
export function useCaptionLayout(
  words: readonly CaptionWord[],
  style: CaptionStyle,
  fonts: readonly Font[],
  width: number,
): CaptionLayout | null {
  const faces = useMemo(() => previewFaces(fonts, style)?.faces, [fonts, style]);
  return useMemo(
    () => (faces && width > 0 ? captionGroups(words, style, faces, { width }) : null),
    [words, style, faces, width],
  );
}
