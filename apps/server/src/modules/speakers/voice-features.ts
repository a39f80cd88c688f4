// What a voice sounds like, frame by frame (docs/speakers.md): the shape of its spectrum as mel
// cepstra (MFCC, the vocal tract), and its pitch (the vocal folds), every 10 ms.
import { PowerSpectrum } from './fourier';

export const FRAME_HOP_MS = 10;
/** Cepstra 1–12: the spectrum's shape without its loudness (c0). */
export const CEPSTRA = 12;

export interface VoiceFrames {
  count: number;
  /** `count` rows of CEPSTRA values. */
  cepstra: Float32Array;
  /** Hz, 0 where the frame is not voiced. */
  pitch: Float32Array;
  /** dBFS */
  level: Float32Array;
}

const FRAME_MS = 25;
const MEL_BANDS = 24;
const LOWEST_HZ = 80;
const HIGHEST_HZ = 7600;
const PRE_EMPHASIS = 0.97;
/**
 * The room's steady noise (hiss, hum, a fan) is taken off each band's energy before the cepstra,
 * or it pulls every voice's spectrum towards its own shape: it is the mean of the quietest tenth
 * of frames (the pauses). A band loses at most half its energy (3 dB): taking more made the
 * quiet parts of one voice vary so much that a clean voice could become two.
 */
const NOISE_FRAMES = 0.1;
const NOISE_FLOOR_SHARE = 0.5;
/** Pitch is searched at a quarter of 16 kHz: enough for 60–400 Hz voices, a sixteenth of the work. */
const PITCH_DECIMATION = 4;
const PITCH_WINDOW_MS = 40;
const LOWEST_PITCH_HZ = 60;
const HIGHEST_PITCH_HZ = 400;
/** A frame is voiced when it is this much like itself one period later (normalised correlation). */
const VOICED_CORRELATION = 0.6;
/** Of the candidate periods, the shortest this close to the best wins: the octave below echoes the true one. */
const OCTAVE_TOLERANCE = 0.9;

export function voiceFrames(pcm: Float32Array, sampleRate: number): VoiceFrames {
  const hop = Math.round((sampleRate * FRAME_HOP_MS) / 1000);
  const length = Math.round((sampleRate * FRAME_MS) / 1000);
  const count = pcm.length >= length ? Math.floor((pcm.length - length) / hop) + 1 : 0;
  const size = 2 ** Math.ceil(Math.log2(length));
  const spectrum = new PowerSpectrum(size);
  const filters = melFilters(size, sampleRate);
  const window = Float64Array.from(
    { length },
    (_, i) => 0.54 - 0.46 * Math.cos((2 * Math.PI * i) / (length - 1)),
  );
  const frame = new Float64Array(length);
  const power = new Float64Array(spectrum.bins);
  const bands = new Float64Array(MEL_BANDS);
  const dct = Float64Array.from({ length: CEPSTRA * MEL_BANDS }, (_, i) => {
    const [c, b] = [Math.floor(i / MEL_BANDS) + 1, i % MEL_BANDS];
    return Math.cos((Math.PI * c * (b + 0.5)) / MEL_BANDS) * Math.sqrt(2 / MEL_BANDS);
  });
  const mel = new Float64Array(count * MEL_BANDS);
  const level = new Float32Array(count);
  for (let f = 0; f < count; f++) {
    const at = f * hop;
    let energy = 0;
    for (let i = 0; i < length; i++) {
      const x = (pcm[at + i] ?? 0) - PRE_EMPHASIS * (pcm[at + i - 1] ?? 0);
      frame[i] = x * (window[i] ?? 0);
      energy += (pcm[at + i] ?? 0) ** 2;
    }
    level[f] = energy > 0 ? 10 * Math.log10(energy / length) : -120;
    spectrum.of(frame, power);
    for (let b = 0; b < MEL_BANDS; b++) {
      const { first, weights } = filters[b] ?? { first: 0, weights: [] };
      let sum = 0;
      for (let k = 0; k < weights.length; k++) sum += (power[first + k] ?? 0) * (weights[k] ?? 0);
      mel[f * MEL_BANDS + b] = sum;
    }
  }
  const noise = noiseBands(mel, level, count);
  const cepstra = new Float32Array(count * CEPSTRA);
  for (let f = 0; f < count; f++) {
    for (let b = 0; b < MEL_BANDS; b++) {
      const energy = mel[f * MEL_BANDS + b] as number;
      bands[b] = Math.log(Math.max(energy - (noise[b] as number), energy * NOISE_FLOOR_SHARE) + 1e-10);
    }
    for (let c = 0; c < CEPSTRA; c++) {
      let sum = 0;
      for (let b = 0; b < MEL_BANDS; b++) sum += (bands[b] as number) * (dct[c * MEL_BANDS + b] as number);
      cepstra[f * CEPSTRA + c] = sum;
    }
  }
  return { count, cepstra, pitch: pitchTrack(pcm, sampleRate, count, hop, length), level };
}

