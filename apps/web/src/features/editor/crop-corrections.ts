// Where the user moves the reframe's crop by hand (docs/reframe.md "Moving the crop"): a
// correction holds the crop's centre from the moment it is made until the next one or the end of
// the video, so "the speaker is over there from here on" takes one drag.
import type { Reframe } from '@captionist/contracts';

type Correction = Reframe['corrections'][number];

/** Corrections start on a tenth of a second: a drag at 4.03 s and one at 4.07 s are the same. */
const GRID_MS = 100;

/** `corrections` with the crop's centre put at `x` (and `y`) from `atMs` on, until the next one. */
export function withCorrection(
  corrections: readonly Correction[],
  atMs: number,
  centre: { x: number; y: number },
  durationMs: number,
): Correction[] {
  const start = Math.min(
    Math.max(0, Math.round(atMs / GRID_MS) * GRID_MS),
    Math.max(0, durationMs - GRID_MS),
  );
  const others = corrections.filter((c) => c.start_ms !== start);
  const next = others
    .filter((c) => c.start_ms > start)
    .reduce((min, c) => Math.min(min, c.start_ms), durationMs);
  const clamp = (value: number) => Math.round(Math.min(1, Math.max(0, value)) * 10_000) / 10_000;
  const added = {
    start_ms: start,
    end_ms: Math.max(start + 1, next),
    x: clamp(centre.x),
    y: clamp(centre.y),
  };
  return [
    // One that was holding at this moment now stops here.
    ...others.map((c) => (c.start_ms < start && c.end_ms > start ? { ...c, end_ms: start } : c)),
    added,
  ].sort((a, b) => a.start_ms - b.start_ms);
}
