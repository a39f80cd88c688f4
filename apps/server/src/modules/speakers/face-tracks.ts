// Faces of the face track (one search every 500 ms, faces not matched from one sample to the next)
// followed from sample to sample: a face overlapping one of the sample before, or the one before
// that (the detector misses a face now and then), is the same face. Between its samples a face's
// box is interpolated, so frames between the samples can be read without searching them again.
import type { FaceSample } from '../reframe/face-detection';

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface FaceTrack {
  /** The face on each sample it was found in, in time order (ms, fractions of the frame). */
  boxes: { t: number; box: Box }[];
}

/** Boxes of one face half a second apart overlap far more than this; two people side by side not at all. */
const SAME_FACE_OVERLAP = 0.3;
/** Samples a face may be missed in and still be followed. */
const MISSED_SAMPLES = 1;

/** The faces of `samples` (in time order) as tracks, in order of first appearance, left to right. */
export function followFaces(samples: readonly FaceSample[]): FaceTrack[] {
  const interval = sampleInterval(samples);
  const tracks: FaceTrack[] = [];
  let open: FaceTrack[] = [];
  for (const { t, faces } of samples) {
    open = open.filter((track) => t - lastOf(track).t <= (MISSED_SAMPLES + 1) * interval * 1.01);
    const pairs = open
      .flatMap((track) => faces.map((face, i) => ({ track, i, overlap: overlap(lastOf(track).box, face) })))
      .filter((pair) => pair.overlap >= SAME_FACE_OVERLAP)
      .sort((a, b) => b.overlap - a.overlap);
    const taken = new Set<number>();
    const continued = new Set<FaceTrack>();
    for (const { track, i } of pairs) {
      const face = faces[i];
      if (!face || taken.has(i) || continued.has(track)) continue;
      taken.add(i);
      continued.add(track);
      track.boxes.push({ t, box: boxOf(face) });
    }
    const started = faces
      .filter((_, i) => !taken.has(i))
      .sort((a, b) => a.x - b.x)
      .map((face) => ({ boxes: [{ t, box: boxOf(face) }] }));
    tracks.push(...started);
    open.push(...started);
  }
  return tracks;
}

/**
 * Where the track's face is at `t`: interpolated between its samples, held for half an interval
 * before its first sample and after its last (the face was on screen around them); else none.
 */
export function boxAt(track: FaceTrack, t: number, intervalMs: number): Box | undefined {
  const { boxes } = track;
  const first = boxes[0];
  const last = boxes[boxes.length - 1];
  if (!first || !last || t < first.t - intervalMs / 2 || t > last.t + intervalMs / 2) return undefined;
  if (t <= first.t) return first.box;
  if (t >= last.t) return last.box;
  const after = boxes.findIndex((sample) => sample.t >= t);
  const next = boxes[after];
  const previous = boxes[after - 1];
  if (!next || !previous) return undefined;
  const k = (t - previous.t) / (next.t - previous.t);
  const mix = (a: number, b: number) => a + (b - a) * k;
  return {
    x: mix(previous.box.x, next.box.x),
    y: mix(previous.box.y, next.box.y),
    w: mix(previous.box.w, next.box.w),
    h: mix(previous.box.h, next.box.h),
  };
}

/** The face track's interval: the commonest step between samples (500 ms unless searched otherwise). */
export function sampleInterval(samples: readonly { t: number }[]): number {
  const steps = samples.slice(1).map((sample, i) => sample.t - (samples[i]?.t ?? 0));
  const sorted = steps.filter((step) => step > 0).sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 500;
}

/** Intersection over union. */
export function overlap(a: Box, b: Box): number {
  const w = Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x);
  const h = Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y);
  if (w <= 0 || h <= 0) return 0;
  const shared = w * h;
  return shared / (a.w * a.h + b.w * b.h - shared);
}

const lastOf = (track: FaceTrack) => track.boxes[track.boxes.length - 1] as FaceTrack['boxes'][number];
const boxOf = ({ x, y, w, h }: Box): Box => ({ x, y, w, h });