/** Each mel band's mean energy over the quietest NOISE_FRAMES share of frames: the room's own sound. */
function noiseBands(mel: Float64Array, level: Float32Array, count: number): Float64Array {
  const noise = new Float64Array(MEL_BANDS);
  if (count === 0) return noise;
  const threshold = Float32Array.from(level).sort()[Math.floor((count - 1) * NOISE_FRAMES)] as number;
  let quiet = 0;
  for (let f = 0; f < count; f++) {
    if ((level[f] as number) > threshold) continue;
    quiet++;
    for (let b = 0; b < MEL_BANDS; b++) noise[b] = (noise[b] as number) + (mel[f * MEL_BANDS + b] as number);
  }
  return noise.map((sum) => sum / quiet);
}

/** Triangular filters evenly spaced on the mel scale, each as its first FFT bin and weights. */
function melFilters(size: number, sampleRate: number) {
  const mel = (hz: number) => 2595 * Math.log10(1 + hz / 700);
  const hz = (m: number) => 700 * (10 ** (m / 2595) - 1);
  const edges = Array.from(
    { length: MEL_BANDS + 2 },
    (_, i) =>
      (hz(mel(LOWEST_HZ) + ((mel(HIGHEST_HZ) - mel(LOWEST_HZ)) * i) / (MEL_BANDS + 1)) * size) / sampleRate,
  );
  return Array.from({ length: MEL_BANDS }, (_, b) => {
    const [low, centre, high] = [edges[b] ?? 0, edges[b + 1] ?? 0, edges[b + 2] ?? 0];
    const first = Math.ceil(low);
    const weights: number[] = [];
    for (let k = first; k <= Math.floor(high); k++)
      weights.push(k <= centre ? (k - low) / (centre - low) : (high - k) / (high - centre));
    return { first, weights };
  });
}

/**
 * Each frame's pitch by normalised autocorrelation of the sound decimated to a quarter rate, over
 * a window centred on the frame; 0 where no period repeats well enough.
 */
function pitchTrack(pcm: Float32Array, sampleRate: number, count: number, hop: number, frameLength: number) {
  const rate = sampleRate / PITCH_DECIMATION;
  // Averaging each four samples twice over is the low-pass that keeps 8 kHz noise out of 2 kHz.
  const smooth = new Float32Array(pcm.length);
  let run = 0;
  for (let i = 0; i < pcm.length; i++) {
    run += (pcm[i] ?? 0) - (pcm[i - PITCH_DECIMATION] ?? 0);
    smooth[i] = run / PITCH_DECIMATION;
  }
  const low = new Float32Array(Math.floor(pcm.length / PITCH_DECIMATION));
  for (let i = 0; i < low.length; i++) {
    let sum = 0;
    for (let j = 0; j < PITCH_DECIMATION; j++) sum += smooth[i * PITCH_DECIMATION + j] ?? 0;
    low[i] = sum / PITCH_DECIMATION;
  }
  const window = Math.round((rate * PITCH_WINDOW_MS) / 1000);
  const shortest = Math.floor(rate / HIGHEST_PITCH_HZ);
  const longest = Math.ceil(rate / LOWEST_PITCH_HZ);
  const correlation = new Float64Array(longest + 2);
  const pitch = new Float32Array(count);
  for (let f = 0; f < count; f++) {
    const centre = (f * hop + frameLength / 2) / PITCH_DECIMATION;
    const start = Math.max(0, Math.round(centre - window / 2));
    if (start + window + longest + 1 > low.length) continue;
    let own = 0;
    for (let i = start; i < start + window; i++) own += (low[i] ?? 0) ** 2;
    if (own <= 1e-9) continue;
    let best = 0;
    for (let lag = shortest - 1; lag <= longest + 1; lag++) {
      let cross = 0;
      let later = 0;
      for (let i = start; i < start + window; i++) {
        const y = low[i + lag] ?? 0;
        cross += (low[i] ?? 0) * y;
        later += y * y;
      }
      correlation[lag] = later > 0 ? cross / Math.sqrt(own * later) : 0;
      if (lag >= shortest && lag <= longest) best = Math.max(best, correlation[lag] ?? 0);
    }
    if (best < VOICED_CORRELATION) continue;
    for (let lag = shortest; lag <= longest; lag++) {
      const [before, here, after] = [
        correlation[lag - 1] ?? 0,
        correlation[lag] ?? 0,
        correlation[lag + 1] ?? 0,
      ];
      if (here < best * OCTAVE_TOLERANCE || here < before || here < after) continue;
      // The peak between samples, from the parabola through it and its neighbours.
      const bend = before - 2 * here + after;
      const offset = bend < 0 ? (0.5 * (before - after)) / bend : 0;
      pitch[f] = rate / (lag + offset);
      break;
    }
  }
  return pitch;
}
