// Music that ducks under the voice (docs/automatic-editing.md "Music ducking"): the music's gain
// drops by the set depth while words are spoken and rises again in the pauses, with short ramps.
// The envelope comes from the words' times, so it is exact and needs no second pass over the
// sound; the render writes the same curve as an ffmpeg volume expression (render-args.ts).
import { normaliseCuts, type TimeRange } from './timeline';

/** The music starts to fall this long before a word and rises over this long after. */
export const DUCK_RAMP_MS = 150;
/** Pauses shorter than this stay ducked: the music does not pump between words. */
const DUCK_BRIDGE_MS = 500;

/** The stretches of speech the music ducks under: words joined across short pauses. */
export function speechStretches(words: readonly TimeRange[]): TimeRange[] {
  const merged: TimeRange[] = [];
  for (const word of normaliseCuts(words)) {
    const last = merged.at(-1);
    if (last && word.start - last.end < DUCK_BRIDGE_MS + 2 * DUCK_RAMP_MS)
      last.end = Math.max(last.end, word.end);
    else merged.push({ ...word });
  }
  return merged;
}

/** How far (0–1) the music is ducked at `ms`: 1 through a stretch, ramping over DUCK_RAMP_MS either side. */
export function duckAmount(ms: number, stretches: readonly TimeRange[]): number {
  const clip = (value: number) => Math.min(1, Math.max(0, value));
  return stretches.reduce(
    (sum, s) =>
      sum +
      clip((ms - (s.start - DUCK_RAMP_MS)) / DUCK_RAMP_MS) * clip((s.end + DUCK_RAMP_MS - ms) / DUCK_RAMP_MS),
    0,
  );
}

/** The music's gain at `ms` with ducking `depthDb` deep. */
export function duckGain(ms: number, stretches: readonly TimeRange[], depthDb: number): number {
  return 1 - (1 - 10 ** (-depthDb / 20)) * duckAmount(ms, stretches);
}
