// A clip's edge moved by one sentence of its recording, and the words the clip has afterwards: its
// own (the user's corrections) where it kept its time, the recording's where it gained time.
import { type Sentence, type TimeRange, wordsWithin } from '@captionist/captions';
import type { ClipEdge, EdgeMove, TranscriptWord } from '@captionist/contracts';

/** Closer than this to the edge is the edge's own sentence, not the next one. */
const SAME_EDGE_MS = 1;

/**
 * The clip's ranges (in order) with its first range's start or its last range's end moved to the
 * neighbouring sentence edge of the recording: for the start, the sentence start before or after
 * it; for the end, the sentence end after or before it. Null when the recording has no such
 * sentence, or the move would turn the edge past the other end of its range.
 */
export function movedClipEdge(
  ranges: readonly TimeRange[],
  sentences: readonly Sentence[],
  edge: ClipEdge,
  move: EdgeMove,
): TimeRange[] | null {
  const first = ranges[0];
  const last = ranges[ranges.length - 1];
  if (!first || !last) return null;
  if (edge === 'start') {
    const starts = sentences.map((sentence) => sentence.start);
    const to =
      move < 0
        ? starts.findLast((start) => start < first.start - SAME_EDGE_MS)
        : starts.find((start) => start > first.start + SAME_EDGE_MS);
    if (to === undefined || to >= first.end) return null;
    return [{ ...first, start: to }, ...ranges.slice(1)];
  }
  const ends = sentences.map((sentence) => sentence.end);
  const to =
    move > 0
      ? ends.find((end) => end > last.end + SAME_EDGE_MS)
      : ends.findLast((end) => end < last.end - SAME_EDGE_MS);
  if (to === undefined || to <= last.start) return null;
  return [...ranges.slice(0, -1), { ...last, end: to }];
}

/**
 * The clip's words inside its new ranges: its own where the clip already was, the recording's
 * where it was not (an edge moved out), in time order.
 */
export function wordsAfterEdgeMove(
  own: readonly TranscriptWord[],
  heard: readonly TranscriptWord[],
  before: readonly TimeRange[],
  after: readonly TimeRange[],
): TranscriptWord[] {
  const kept = wordsWithin(own, after);
  const already = new Set(wordsWithin(heard, before));
  const gained = wordsWithin(heard, after).filter((word) => !already.has(word));
  return [...kept, ...gained].sort((a, b) => a.start - b.start);
}
