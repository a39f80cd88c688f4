// Reframe (docs/reframe.md): the output frame for an aspect ratio, and the camera path that keeps
// the speaker in it. The render crops along the path and the preview shows the same crop, so
// both come from here.

export const reframeAspects = ['original', '9:16', '1:1', '4:5'] as const;
export type ReframeAspect = (typeof reframeAspects)[number];
/**
 * Follow the face (whoever speaks, once the speakers are known), hold the centre, show the whole
 * picture over a blurred copy of itself, or split the frame between two people.
 */
export const reframeModes = ['face', 'centre', 'fill', 'split'] as const;
export type ReframeMode = (typeof reframeModes)[number];

export interface Size {
  width: number;
  height: number;
}

/** A face seen on a sampled frame: its box as fractions (0–1) of the upright frame. */
export interface SeenFace {
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface FaceSample {
  /** ms, source timeline. */
  t: number;
  faces: readonly SeenFace[];
}

/** The crop's centre held by hand over a source range (fractions of the frame). */
export interface CropCorrection {
  start: number;
  end: number;
  x: number;
  y: number;
}

/** The crop's centre at a time (ms, source timeline; centre in fractions of the frame). */
export interface CameraPoint {
  t: number;
  x: number;
  y: number;
}

const ratios: Record<Exclude<ReframeAspect, 'original'>, number> = {
  '9:16': 9 / 16,
  '1:1': 1,
  '4:5': 4 / 5,
};

const even = (value: number) => Math.max(2, 2 * Math.floor(value / 2));

/** The largest region of the aspect inside the source: what a crop keeps, never upscaled. */
export function cropSize(source: Size, aspect: ReframeAspect): Size {
  if (aspect === 'original') return source;
  const ratio = ratios[aspect];
  return source.width / source.height > ratio
    ? { width: even(source.height * ratio), height: even(source.height) }
    : { width: even(source.width), height: even(source.width / ratio) };
}

/**
 * The output frame: the crop for the crop modes; for fill, the frame of the aspect whose shorter
 * side is the source's shorter side, with the whole source scaled down into it.
 */
export function outputSize(source: Size, aspect: ReframeAspect, mode: ReframeMode): Size {
  if (aspect === 'original') return source;
  if (mode !== 'fill') return cropSize(source, aspect);
  const ratio = ratios[aspect];
  const short = Math.min(source.width, source.height);
  return ratio <= 1
    ? { width: even(short), height: even(short / ratio) }
    : { width: even(short * ratio), height: even(short) };
}

/** The whole source scaled to fit inside `frame`, in even pixels: the picture fill lays over its blur. */
export function fitInside(source: Size, frame: Size): Size {
  const scale = Math.min(frame.width / source.width, frame.height / source.height);
  return { width: even(source.width * scale), height: even(source.height * scale) };
}

/** Output resolutions by the frame's shorter side ('source' keeps the frame as it is). */
export const outputResolutions = ['source', '720p', '1080p', '2160p'] as const;
export type OutputResolution = (typeof outputResolutions)[number];
const shortSides: Record<Exclude<OutputResolution, 'source'>, number> = {
  '720p': 720,
  '1080p': 1080,
  '2160p': 2160,
};

/**
 * The frame at a resolution: its shorter side made 720, 1080 or 2160 px in even pixels, shaped
 * like the reframe's aspect exactly (9:16 at 1080p is 1080×1920, though the crop it scales is
 * 606×1080), else like the frame.
 */
export function resolvedFrame(
  frame: Size,
  resolution: OutputResolution,
  aspect: ReframeAspect = 'original',
): Size {
  const round = (value: number) => Math.max(2, 2 * Math.round(value / 2));
  // H.264 in 4:2:0 holds no odd side: a 1279×719 screen recording renders at 1278×718.
  const evenDown = (value: number) => Math.max(2, value - (value % 2));
  if (resolution === 'source') return { width: evenDown(frame.width), height: evenDown(frame.height) };
  const short = shortSides[resolution];
  const ratio = aspect === 'original' ? frame.width / frame.height : ratios[aspect];
  return ratio <= 1
    ? { width: short, height: round(short / ratio) }
    : { width: round(short * ratio), height: short };
}

/** Whether the output has more pixels than the frame it is made from (said in the editor). */
export const isUpscaled = (from: Size, to: Size) => to.width * to.height > from.width * from.height;

/** The path is computed at this rate: the render's commands and the preview read it frame by frame. */
export const PATH_STEP_MS = 1000 / 30;
/** The camera stays put while the face is within this share of the crop either side of its centre. */
const DEAD_ZONE = 0.18;
/** Crop widths (or heights) per second, and per second squared: a pan eases in and out. */
const MAX_SPEED = 1.2;
const MAX_ACCELERATION = 4;
/** Within this share of the crop (and this many crops a second) the camera has caught up. */
const SETTLED = 0.01;
/** Samples either side in the median that drops a stray detection. */
const MEDIAN_RADIUS = 2;

/** The biggest face's centre on each sample, a sample without one holding the last seen. */
function faceCentres(samples: readonly FaceSample[]): CameraPoint[] {
  const sorted = [...samples].sort((a, b) => a.t - b.t);
  const firstSeen = sorted.find((s) => s.faces.length > 0)?.faces;
  let last = firstSeen ? centreOf(biggest(firstSeen)) : { x: 0.5, y: 0.5 };
  return sorted.map((sample) => {
    if (sample.faces.length > 0) last = centreOf(biggest(sample.faces));
    return { t: sample.t, ...last };
  });
}

const biggest = (faces: readonly SeenFace[]) => faces.reduce((a, b) => (b.w * b.h > a.w * a.h ? b : a));
const centreOf = (face: SeenFace) => ({ x: face.x + face.w / 2, y: face.y + face.h / 2 });

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0.5;
}

