// Following whoever speaks (docs/reframe.md "Following the speaker"): the speaker analysis says who
// speaks when and where each on-screen speaker's face is; the crop is on the face of the one
// speaking, holds on the last one through silences and voices heard off screen, cuts to a face far
// from the last and pans to a near one. The render and the preview take their path from here.
import type { SpeakerFace, SpeakerTurn } from '@captionist/contracts';
import {
  type CameraPoint,
  type CameraTargets,
  type CropCorrection,
  cameraAlong,
  cropSpan,
  type FaceSample,
  faceTrack,
  PATH_STEP_MS,
  type Size,
  targetsAlong,
} from './reframe';
import type { TimeRange } from './timeline';

/** A video's speaker analysis as the reframe reads it (recording time, the video's ranges). */
export interface SpeakerMoments {
  turns: readonly SpeakerTurn[];
  faces: readonly SpeakerFace[];
}

/** A stretch of the video and the speaker whose face the crop is on. */
export interface Shot extends TimeRange {
  speaker: string;
}

/**
 * A speaker's run of turns shorter than this does not take the crop (a "yes", a laugh): a cut
 * there and back within a second reads as a glitch.
 */
export const SHOT_MIN_TURN_MS = 700;
/**
 * A new speaker's face farther than this share of the crop's size from the last one's is cut to:
 * its centre is outside the crop, and a pan of up to a crop's width takes a second, most of it
 * with neither face in the middle (docs/reframe.md).
 */
export const CUT_DISTANCE = 0.5;

/** The speakers with a face seen. */
export const onScreenSpeakers = (faces: readonly SpeakerFace[]) => new Set(faces.map((face) => face.speaker));

/** One speaker's faces as face samples (faceTrack's input). */
export function facesOf(faces: readonly SpeakerFace[], speaker: string): FaceSample[] {
  return faces
    .filter((face) => face.speaker === speaker)
    .map((face) => ({ t: face.t_ms, faces: [{ x: face.x, y: face.y, w: face.w, h: face.h }] }));
}

/**
 * Whose face the crop is on over [0, durationMs]: the speaker of each run of turns (one speaker's
 * turns one after another, voices off screen left out) lasting SHOT_MIN_TURN_MS or more, from its
 * start until the next such run of someone else; before the first, its speaker. Empty when no one
 * on screen speaks.
 */
export function speakerShots(
  turns: readonly SpeakerTurn[],
  onScreen: ReadonlySet<string>,
  durationMs: number,
): Shot[] {
  const runs: Shot[] = [];
  const spoken = turns
    .filter((turn) => onScreen.has(turn.speaker) && turn.end_ms > turn.start_ms)
    .sort((a, b) => a.start_ms - b.start_ms);
  for (const turn of spoken) {
    const last = runs[runs.length - 1];
    if (last && last.speaker === turn.speaker) last.end = Math.max(last.end, turn.end_ms);
    else runs.push({ start: turn.start_ms, end: turn.end_ms, speaker: turn.speaker });
  }
  const taking = runs.filter((run) => run.end - run.start >= SHOT_MIN_TURN_MS);
  const first = taking[0] ?? runs[0];
  if (!first) return [];
  const shots: Shot[] = [{ start: 0, end: durationMs, speaker: first.speaker }];
  for (const run of taking) {
    const current = shots[shots.length - 1] as Shot;
    if (run.speaker === current.speaker || run.start >= durationMs) continue;
    current.end = run.start;
    shots.push({ start: run.start, end: durationMs, speaker: run.speaker });
  }
  return shots.filter((shot) => shot.end > shot.start);
}

/** Where each speaker's face is on every step of a path over `durationMs`, worked out once a speaker. */
export function speakerTargets(
  faces: readonly SpeakerFace[],
  durationMs: number,
): (speaker: string) => CameraTargets {
  const known = new Map<string, CameraTargets>();
  return (speaker) => {
    let targets = known.get(speaker);
    if (!targets) {
      targets = targetsAlong(faceTrack(facesOf(faces, speaker)), durationMs);
      known.set(speaker, targets);
    }
    return targets;
  };
}

/** The first path step at or after `ms`. */
const stepAt = (ms: number) => Math.ceil(ms / PATH_STEP_MS - 1e-9);

/**
 * The crop's path on the speakers' faces: `person`'s alone when set, else whoever speaks
 * (speakerShots), with a cut where the next face is more than CUT_DISTANCE of the crop away and
 * a bounded pan where it is nearer; the corrections held over their ranges. `followed` is the face
 * the crop is on at each sample (the punch-ins grow from it). Null without a face to follow (no
 * one on screen, or no one heard and no person chosen): the caller follows the biggest face.
 */
export function speakerCamera(
  speakers: SpeakerMoments,
  source: Size,
  crop: Size,
  durationMs: number,
  {
    person,
    corrections = [],
    targetsOf = speakerTargets(speakers.faces, durationMs),
  }: {
    person?: string | null;
    corrections?: readonly CropCorrection[];
    /** speakerTargets' answer, when the caller has one already. */
    targetsOf?: (speaker: string) => CameraTargets;
  } = {},
): { path: CameraPoint[]; followed: FaceSample[]; shots: Shot[] } | null {
  const onScreen = onScreenSpeakers(speakers.faces);
  const shots =
    person && onScreen.has(person)
      ? [{ start: 0, end: durationMs, speaker: person }]
      : speakerShots(speakers.turns, onScreen, durationMs);
  if (shots.length === 0) return null;
  const span = cropSpan(source, crop);
  const samples = new Map(
    [...new Set(shots.map((shot) => shot.speaker))].map((id) => [id, facesOf(speakers.faces, id)]),
  );
  const first = targetsOf((shots[0] as Shot).speaker);
  const targets = { x: [...first.x], y: [...first.y] };
  const steps = targets.x.length;
  const cuts = new Set<number>();
  const lo = { x: span.x / 2, y: span.y / 2 };
  const reach = (value: number, axis: 'x' | 'y') => Math.min(1 - lo[axis], Math.max(lo[axis], value));
  shots.forEach((shot, n) => {
    const own = targetsOf(shot.speaker);
    const from = stepAt(shot.start);
    const to = Math.min(steps, stepAt(shot.end));
    for (let i = from; i < to; i++) {
      targets.x[i] = own.x[i] as number;
      targets.y[i] = own.y[i] as number;
    }
    if (n === 0 || from >= steps) return;
    const before = targetsOf((shots[n - 1] as Shot).speaker);
    // How far the crop has to go, where the crop can go: two faces near one edge may need no move.
    const distance = Math.max(
      Math.abs(reach(own.x[from] as number, 'x') - reach(before.x[from] as number, 'x')) / span.x,
      Math.abs(reach(own.y[from] as number, 'y') - reach(before.y[from] as number, 'y')) / span.y,
    );
    if (distance > CUT_DISTANCE) cuts.add(from);
  });
  // Each shot's speaker's samples inside it, walking both in time order.
  const followed: FaceSample[] = [];
  for (const [speaker, own] of samples) {
    let shot = 0;
    for (const sample of [...own].sort((a, b) => a.t - b.t)) {
      while (shot < shots.length - 1 && (shots[shot] as Shot).end <= sample.t) shot++;
      const current = shots[shot] as Shot;
      if (current.speaker === speaker && sample.t >= current.start && sample.t < current.end)
        followed.push(sample);
    }
  }
  followed.sort((a, b) => a.t - b.t);
  return { path: cameraAlong(targets, span, corrections, cuts), followed, shots };
}
