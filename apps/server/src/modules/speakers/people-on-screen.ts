// Who is on screen and how their mouths move (docs/speakers.md "People on screen"). The face
// track's faces are followed from sample to sample; one more decode of the video, eight frames a
// second, reads each face's landmarks in its box interpolated between samples (no search for
// faces again) and, every few seconds, its descriptor; the tracks are then grouped into people by
// their descriptors, and each reading gives that person's mouth openness at that time.
import type { TimeRange } from '@captionist/captions';
import { WorkLimit } from '../../platform/concurrency/work-limit';
import {
  type FaceCrop,
  type FaceSample,
  type RgbFrame,
  readFaces,
  sampledFrames,
} from '../reframe/face-detection';
import { groupPeople } from './face-people';
import { type Box, boxAt, type FaceTrack, followFaces, sampleInterval } from './face-tracks';
import { mouthOpenness } from './mouth-movement';

export interface PeopleOnScreen {
  /** Distinct people seen. */
  people: number;
  /** Each person's face on the face track's samples: person index from 0 (in order of first appearance). */
  faces: { t: number; person: number; x: number; y: number; w: number; h: number }[];
  /** Mouth openness per person over time (ms), every MOUTH_INTERVAL_MS. */
  mouths: { person: number; t: number; open: number }[];
}

export interface PeopleOnScreenOptions {
  durationMs: number;
  /** The face track over the same parts (detectFaces). */
  faceSamples: readonly FaceSample[];
  /** The parts of the source to read (ms, in order); all of it when absent. */
  ranges?: readonly TimeRange[];
  signal?: AbortSignal;
}

/** Eight readings a second: syllables come four to six a second, each opening the mouth once. */
export const MOUTH_INTERVAL_MS = 125;
/** A face's descriptor is read this often while it is on screen, the first on its first frame. */
const DESCRIBE_EVERY_MS = 5_000;
/** Below this width (frame pixels, at most 640 wide) the lips are a pixel or two apart: not read. */
const SMALLEST_FACE_PX = 24;
/** Room kept around a face's box, of its size: the descriptor's alignment reaches past the box. */
const CROP_MARGIN = 0.3;
/** Frames with the detector process at once: ffmpeg decodes the next while one is read. */
const IN_FLIGHT = 2;

const passes = new WorkLimit(2);

export function peopleOnScreen(source: string, options: PeopleOnScreenOptions): Promise<PeopleOnScreen> {
  const { signal } = options;
  const ranges = options.ranges ?? [{ start: 0, end: options.durationMs }];
  // The detector's rare false finds are single samples, and half a second is too short to tell
  // speech from a still mouth: a face must be found on two samples to be a person.
  const tracks = followFaces(options.faceSamples).filter((track) => track.boxes.length >= 2);
  const interval = sampleInterval(options.faceSamples);
  const descriptors = tracks.map((): Float32Array[] => []);
  const lastDescribed = tracks.map(() => Number.NEGATIVE_INFINITY);
  const readings: { track: number; t: number; open: number }[] = [];

  async function readFrame(frame: RgbFrame, t: number) {
    const faces = facesAt(tracks, t, interval, frame);
    const crops = faces.map(({ track, box }) => {
      const describe = t - (lastDescribed[track] ?? 0) >= DESCRIBE_EVERY_MS;
      if (describe) lastDescribed[track] = t;
      return { ...cropAround(frame, box), describe };
    });
    if (crops.length === 0) return;
    for (const [k, { points, descriptor }] of (await readFaces(crops)).entries()) {
      const track = faces[k]?.track ?? -1;
      readings.push({ track, t, open: mouthOpenness(points) });
      if (descriptor) descriptors[track]?.push(descriptor);
    }
  }

  return passes.run(async () => {
    signal?.throwIfAborted();
    const inFlight: Promise<void>[] = [];
    try {
      for (const range of tracks.length > 0 ? ranges : []) {
        let n = 0;
        for await (const frame of sampledFrames(source, MOUTH_INTERVAL_MS, range, signal, {
          approximate: true,
        })) {
          const read = readFrame(frame, range.start + n++ * MOUTH_INTERVAL_MS);
          // Handled here so that a failure while an earlier frame is awaited is not "unhandled";
          // it still surfaces when this frame's turn comes.
          read.catch(() => {});
          inFlight.push(read);
          if (inFlight.length >= IN_FLIGHT) await inFlight.shift();
          signal?.throwIfAborted();
        }
      }
      await Promise.all(inFlight);
    } catch (err) {
      await Promise.allSettled(inFlight);
      // Once aborted, ffmpeg's death and a cut-off frame are consequences, not the cause.
      signal?.throwIfAborted();
      throw err;
    }
    return people(tracks, interval, descriptors, readings);
  });
}

/** The tracks' faces at `t` in the frame's pixels, those too small to read left out. */
function facesAt(tracks: readonly FaceTrack[], t: number, interval: number, frame: RgbFrame) {
  return tracks.flatMap((track, i) => {
    const box = boxAt(track, t, interval);
    if (!box) return [];
    const x = Math.max(0, Math.round(box.x * frame.width));
    const y = Math.max(0, Math.round(box.y * frame.height));
    const w = Math.min(frame.width - x, Math.round(box.w * frame.width));
    const h = Math.min(frame.height - y, Math.round(box.h * frame.height));
    return w >= SMALLEST_FACE_PX && h >= SMALLEST_FACE_PX ? [{ track: i, box: { x, y, w, h } }] : [];
  });
}

/** The picture around a face's box (frame pixels), and the box in that picture. */
export function cropAround(frame: RgbFrame, box: Box): Omit<FaceCrop, 'describe'> {
  const left = Math.max(0, Math.round(box.x - CROP_MARGIN * box.w));
  const top = Math.max(0, Math.round(box.y - CROP_MARGIN * box.h));
  const right = Math.min(frame.width, Math.round(box.x + (1 + CROP_MARGIN) * box.w));
  const bottom = Math.min(frame.height, Math.round(box.y + (1 + CROP_MARGIN) * box.h));
  const width = right - left;
  const height = bottom - top;
  const rgb = Buffer.allocUnsafe(width * height * 3);
  for (let y = 0; y < height; y++) {
    const from = ((top + y) * frame.width + left) * 3;
    frame.rgb.copy(rgb, y * width * 3, from, from + width * 3);
  }
  return { width, height, rgb, box: { x: box.x - left, y: box.y - top, w: box.w, h: box.h } };
}

/** The tracks grouped into people, their faces and mouth readings under the people's numbers. */
function people(
  tracks: readonly FaceTrack[],
  interval: number,
  descriptors: readonly Float32Array[][],
  readings: readonly { track: number; t: number; open: number }[],
): PeopleOnScreen {
  const person = groupPeople(
    tracks.map((track, i) => ({
      start: (track.boxes[0]?.t ?? 0) - interval / 2,
      end: (track.boxes[track.boxes.length - 1]?.t ?? 0) + interval / 2,
      descriptors: descriptors[i] ?? [],
    })),
  );
  const faces = tracks
    .flatMap((track, i) => track.boxes.map(({ t, box }) => ({ t, person: person[i] ?? -1, ...box })))
    .filter((face) => face.person >= 0)
    .sort((a, b) => a.t - b.t || a.person - b.person);
  const mouths = readings
    .map(({ track, t, open }) => ({ person: person[track] ?? -1, t, open }))
    .filter((mouth) => mouth.person >= 0)
    .sort((a, b) => a.t - b.t || a.person - b.person);
  return { people: new Set(person.filter((p) => p >= 0)).size, faces, mouths };
}