/** The points' values at each of `times` (ascending), linear between points, held past the ends. */
export function resample(
  points: readonly CameraPoint[],
  times: readonly number[],
  axis: 'x' | 'y',
): number[] {
  let i = 0;
  return times.map((t) => {
    while (i < points.length - 1 && (points[i + 1] as CameraPoint).t <= t) i++;
    const a = points[i];
    const b = points[i + 1];
    if (!a) return 0.5;
    if (!b || t <= a.t) return a[axis];
    return a[axis] + ((b[axis] - a[axis]) * (t - a.t)) / (b.t - a.t);
  });
}

/**
 * Follows one axis: the camera moves only once the face leaves the dead zone, then goes after it
 * with bounded speed and acceleration until it has caught up, braking to arrive (so no jitter
 * and no jolt). At the steps in `cuts` it jumps to the face and starts afresh.
 * `span` is the crop's share of the frame on this axis; the camera's centre stays where the crop
 * fits inside the frame.
 */
function follow(
  targets: readonly number[],
  span: number,
  stepMs: number,
  cuts: ReadonlySet<number>,
): number[] {
  const lo = span / 2;
  const hi = 1 - span / 2;
  const clamp = (v: number) => Math.min(hi, Math.max(lo, v));
  const dt = stepMs / 1000;
  const vMax = MAX_SPEED * span;
  const aMax = MAX_ACCELERATION * span;
  let position = clamp(targets[0] ?? 0.5);
  let velocity = 0;
  // Once the face leaves the dead zone the camera follows it until it has caught up.
  let moving = false;
  return targets.map((face, i) => {
    const goal = clamp(face);
    if (cuts.has(i)) {
      position = goal;
      velocity = 0;
      moving = false;
      return position;
    }
    if (Math.abs(face - position) > DEAD_ZONE * span) moving = true;
    else if (Math.abs(goal - position) < SETTLED * span && Math.abs(velocity) < SETTLED * span)
      moving = false;
    const gap = moving ? goal - position : 0;
    // The speed from which the camera can still stop at the goal, a step early since it brakes a
    // step at a time (and never passing it within a step), capped.
    const braking = Math.max(0, Math.sqrt(2 * aMax * Math.abs(gap)) - aMax * dt);
    const wanted = Math.sign(gap) * Math.min(vMax, braking, Math.abs(gap) / dt);
    const change = Math.max(-aMax * dt, Math.min(aMax * dt, wanted - velocity));
    velocity += change;
    position = clamp(position + velocity * dt);
    if (position === lo || position === hi) velocity = 0;
    return position;
  });
}

/**
 * The biggest face's centre on each sample (source time, fractions of the frame), a stray
 * detection dropped by a median over neighbouring samples; empty without samples.
 */
