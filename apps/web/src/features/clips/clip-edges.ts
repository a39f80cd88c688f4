// Moving a clip's start or end by whole sentences, within the rest of the video too: the review
// never cuts a sentence in two. Word indexes and times are the transcript's.
import type { Sentence } from '@captionist/captions';
import { CLIP_MIN_SECONDS, type ClipEdge, type EdgeMove } from '@captionist/contracts';

export interface ClipRange {
  start_ms: number;
  end_ms: number;
  first_word: number;
  last_word: number;
}

const MIN_MS = CLIP_MIN_SECONDS * 1000;

/** The range with one edge a sentence earlier or later; null when that is not possible. */
export function movedEdge(
  range: ClipRange,
  sentences: readonly Sentence[],
  edge: ClipEdge,
  move: EdgeMove,
): ClipRange | null {
  if (edge === 'start') {
    const at = sentences.findIndex((sentence) => sentence.first === range.first_word);
    const to = sentences[at + move];
    if (at < 0 || !to || range.end_ms - to.start < MIN_MS) return null;
    return { ...range, start_ms: to.start, first_word: to.first };
  }
  const at = sentences.findIndex((sentence) => sentence.last === range.last_word);
  const to = sentences[at + move];
  if (at < 0 || !to || to.end - range.start_ms < MIN_MS) return null;
  return { ...range, end_ms: to.end, last_word: to.last };
}
