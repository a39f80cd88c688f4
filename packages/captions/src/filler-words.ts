// Remove filler words (docs/automatic-editing.md "Filler words"): hesitation sounds (um, uh, erm…),
// "you know" and "I mean" said as an aside (set off by a comma), the first of a word said twice
// in a row, and the user's own list; plus sound in a pause that no word covers, since speech
// engines (Whisper above all) tend to leave fillers out of the transcript.
import type { TimeRange } from './timeline';

/** Hesitation sounds, as speech engines spell them. */
export const HESITATIONS = ['um', 'umm', 'uh', 'uhh', 'uhm', 'erm', 'er', 'ah', 'hmm', 'mm', 'mhm'];
const ASIDES = [
  ['you', 'know'],
  ['i', 'mean'],
];
/** Sound in a pause this long or longer may be a filler the transcript left out; shorter is a click. */
const UNCOVERED_MIN_MS = 150;
/** Longer than this it is more likely speech the engine missed than a filler: left alone. */
const UNCOVERED_MAX_MS = 1200;
/** Kept clear of the words on either side. */
const UNCOVERED_MARGIN_MS = 30;

interface SpokenWord extends TimeRange {
  text: string;
}

const bare = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKC')
    .replace(/[^\p{L}\p{N}']+/gu, '');
const endsWithComma = (text: string | undefined) => /[,，、]["'”’)]*$/u.test(text ?? '');

/** The indexes of the words that are fillers; `extra` are the user's own, single words or phrases. */
export function fillerWordIndexes(words: readonly SpokenWord[], extra: readonly string[] = []): number[] {
  const single = new Set([...HESITATIONS, ...extra.filter((entry) => !/\s/.test(entry.trim())).map(bare)]);
  const phrases = [
    ...extra.filter((entry) => /\s/.test(entry.trim())).map((entry) => entry.trim().split(/\s+/).map(bare)),
  ];
  const found = new Set<number>();
  words.forEach((word, i) => {
    const text = bare(word.text);
    if (!text) return;
    if (single.has(text)) found.add(i);
    // "the the": the first of the pair is the stumble.
    if (text === bare(words[i + 1]?.text ?? '') && !/[.!?,]$/.test(word.text)) found.add(i);
    const matches = (phrase: string[]) => phrase.every((part, k) => bare(words[i + k]?.text ?? '') === part);
    for (const phrase of phrases)
      if (matches(phrase)) for (let k = 0; k < phrase.length; k++) found.add(i + k);
    for (const aside of ASIDES) {
      const last = words[i + aside.length - 1];
      if (matches(aside) && (endsWithComma(last?.text) || endsWithComma(words[i - 1]?.text)))
        for (let k = 0; k < aside.length; k++) found.add(i + k);
    }
  });
  return [...found].sort((a, b) => a - b);
}

/**
 * Sound in the pauses between words that no word covers, from the audio's quiet ranges: each
 * island of sound with quiet on both sides, inside a pause, between UNCOVERED_MIN_MS and
 * UNCOVERED_MAX_MS long. Sound touching a word is left alone: it may be that word's own tail.
 */
export function uncoveredSounds(words: readonly TimeRange[], quiet: readonly TimeRange[]): TimeRange[] {
  const sorted = [...words].sort((a, b) => a.start - b.start);
  const found: TimeRange[] = [];
  for (let i = 0; i + 1 < sorted.length; i++) {
    const gap = { start: sorted[i]?.end ?? 0, end: sorted[i + 1]?.start ?? 0 };
    const inside = quiet
      .filter((range) => range.end > gap.start && range.start < gap.end)
      .sort((a, b) => a.start - b.start);
    for (let k = 0; k + 1 < inside.length; k++) {
      const sound = { start: inside[k]?.end ?? 0, end: inside[k + 1]?.start ?? 0 };
      const length = sound.end - sound.start;
      const start = Math.max(gap.start + UNCOVERED_MARGIN_MS, sound.start);
      const end = Math.min(gap.end - UNCOVERED_MARGIN_MS, sound.end);
      if (length >= UNCOVERED_MIN_MS && length <= UNCOVERED_MAX_MS && end > start) found.push({ start, end });
    }
  }
  return found;
}
