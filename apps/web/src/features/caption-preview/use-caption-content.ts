// The preview's document (rebuilt at most every DEBOUNCE_MS while words or style change) and the
// files of its font and the artwork of its emoji, loaded before libass is given the document.
import { emojiIn, scriptCharactersIn, scriptFontWeight } from '@captionist/captions';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { CaptionContent } from './caption-renderer';
import { loadFontFiles } from './font-files';
import { buildPreviewDocument, type PreviewDocument, type PreviewDocumentInput } from './preview-document';
import { useEmojiArt } from './use-emoji-art';
import { useScriptFonts } from './use-script-fonts';

/** Dragging a slider or typing a word settles before the document is rebuilt. */
export const DEBOUNCE_MS = 150;

export function useCaptionContent(input: PreviewDocumentInput): CaptionContent | null {
  const { words, style, fonts, width, height, hook, secondLine } = input;
  const [settled] = useDebouncedValue({ words, style, fonts, width, height, hook, secondLine }, DEBOUNCE_MS);
  const texts = useMemo(
    () => [
      ...[...settled.words, ...(settled.secondLine ?? [])].map((word) => word.text),
      settled.hook?.text ?? '',
    ],
    [settled],
  );
  const emoji = useMemo(() => emojiIn(texts), [texts]);
  const art = useEmojiArt(emoji);
  const scripts = useScriptFonts(
    useMemo(() => scriptCharactersIn(texts), [texts]),
    scriptFontWeight(settled.style.fontWeight),
    settled.style.font,
  );
  const built = useMemo(
    () =>
      art && scripts !== null
        ? buildPreviewDocument({ ...settled, emoji: art, ...(scripts ? { scripts } : {}) })
        : null,
    [settled, art, scripts],
  );
  // A parent that re-creates an equal style on every render must not make libass repaint.
  const previous = useRef(built);
  if (!samePreview(previous.current, built)) previous.current = built;
  const preview = previous.current;
  const [content, setContent] = useState<CaptionContent | null>(null);

  useEffect(() => {
    if (!preview) return;
    let current = true;
    loadFontFiles(preview.fontUrls).then(
      (files) => {
        if (current) setContent({ document: preview.document, fonts: files, family: preview.family });
      },
      (error: unknown) => console.warn('The caption font could not be loaded.', error),
    );
    return () => {
      current = false;
    };
  }, [preview]);

  return content;
}

function samePreview(a: PreviewDocument | null, b: PreviewDocument | null): boolean {
  if (!a || !b) return a === b;
  return (
    a.document === b.document && a.family === b.family && a.fontUrls.join('\n') === b.fontUrls.join('\n')
  );
}