export function faceTrack(samples: readonly FaceSample[]): CameraPoint[] {
  const centres = faceCentres(samples);
  return centres.map((point, i) => {
    // Centred and narrowed at the ends, so the first and last samples are not pulled inwards.
    const radius = Math.min(MEDIAN_RADIUS, i, centres.length - 1 - i);
    const window = centres.slice(i - radius, i + radius + 1);
    return { t: point.t, x: median(window.map((p) => p.x)), y: median(window.map((p) => p.y)) };
  });
}

/** The times of the camera path over a video: every PATH_STEP_MS from 0 to `durationMs`. */
export function pathTimes(durationMs: number): number[] {
  // A loop, not Array.from({ length }): an hour's 108,000 steps are laid out for every path.
  const times = new Array<number>(Math.floor(durationMs / PATH_STEP_MS) + 1);
  for (let i = 0; i < times.length; i++) times[i] = i * PATH_STEP_MS;
  return times;
}

/** The crop's centre as a share of the frame on each axis. */
export const cropSpan = (source: Size, crop: Size) => ({
  x: crop.width / source.width,
  y: crop.height / source.height,
});

/** Where the camera is sent on each path step (every PATH_STEP_MS from 0), axis by axis. */
export interface CameraTargets {
  x: number[];
  y: number[];
}

/**
 * The camera along `targets` for a crop covering `span` of the frame: dead zone, bounded pans,
 * and a jump at each step in `cuts`; the user's corrections held as they are over their ranges.
 */
export function cameraAlong(
  targets: CameraTargets,
  span: { x: number; y: number },
  corrections: readonly CropCorrection[] = [],
  cuts: ReadonlySet<number> = new Set(),
): CameraPoint[] {
  const held = (t: number) => corrections.find((c) => t >= c.start && t < c.end);
  const goals = corrections.length > 0 ? { x: [...targets.x], y: [...targets.y] } : targets;
  // Only the steps near each correction are looked up: an hour's path has 108,000.
  for (const correction of corrections) {
    const to = Math.min(goals.x.length, Math.ceil(correction.end / PATH_STEP_MS) + 1);
    for (let i = Math.max(0, Math.floor(correction.start / PATH_STEP_MS) - 1); i < to; i++) {
      const first = held(i * PATH_STEP_MS);
      if (!first) continue;
      goals.x[i] = first.x;
      goals.y[i] = first.y;
    }
  }
  // A cut inside a correction would jump to where the crop already is held.
  const kept = new Set([...cuts].filter((i) => !held(i * PATH_STEP_MS)));
  const xs = follow(goals.x, span.x, PATH_STEP_MS, kept);
  const ys = follow(goals.y, span.y, PATH_STEP_MS, kept);
  return xs.map((x, i) => ({ t: i * PATH_STEP_MS, x, y: ys[i] ?? 0.5 }));
}

/** A face track (faceTrack's points) at every step of a path over `durationMs`. */
export function targetsAlong(track: readonly CameraPoint[], durationMs: number): CameraTargets {
  const times = pathTimes(durationMs);
  return { x: resample(track, times, 'x'), y: resample(track, times, 'y') };
}

/**
 * The camera path for the face mode: the crop's centre every PATH_STEP_MS over the video, from
 * the faces seen (a median over neighbouring samples drops stray detections), with the user's
 * corrections held as they are over their ranges.
 */
export function cameraPath(
  samples: readonly FaceSample[],
  source: Size,
  aspect: ReframeAspect,
  durationMs: number,
  corrections: readonly CropCorrection[] = [],
): CameraPoint[] {
  const span = cropSpan(source, cropSize(source, aspect));
  return cameraAlong(targetsAlong(faceTrack(samples), durationMs), span, corrections);
}

/** The crop's centre at `ms` on the path (the centre of the frame without one). */
export function cameraAt(path: readonly CameraPoint[], ms: number): { x: number; y: number } {
  if (path.length === 0) return { x: 0.5, y: 0.5 };
  const i = Math.min(path.length - 1, Math.max(0, Math.round(ms / PATH_STEP_MS)));
  const point = path[i] as CameraPoint;
  return { x: point.x, y: point.y };
}

/** The crop's top-left corner in source pixels for a centre, kept inside the frame. */
export function cropOrigin(
  centre: { x: number; y: number },
  source: Size,
  crop: Size,
): { x: number; y: number } {
  const x = Math.round(centre.x * source.width - crop.width / 2);
  const y = Math.round(centre.y * source.height - crop.height / 2);
  return {
    x: Math.min(source.width - crop.width, Math.max(0, x)),
    y: Math.min(source.height - crop.height, Math.max(0, y)),
  };
}
