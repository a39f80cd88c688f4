// The b-roll timeline's maths, kept pure: where a block sits on a track of the video's length,
// and how a drag or a key press moves or resizes it without leaving the video or vanishing.

export interface Span {
  start_ms: number;
  end_ms: number;
}

export type DragMode = 'move' | 'start' | 'end';

/** No b-roll shorter than this: a block stays big enough to see and grab. */
export const MIN_BROLL_MS = 300;
/** One arrow key press. */
export const NUDGE_MS = 100;
/** A b-roll item placed at the playhead, not from a suggestion. */
export const DEFAULT_BROLL_MS = 2000;

/** The block's left edge and width as percentages of the track. */
export function blockLayout(span: Span, durationMs: number): { left: number; width: number } {
  if (durationMs <= 0) return { left: 0, width: 0 };
  const clamp = (ms: number) => Math.min(Math.max(ms, 0), durationMs);
  const start = clamp(span.start_ms);
  const end = clamp(span.end_ms);
  return { left: (start / durationMs) * 100, width: (Math.max(end - start, 0) / durationMs) * 100 };
}

/** A pointer's travel in pixels as milliseconds of the video, whole. */
export function pixelsToMs(dx: number, trackWidthPx: number, durationMs: number): number {
  if (trackWidthPx <= 0) return 0;
  return Math.round((dx / trackWidthPx) * durationMs);
}

/**
 * The span after moving it (or one of its edges) by `deltaMs`: a move keeps its length and stays
 * inside the video; an edge stops at the video's ends and MIN_BROLL_MS from the other edge.
 */
export function dragSpan<T extends Span>(span: T, mode: DragMode, deltaMs: number, durationMs: number): T {
  const length = span.end_ms - span.start_ms;
  if (mode === 'move') {
    const start = Math.min(Math.max(span.start_ms + deltaMs, 0), Math.max(durationMs - length, 0));
    return { ...span, start_ms: start, end_ms: start + length };
  }
  if (mode === 'start') {
    const start = Math.min(Math.max(span.start_ms + deltaMs, 0), span.end_ms - MIN_BROLL_MS);
    return { ...span, start_ms: Math.max(start, 0) };
  }
  const end = Math.max(Math.min(span.end_ms + deltaMs, durationMs), span.start_ms + MIN_BROLL_MS);
  return { ...span, end_ms: end };
}

/** Arrow keys move by NUDGE_MS; with Shift they resize (the end edge). Other keys: null. */
export function nudgeSpan<T extends Span>(
  span: T,
  key: string,
  shift: boolean,
  durationMs: number,
): T | null {
  const direction = key === 'ArrowRight' ? 1 : key === 'ArrowLeft' ? -1 : 0;
  if (direction === 0) return null;
  return dragSpan(span, shift ? 'end' : 'move', direction * NUDGE_MS, durationMs);
}

/** A span from a suggestion or the playhead, made long enough and kept inside the video. */
export function placeSpan(startMs: number, endMs: number, durationMs: number): Span {
  const length = Math.max(endMs - startMs, MIN_BROLL_MS);
  const start = Math.min(Math.max(Math.round(startMs), 0), Math.max(durationMs - length, 0));
  return {
    start_ms: start,
    end_ms: Math.round(Math.min(start + length, Math.max(durationMs, start + length))),
  };
}
