// Where someone speaks in a sound track, from its loudness alone (docs/speakers.md). A 10 ms frame
// is speech when it stands well above the noise floor around it — the quietest stretch within a
// few seconds — so room hiss, a fan or a steady hum count as background whatever their level,
// and a quiet recording is treated like a loud one.

export interface SpeechRange {
  /** ms */
  start: number;
  end: number;
}

const FRAME_MS = 10;
/** Half the window the noise floor is the quietest part of: longer than any run of words without a gap. */
const FLOOR_WINDOW_MS = 3000;
/** Loudness is smoothed over this before the floor is read, so one lucky quiet frame does not set it. */
const FLOOR_SMOOTH_FRAMES = 5;
/** A stretch starts this far above the floor and goes on while it stays this far above it. */
const START_ABOVE_FLOOR_DB = 10;
const STAY_ABOVE_FLOOR_DB = 6;
/** Whatever the floor, speech is never this far below the recording's loud speech (its 95th percentile)… */
const MAX_BELOW_SPEECH_DB = 40;
/** …nor below this: digital silence and a near-silent track have no speech. */
const SILENCE_DB = -60;
/** The floor is never taken below this, so a digitally silent stretch does not make faint noise speech. */
const LOWEST_FLOOR_DB = -75;
/** Frames after the level drops that still count: the soft end of a word. */
const HANGOVER_MS = 100;
/** Speech starts a little before its level crosses the threshold (a soft onset). */
const LEAD_IN_MS = 30;
/** A pause shorter than this is a gap between words, not the end of a stretch. */
const MIN_PAUSE_MS = 200;
/** Sound shorter than this is a click or a bump, not speech. */
const MIN_SPEECH_MS = 200;
/** Rumble and mains hum lie below this and carry no speech worth hearing. */
const HIGH_PASS_HZ = 100;

/** The stretches of speech in `pcm` (mono), in ms, in order and apart by at least MIN_PAUSE_MS. */
export function speechRanges(pcm: Float32Array, sampleRate: number): SpeechRange[] {
  const levels = frameLevels(pcm, sampleRate);
  if (levels.length === 0) return [];
  const floor = noiseFloor(levels);
  const loud = percentile(levels, 0.95);
  const lowest = Math.max(SILENCE_DB, loud - MAX_BELOW_SPEECH_DB);
  const hangover = HANGOVER_MS / FRAME_MS;
  const frames: SpeechRange[] = [];
  let start = -1;
  let lastLoud = -1;
  for (let i = 0; i < levels.length; i++) {
    const level = levels[i] ?? -120;
    const base = Math.max(floor[i] ?? -120, LOWEST_FLOOR_DB);
    const above = level >= lowest && level - base >= (start < 0 ? START_ABOVE_FLOOR_DB : STAY_ABOVE_FLOOR_DB);
    if (above) {
      if (start < 0) start = i;
      lastLoud = i;
    } else if (start >= 0 && i - lastLoud > hangover) {
      frames.push({ start, end: lastLoud + 1 + hangover });
      start = -1;
    }
  }
  if (start >= 0) frames.push({ start, end: Math.min(levels.length, lastLoud + 1 + hangover) });
  const durationMs = (pcm.length / sampleRate) * 1000;
  const ranges = frames.map((r) => ({
    start: Math.max(0, r.start * FRAME_MS - LEAD_IN_MS),
    end: Math.min(durationMs, r.end * FRAME_MS),
  }));
  return withoutShort(bridged(ranges));
}

/** Each frame's loudness in dBFS, after a high-pass that takes out hum and rumble. */
function frameLevels(pcm: Float32Array, sampleRate: number): Float32Array {
  const size = Math.round((sampleRate * FRAME_MS) / 1000);
  const count = Math.floor(pcm.length / size);
  const levels = new Float32Array(count);
  const rc = 1 / (2 * Math.PI * HIGH_PASS_HZ);
  const a = rc / (rc + 1 / sampleRate);
  let previousIn = 0;
  let previousOut = 0;
  for (let f = 0; f < count; f++) {
    let sum = 0;
    for (let i = f * size; i < (f + 1) * size; i++) {
      const x = pcm[i] ?? 0;
      previousOut = a * (previousOut + x - previousIn);
      previousIn = x;
      sum += previousOut * previousOut;
    }
    levels[f] = decibels(sum / size);
  }
  return levels;
}

/** The quietest smoothed level within FLOOR_WINDOW_MS either side of each frame. */
function noiseFloor(levels: Float32Array): Float32Array {
  const smooth = new Float32Array(levels.length);
  let sum = 0;
  for (let i = 0; i < levels.length; i++) {
    sum += levels[i] ?? 0;
    if (i >= FLOOR_SMOOTH_FRAMES) sum -= levels[i - FLOOR_SMOOTH_FRAMES] ?? 0;
    smooth[i] = sum / Math.min(i + 1, FLOOR_SMOOTH_FRAMES);
  }
  return slidingMinimum(smooth, FLOOR_WINDOW_MS / FRAME_MS);
}

/** The minimum of `values` within `reach` either side of each index, in linear time. */
function slidingMinimum(values: Float32Array, reach: number): Float32Array {
  const out = new Float32Array(values.length);
  const queue: number[] = [];
  let head = 0;
  for (let i = 0; i < values.length + reach; i++) {
    if (i < values.length) {
      while (queue.length > head && (values[queue[queue.length - 1] ?? 0] ?? 0) >= (values[i] ?? 0))
        queue.pop();
      queue.push(i);
    }
    const centre = i - reach;
    if (centre < 0) continue;
    while ((queue[head] ?? 0) < centre - reach) head++;
    out[centre] = values[queue[head] ?? 0] ?? 0;
  }
  return out;
}

function bridged(ranges: SpeechRange[]): SpeechRange[] {
  const out: SpeechRange[] = [];
  for (const range of ranges) {
    const last = out[out.length - 1];
    if (last && range.start - last.end < MIN_PAUSE_MS) last.end = range.end;
    else out.push({ ...range });
  }
  return out;
}

/** Judged without the lead-in and the hangover that every stretch was given. */
const withoutShort = (ranges: SpeechRange[]) =>
  ranges.filter((r) => r.end - r.start - LEAD_IN_MS - HANGOVER_MS >= MIN_SPEECH_MS);

function percentile(values: Float32Array, fraction: number): number {
  const sorted = Float32Array.from(values).sort();
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? -120;
}

const decibels = (meanSquare: number) => (meanSquare > 0 ? 10 * Math.log10(meanSquare) : -120);
