// How fast the captions go by, per language (docs/captions.md "Reading speed"): characters a
// second over the time a caption is on screen, against a limit for the language's script. Ours:
// 17 a second for alphabets and abugidas (a comfortable pace for adults in the common subtitle
// guidelines, which range from about 15 to 20), and fewer for scripts whose characters each carry
// a syllable or a word: Korean 12, Chinese 9, Japanese 7.
import { DEFAULT_PAUSE_MS } from './group-words';

const LIMITS: Record<string, number> = { ko: 12, zh: 9, ja: 7 };
export const DEFAULT_CHARACTERS_PER_SECOND = 17;

/** The limit for a language code or tag ("en-US"). */
export const readingSpeedLimit = (language: string): number =>
  LIMITS[language.toLowerCase().split(/[-_]/)[0] ?? ''] ?? DEFAULT_CHARACTERS_PER_SECOND;

const graphemes = new Intl.Segmenter('und', { granularity: 'grapheme' });
/** What a reader reads: graphemes that are not spaces. */
const readable = (text: string) =>
  [...graphemes.segment(text)].filter(({ segment }) => segment.trim()).length;

export interface FastCaption {
  start: number;
  end: number;
  text: string;
  charactersPerSecond: number;
}

/**
 * The caption groups shown faster than the language is read: each is on screen from its start to
 * the next group's start (or its own end before a pause, as the document shows it).
 */
export function fastCaptions(
  groups: readonly { start: number; end: number; words: readonly { text: string }[] }[],
  language: string,
  pauseMs = DEFAULT_PAUSE_MS,
): FastCaption[] {
  const limit = readingSpeedLimit(language);
  return groups.flatMap((group, index) => {
    const next = groups[index + 1];
    const end = next && next.start - group.end < pauseMs ? next.start : group.end;
    const seconds = Math.max(end - group.start, 1) / 1000;
    const text = group.words.map((word) => word.text).join(' ');
    const charactersPerSecond = readable(text) / seconds;
    return charactersPerSecond > limit ? [{ start: group.start, end, text, charactersPerSecond }] : [];
  });
}
