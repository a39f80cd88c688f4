// A short stretch of speech summed up as one vector (docs/speakers.md): the mean and spread of its
// cepstra and its pitch, each scaled by how much it varies within one voice from stretch to
// stretch: every number varies by about 1 while one voice says other words, so two prints of one
// voice lie about √2 apart (distance, per number).
import { CEPSTRA, FRAME_HOP_MS, type VoiceFrames } from './voice-features';

export interface Stretch {
  /** ms */
  start: number;
  end: number;
}

/** Frames this far below the stretch's loudest are pauses and breath, not the voice. */
const QUIET_BELOW_LOUDEST_DB = 30;
/**
 * How much each summary varies within one voice between 1.5 s stretches of other words (the
 * standard deviation over each voice's stretches, averaged over nine espeak-ng voices, rounded):
 * the higher cepstra vary less, and would count for nothing without it.
 */
const CEPSTRUM_MEAN_SPREAD = [1.65, 0.86, 1.18, 0.86, 0.71, 0.74, 0.47, 0.38, 0.41, 0.36, 0.29, 0.24];
const CEPSTRUM_SPREAD_SPREAD = [1.0, 0.45, 0.86, 0.55, 0.45, 0.36, 0.31, 0.23, 0.27, 0.21, 0.2, 0.14];
/** In octaves. */
const PITCH_SPREAD = 0.076;
const VOICED_SPREAD = 0.042;

export const PRINT_SIZE = 2 * CEPSTRA + 2;

/** The voice print of the frames within `stretch`, or null when it holds too little voice. */
export function voicePrint(frames: VoiceFrames, stretch: Stretch): Float64Array | null {
  const first = Math.max(0, Math.floor(stretch.start / FRAME_HOP_MS));
  const last = Math.min(frames.count, Math.ceil(stretch.end / FRAME_HOP_MS));
  let loudest = -Infinity;
  for (let f = first; f < last; f++) loudest = Math.max(loudest, frames.level[f] ?? -120);
  const sum = new Float64Array(CEPSTRA);
  const squares = new Float64Array(CEPSTRA);
  const pitches: number[] = [];
  let count = 0;
  for (let f = first; f < last; f++) {
    if ((frames.level[f] ?? -120) < loudest - QUIET_BELOW_LOUDEST_DB) continue;
    count++;
    for (let c = 0; c < CEPSTRA; c++) {
      const x = frames.cepstra[f * CEPSTRA + c] ?? 0;
      sum[c] = (sum[c] ?? 0) + x;
      squares[c] = (squares[c] ?? 0) + x * x;
    }
    const pitch = frames.pitch[f] ?? 0;
    if (pitch > 0) pitches.push(Math.log2(pitch));
  }
  if (count < 10) return null;
  const print = new Float64Array(PRINT_SIZE);
  for (let c = 0; c < CEPSTRA; c++) {
    const mean = (sum[c] ?? 0) / count;
    print[c] = mean / (CEPSTRUM_MEAN_SPREAD[c] ?? 1);
    print[CEPSTRA + c] =
      Math.sqrt(Math.max(0, (squares[c] ?? 0) / count - mean * mean)) / (CEPSTRUM_SPREAD_SPREAD[c] ?? 1);
  }
  pitches.sort((a, b) => a - b);
  print[2 * CEPSTRA] = pitches.length > 0 ? (pitches[Math.floor(pitches.length / 2)] ?? 0) / PITCH_SPREAD : 0;
  print[2 * CEPSTRA + 1] = pitches.length / count / VOICED_SPREAD;
  return print;
}

export function distance(a: Float64Array, b: Float64Array): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += ((a[i] ?? 0) - (b[i] ?? 0)) ** 2;
  return Math.sqrt(sum / a.length);
}
