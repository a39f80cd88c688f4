// The characters of a caption a caption font may lack: what the preview and the render ask the
// server about (GET /api/script-fonts, script-fonts.ts).
import { splitEmoji } from './emoji';

/** ASCII is in every caption font; emoji are drawn as artwork. What is left may need another font. */
const maybeMissing = /[^\p{ASCII}]/u;

/**
 * Every character of the texts that a caption font may lack, once each, in order: what to ask
 * about. With its capital too, since a style or an emphasised word may show the text in capitals
 * ("привет" as "ПРИВЕТ").
 */
export function scriptCharactersIn(texts: readonly string[]): string {
  const seen = new Set<string>();
  for (const text of texts)
    for (const piece of splitEmoji(text))
      if (!('emoji' in piece))
        for (const char of piece.text)
          if (maybeMissing.test(char))
            for (const form of [char, ...char.toUpperCase()]) if (maybeMissing.test(form)) seen.add(form);
  return [...seen].join('');
}
