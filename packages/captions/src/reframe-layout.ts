// What a reframed video shows over time (docs/reframe.md): the crop and its camera path, on the
// biggest face, on whoever speaks or on one person, and where the frame is split between two people,
// each half's crop and path. Composed once here for the render, the preview and the timeline export.
import {
  type CameraPoint,
  type CameraTargets,
  type CropCorrection,
  cameraAlong,
  cameraPath,
  cropSize,
  cropSpan,
  type FaceSample,
  type ReframeAspect,
  type ReframeMode,
  type Size,
} from './reframe';
import { type SpeakerMoments, speakerCamera, speakerTargets } from './speaker-camera';
import { isSplitAt, SPLIT_HOLD_MS, splitHalves, splitPair, splitStretches } from './split-layout';
import { keptRanges, type TimeRange } from './timeline';

/** One half of a split: the person it shows, its crop's size and the crop's centre over time. */
export interface SplitHalf {
  speaker: string;
  crop: Size;
  path: CameraPoint[];
}

export interface SplitView {
  /** Where the frame is split (source ms, in order); the whole video in the split mode. */
  stretches: TimeRange[];
  top: SplitHalf;
  bottom: SplitHalf;
}

export interface ReframeLayout {
  source: Size;
  /** The crop, the output frame of the crop modes. */
  crop: Size;
  /** The crop's centre every PATH_STEP_MS (source time). */
  path: CameraPoint[];
  /** The faces the crop is on: the punch-ins grow from them (zoomsOnFaces). */
  followed: FaceSample[];
  split: SplitView | null;
}

export interface ReframeLayoutInput {
  source: Size;
  aspect: ReframeAspect;
  mode: ReframeMode;
  /** The source's duration: the paths cover it. */
  durationMs: number;
  /** The face track: followed (its biggest face) while the speakers are not known. */
  samples: readonly FaceSample[];
  speakers?: SpeakerMoments | null;
  /** The one speaker the face mode keeps in the frame; whoever speaks when absent. */
  person?: string | null;
  corrections?: readonly CropCorrection[];
}

/** A half's crop on one person's face, all through the video (no cuts: it never changes person). */
function splitHalf(targets: CameraTargets, speaker: string, source: Size, crop: Size): SplitHalf {
  return { speaker, crop, path: cameraAlong(targets, cropSpan(source, crop)) };
}

/** Split stretches with the corrected ranges taken out (the crop the user placed shows there), held long enough. */
function uncorrected(
  stretches: readonly TimeRange[],
  corrections: readonly CropCorrection[],
  durationMs: number,
) {
  if (corrections.length === 0) return [...stretches];
  const outside = keptRanges(corrections, durationMs);
  return stretches.flatMap((stretch) =>
    outside.flatMap((range) => {
      const start = Math.max(stretch.start, range.start);
      const end = Math.min(stretch.end, range.end);
      return end - start >= SPLIT_HOLD_MS ? [{ start, end }] : [];
    }),
  );
}

/**
 * The layout of a crop mode (face, centre, split); null for the source's own frame and the fill.
 * The face mode follows `person`, else whoever speaks (splitting where two trade turns quickly),
 * else the biggest face; the split mode splits all through, or with fewer than two people on
 * screen follows as the face mode does.
 */
export function reframeLayout(input: ReframeLayoutInput): ReframeLayout | null {
  const { source, aspect, mode, durationMs, samples, speakers, person, corrections = [] } = input;
  if (aspect === 'original' || mode === 'fill') return null;
  const crop = cropSize(source, aspect);
  if (mode === 'centre')
    return {
      source,
      crop,
      path: cameraPath([], source, aspect, durationMs, corrections),
      followed: [],
      split: null,
    };
  const targetsOf = speakers ? speakerTargets(speakers.faces, durationMs) : null;
  const following =
    speakers && targetsOf
      ? speakerCamera(speakers, source, crop, durationMs, {
          ...(mode === 'face' && person ? { person } : {}),
          corrections,
          targetsOf,
        })
      : null;
  const single = following ?? {
    path: cameraPath(samples, source, aspect, durationMs, corrections),
    followed: [...samples],
  };
  const pair = speakers && !(mode === 'face' && person) ? splitPair(speakers) : null;
  const stretches =
    !speakers || !pair
      ? []
      : mode === 'split'
        ? [{ start: 0, end: durationMs }]
        : uncorrected(splitStretches(speakers.turns, pair, durationMs), corrections, durationMs);
  if (!speakers || !targetsOf || !pair || stretches.length === 0)
    return { source, crop, path: single.path, followed: single.followed, split: null };
  const halves = splitHalves(crop);
  return {
    source,
    crop,
    path: single.path,
    followed: single.followed,
    split: {
      stretches,
      top: splitHalf(targetsOf(pair[0]), pair[0], source, halves.top),
      bottom: splitHalf(targetsOf(pair[1]), pair[1], source, halves.bottom),
    },
  };
}

/** Whether the frame is split at `ms` (source time). */
export const splitAt = (layout: ReframeLayout | null, ms: number) =>
  Boolean(layout?.split && isSplitAt(layout.split.stretches, ms));
