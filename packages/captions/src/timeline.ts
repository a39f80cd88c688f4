// The edited timeline: the source with its cuts (removed silences, filler words, any range the
// user took out) played as one. Everything downstream of the edits works on it: the preview
// skips the cuts, the captions, b-roll and subtitle files use edited times, and the render keeps
// only the kept ranges (docs/automatic-editing.md "The edited timeline").

/** A range of the source, in ms, start inclusive, end exclusive. */
export interface TimeRange {
  start: number;
  end: number;
}

/** The cuts sorted, clamped to the source, with overlapping and touching ones merged into one. */
export function normaliseCuts(
  cuts: readonly TimeRange[],
  durationMs = Number.POSITIVE_INFINITY,
): TimeRange[] {
  const sorted = cuts
    .map((cut) => ({ start: Math.max(0, cut.start), end: Math.min(durationMs, cut.end) }))
    .filter((cut) => cut.end > cut.start)
    .sort((a, b) => a.start - b.start);
  const merged: TimeRange[] = [];
  for (const cut of sorted) {
    const last = merged.at(-1);
    if (last && cut.start <= last.end) last.end = Math.max(last.end, cut.end);
    else merged.push({ ...cut });
  }
  return merged;
}

/** The source ranges that stay, in order: what the render plays. */
export function keptRanges(cuts: readonly TimeRange[], durationMs: number): TimeRange[] {
  const kept: TimeRange[] = [];
  let from = 0;
  for (const cut of normaliseCuts(cuts, durationMs)) {
    if (cut.start > from) kept.push({ start: from, end: cut.start });
    from = cut.end;
  }
  if (durationMs > from) kept.push({ start: from, end: durationMs });
  return kept;
}

/**
 * A video's cuts with the parts of its recording it is not made of (docs/decisions/0015): a clip
 * over 12:00–12:45 is its recording with everything else cut, so whatever plays cuts plays a clip
 * unchanged. `ranges` null is the whole recording, and the cuts are returned as they are.
 */
export function editedCuts(
  ranges: readonly TimeRange[] | null,
  durationMs: number,
  cuts: readonly TimeRange[],
): readonly TimeRange[] {
  if (!ranges) return cuts;
  return normaliseCuts([...keptRanges(ranges, durationMs), ...cuts], durationMs);
}

/** The words wholly inside the ranges (a clip's words of its recording's); all of them when `ranges` is null. */
export function wordsWithin<W extends TimeRange>(
  words: readonly W[],
  ranges: readonly TimeRange[] | null,
): W[] {
  if (!ranges) return [...words];
  return words.filter((word) => ranges.some((range) => word.start >= range.start && word.end <= range.end));
}

/** How long the edited video runs. */
export function editedDuration(durationMs: number, cuts: readonly TimeRange[]): number {
  return keptRanges(cuts, durationMs).reduce((sum, range) => sum + range.end - range.start, 0);
}

/** A source time on the edited timeline; a time inside a cut lands where the cut was. */
export function toEditedTime(ms: number, cuts: readonly TimeRange[]): number {
  let removed = 0;
  for (const cut of normaliseCuts(cuts)) {
    if (cut.start >= ms) break;
    removed += Math.min(ms, cut.end) - cut.start;
  }
  return ms - removed;
}

/** The source time that plays at an edited time (the end of a cut, at the cut's place). */
export function toSourceTime(ms: number, cuts: readonly TimeRange[]): number {
  let source = ms;
  for (const cut of normaliseCuts(cuts)) {
    if (cut.start > source) break;
    source += cut.end - cut.start;
  }
  return source;
}

/** The cut a source time falls in, if any: where the preview jumps to its end. */
export function cutAt(ms: number, cuts: readonly TimeRange[]): TimeRange | undefined {
  return normaliseCuts(cuts).find((cut) => ms >= cut.start && ms < cut.end);
}

/** A source range on the edited timeline, or null when all of it is cut. */
export function rangeThroughCuts(range: TimeRange, cuts: readonly TimeRange[]): TimeRange | null {
  const start = toEditedTime(range.start, cuts);
  const end = toEditedTime(range.end, cuts);
  return end > start ? { start, end } : null;
}

/**
 * Words on the edited timeline: a word wholly inside cuts is left out, one partly cut keeps what
 * is left of it. Every other field of a word stays.
 */
export function wordsThroughCuts<W extends TimeRange>(words: readonly W[], cuts: readonly TimeRange[]): W[] {
  const merged = normaliseCuts(cuts);
  if (merged.length === 0) return [...words];
  return words.flatMap((word) => {
    const range = rangeThroughCuts(word, merged);
    return range ? [{ ...word, ...range }] : [];
  });
}

/** True when a word is wholly inside the cuts: the transcript shows it struck through. */
export function isCutOut(word: TimeRange, cuts: readonly TimeRange[]): boolean {
  return rangeThroughCuts(word, cuts) === null;
}
