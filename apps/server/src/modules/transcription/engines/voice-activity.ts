// Finds where someone is speaking in 16 kHz mono samples, so that whisper's segments over
// silence or music (it invents some there) are dropped and each word ends where the voice does.
// Energy-based with a steadiness test: speech rises and falls with every syllable, while
// silence is quiet and a held chord or hum is loud but flat. Music with singing or strong beats
// passes as voice; that is the price of needing no model.
import type { RecognisedWord } from '../transcriber';
import type { HeardSegment } from './whisper-output';

export interface VoicedRegion {
  startMs: number;
  endMs: number;
}

const FRAME_MS = 20;
/** Loudness must vary this much (standard deviation in dB) within ±250 ms to count as speech. */
const MIN_MODULATION_DB = 3;
const MODULATION_FRAMES = 12;
/** Above the noise floor by this much, and never quieter than SILENCE_DB, to count as voice. */
const ABOVE_FLOOR_DB = 10;
const SILENCE_DB = -55;
/** Pauses shorter than this inside speech stay voiced (stops, breaths between words). */
const BRIDGE_MS = 300;
/** Voiced blips shorter than this are clicks, not speech. */
const SHORTEST_VOICE_MS = 100;
/** Room kept around each region for soft word onsets and endings. */
const PAD_MS = 80;

export function findVoicedRegions(samples: Int16Array, sampleRate: number): VoicedRegion[] {
  const frameSize = Math.round((sampleRate * FRAME_MS) / 1000);
  const frames = Math.floor(samples.length / frameSize);
  if (frames === 0) return [];
  const db = new Float64Array(frames);
  for (let f = 0; f < frames; f++) {
    let sum = 0;
    for (let i = f * frameSize; i < (f + 1) * frameSize; i++) sum += (samples[i] as number) ** 2;
    db[f] = 10 * Math.log10(sum / frameSize / 32768 ** 2 + 1e-10);
  }
  const floor = [...db].sort((a, b) => a - b)[Math.floor(frames * 0.1)] as number;
  const gate = Math.max(floor + ABOVE_FLOOR_DB, SILENCE_DB);
  const voiced = new Uint8Array(frames);
  for (let f = 0; f < frames; f++) {
    voiced[f] = (db[f] as number) > gate && modulation(db, f, gate) >= MIN_MODULATION_DB ? 1 : 0;
  }
  return toRegions(voiced, frames);
}

/**
 * Standard deviation of the loudness of the sounding frames around frame f. Quiet frames are
 * left out, or the step from silence into a held chord would look like speech.
 */
function modulation(db: Float64Array, f: number, gate: number): number {
  let n = 0;
  let sum = 0;
  let squares = 0;
  for (let i = Math.max(0, f - MODULATION_FRAMES); i < Math.min(db.length, f + MODULATION_FRAMES + 1); i++) {
    const value = db[i] as number;
    if (value <= gate) continue;
    n++;
    sum += value;
    squares += value * value;
  }
  return n < 3 ? 0 : Math.sqrt(Math.max(0, squares / n - (sum / n) ** 2));
}

function toRegions(voiced: Uint8Array, frames: number): VoicedRegion[] {
  const runs: VoicedRegion[] = [];
  for (let f = 0; f < frames; f++) {
    if (!voiced[f]) continue;
    const startMs = f * FRAME_MS;
    while (f < frames && voiced[f]) f++;
    const last = runs.at(-1);
    if (last && startMs - last.endMs < BRIDGE_MS) last.endMs = f * FRAME_MS;
    else runs.push({ startMs, endMs: f * FRAME_MS });
  }
  return runs
    .filter((run) => run.endMs - run.startMs >= SHORTEST_VOICE_MS)
    .map((run) => ({ startMs: Math.max(0, run.startMs - PAD_MS), endMs: run.endMs + PAD_MS }));
}

/** A segment with less of its time voiced than this was invented over silence or music. */
const MIN_VOICED_SHARE = 0.2;

/**
 * Drops the segments nobody speaks in, and lays the words of the others on the voice: whisper
 * spreads a segment's words over its whole span, which often runs on into the pause after it
 * (swallowing the pauses captions are split on), so the span is narrowed to its voiced part and
 * each word pulled inside the voiced stretch it overlaps most.
 */
export function placeOnVoice(segments: HeardSegment[], regions: VoicedRegion[]): RecognisedWord[] {
  const placed: RecognisedWord[] = [];
  for (const segment of segments) {
    const spans = regions
      .map((r) => ({
        startMs: Math.max(r.startMs, segment.startMs),
        endMs: Math.min(r.endMs, segment.endMs),
      }))
      .filter((span) => span.endMs > span.startMs);
    const duration = Math.max(1, segment.endMs - segment.startMs);
    const voiced = spans.reduce((sum, span) => sum + span.endMs - span.startMs, 0);
    const from = spans[0]?.startMs ?? 0;
    const to = spans.at(-1)?.endMs ?? 0;
    if (voiced / duration < MIN_VOICED_SHARE) continue;
    const scale = (to - from) / duration;
    for (const word of segment.words) {
      const start = from + (word.start - segment.startMs) * scale;
      const end = from + (word.end - segment.startMs) * scale;
      placed.push({ ...word, ...insideVoice(start, end, spans) });
    }
  }
  return placed;
}

function insideVoice(start: number, end: number, spans: VoicedRegion[]): { start: number; end: number } {
  let best = spans[0] as VoicedRegion;
  let bestOverlap = Number.NEGATIVE_INFINITY;
  for (const span of spans) {
    const overlap = Math.min(end, span.endMs) - Math.max(start, span.startMs);
    if (overlap > bestOverlap) [best, bestOverlap] = [span, overlap];
  }
  // In a gap between stretches: moved into the nearer one first, then cut to it.
  const shift = bestOverlap > 0 ? 0 : start >= best.endMs ? best.endMs - end : best.startMs - start;
  return {
    start: Math.round(Math.max(start + shift, best.startMs)),
    end: Math.round(Math.min(end + shift, best.endMs)),
  };
}
