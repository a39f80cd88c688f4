// The edits a person makes to a transcript, as pure functions on the word list. Every result
// keeps what the server requires of words: non-empty text, start < end, starts in time order.
import type { TranscriptWord } from '@captionist/contracts';

export type Words = readonly TranscriptWord[];
export type WordEdge = 'start' | 'end';

/** An edited word's timing or text is the person's, so the engine's confidence no longer applies. */
const edited = (word: TranscriptWord, patch: Partial<TranscriptWord>): TranscriptWord => ({
  ...word,
  ...patch,
  confidence: null,
});

const replaceAt = (words: Words, index: number, count: number, inserted: TranscriptWord[]) => [
  ...words.slice(0, index),
  ...inserted,
  ...words.slice(index + count),
];

/**
 * Divides a word's time between pieces of text in proportion to their length, so a long piece
 * gets more time. Null when the word is too short in time to give every piece a millisecond.
 */
export function divideWord(word: TranscriptWord, pieces: readonly string[]): TranscriptWord[] | null {
  const duration = word.end - word.start;
  if (pieces.length < 2 || duration < pieces.length) return null;
  const total = pieces.reduce((sum, piece) => sum + piece.length, 0);
  let used = 0;
  let start = word.start;
  return pieces.map((text, i) => {
    used += text.length;
    const isLast = i === pieces.length - 1;
    // Each piece keeps at least 1 ms and leaves at least 1 ms for every piece after it.
    const ideal = word.start + Math.round((duration * used) / total);
    const end = isLast ? word.end : Math.min(Math.max(ideal, start + 1), word.end - (pieces.length - 1 - i));
    const piece = edited(word, { text, start, end });
    start = end;
    return piece;
  });
}

/** New text for a word; spaces in it split the word, and no text at all removes it. */
export function editWordText(words: Words, index: number, text: string): Words {
  const word = words[index];
  if (!word) return words;
  const pieces = text.trim().split(/\s+/).filter(Boolean);
  if (pieces.length === 0) return deleteWord(words, index);
  if (pieces.length === 1)
    return pieces[0] === word.text ? words : replaceAt(words, index, 1, [edited(word, { text: pieces[0] })]);
  const divided = divideWord(word, pieces);
  // Too short to split in time: keep the typed text as one word rather than lose it.
  return replaceAt(words, index, 1, divided ?? [edited(word, { text: pieces.join(' ') })]);
}

/** Splits a word in two: at its spaces when it has some, otherwise in the middle of its text. */
export function splitWord(words: Words, index: number): Words {
  const word = words[index];
  if (!word) return words;
  const spaced = word.text.split(/\s+/).filter(Boolean);
  const middle = Math.ceil(word.text.length / 2);
  const pieces = spaced.length > 1 ? spaced : [word.text.slice(0, middle), word.text.slice(middle)];
  if (pieces.some((piece) => piece.length === 0)) return words;
  const divided = divideWord(word, pieces);
  return divided ? replaceAt(words, index, 1, divided) : words;
}

/** Joins a word with the next one, spanning both their times. */
export function mergeWithNext(words: Words, index: number): Words {
  const word = words[index];
  const next = words[index + 1];
  if (!word || !next) return words;
  const merged = edited(word, { text: `${word.text} ${next.text}`, end: Math.max(word.end, next.end) });
  return replaceAt(words, index, 2, [merged]);
}

export function deleteWord(words: Words, index: number): Words {
  return index >= 0 && index < words.length ? replaceAt(words, index, 1, []) : words;
}

/**
 * Moves one edge of a word by `delta` ms, stopping at its neighbours (no overlap), at the other
 * edge (start < end), at 0 and at the video's end. An overlap the engine left is never made worse.
 */
export function nudgeWord(
  words: Words,
  index: number,
  edge: WordEdge,
  delta: number,
  durationMs: number | null,
): Words {
  const word = words[index];
  if (!word || delta === 0) return words;
  const previous = words[index - 1];
  const next = words[index + 1];
  let value: number;
  if (edge === 'start') {
    const lowest = previous ? Math.min(previous.end, word.start) : 0;
    value = clamp(word.start + delta, lowest, word.end - 1);
  } else {
    const limit = next ? next.start : (durationMs ?? Number.POSITIVE_INFINITY);
    value = clamp(word.end + delta, word.start + 1, Math.max(limit, word.end));
  }
  if (value === word[edge]) return words;
  return replaceAt(words, index, 1, [edited(word, { [edge]: value })]);
}

const clamp = (value: number, low: number, high: number) => Math.min(Math.max(value, low), high);
