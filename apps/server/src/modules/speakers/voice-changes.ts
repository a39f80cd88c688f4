// Where the voice changes inside a stretch of speech without a pause (docs/speakers.md): at each
// point, the voice print of the second before it is compared with that of the second after it,
// and a peak of their distance is a change. Prints of windows across a change would be neither
// voice, and would make a voice of their own.
import { FRAME_HOP_MS, type VoiceFrames } from './voice-features';
import { distance, type Stretch, voicePrint } from './voice-prints';

/** How much is compared on each side of a point. */
const SIDE_MS = 1000;
const STEP_MS = 100;
/**
 * Distance between the two sides' prints above which a peak is a change. Two different voices'
 * 1 s prints lie 2.5–4 apart, one voice's mostly closer; cutting one voice in two is harmless, as
 * both parts are grouped back, but many cuts leave short pieces whose prints are unsure.
 */
const CHANGE_DISTANCE = 2.5;
/** Points this close to a peak's distance are as good a place for the change. */
const PLATEAU = 0.85;
/** Two changes closer than this are one. */
const MIN_APART_MS = 1000;
/** A change is moved to the quietest moment this near, where one voice has stopped and the next not begun. */
const QUIET_SEARCH_MS = 250;

/** The times (ms) within `range` where the voice changes, in order. */
export function voiceChanges(frames: VoiceFrames, range: Stretch): number[] {
  const distances: { at: number; d: number }[] = [];
  for (let at = range.start + SIDE_MS; at <= range.end - SIDE_MS; at += STEP_MS) {
    const before = voicePrint(frames, { start: at - SIDE_MS, end: at });
    const after = voicePrint(frames, { start: at, end: at + SIDE_MS });
    distances.push({ at, d: before && after ? distance(before, after) : 0 });
  }
  const changes: number[] = [];
  // Strongest first, so that a weaker peak beside a change does not take its place.
  const peaks = distances
    .filter(
      (p, i) =>
        p.d > CHANGE_DISTANCE && p.d >= (distances[i - 1]?.d ?? 0) && p.d >= (distances[i + 1]?.d ?? 0),
    )
    .sort((a, b) => b.d - a.d);
  for (const peak of peaks) {
    const at = plateauMiddle(distances, distances.indexOf(peak));
    if (changes.every((other) => Math.abs(other - at) >= MIN_APART_MS)) changes.push(quietest(frames, at));
  }
  return changes.sort((a, b) => a - b);
}

/**
 * The middle of the run of points about as far apart as the peak: while one side still holds a
 * trailing breath or a soft start, the distance stays near its top, and the first point of that
 * run is early.
 */
function plateauMiddle(distances: readonly { at: number; d: number }[], peak: number): number {
  const top = (distances[peak]?.d ?? 0) * PLATEAU;
  let [first, last] = [peak, peak];
  while ((distances[first - 1]?.d ?? 0) >= top) first--;
  while ((distances[last + 1]?.d ?? 0) >= top) last++;
  return ((distances[first]?.at ?? 0) + (distances[last]?.at ?? 0)) / 2;
}

/** The middle of the quietest 50 ms near `at`. */
function quietest(frames: VoiceFrames, at: number): number {
  const centre = Math.round(at / FRAME_HOP_MS);
  const reach = QUIET_SEARCH_MS / FRAME_HOP_MS;
  const around = (f: number) => {
    let sum = 0;
    for (let g = f - 2; g <= f + 2; g++) sum += frames.level[g] ?? 0;
    return sum;
  };
  let best = centre;
  for (let f = centre - reach; f <= centre + reach; f++) if (around(f) < around(best)) best = f;
  return best * FRAME_HOP_MS;
}
