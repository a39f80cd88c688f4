// Punch-ins on the speaker (docs/automatic-editing.md "Punch-in zooms"): with a face-following
// reframe, each moment grows from where the face is in the output frame, so the face keeps its
// place and fills more of it while the rest of the picture moves outwards. Growing from a point
// inside the frame never shows anything outside it, so the zoom needs no clamping at the edges.
// The render and the preview both place their moments with this function.
import type { ZoomMoment } from './punch-ins';
import {
  type CameraPoint,
  cameraAt,
  type FaceSample,
  faceTrack,
  PATH_STEP_MS,
  resample,
  type Size,
} from './reframe';

const round3 = (value: number) => Math.round(value * 1000) / 1000;
const unit = (value: number) => Math.min(1, Math.max(0, value));

/**
 * `moments` (source time) with their pivot at the face's mean place in the crop over the moment,
 * the crop following `path` over a `source` frame; unchanged when no face was seen.
 */
export function zoomsOnFaces(
  moments: readonly ZoomMoment[],
  samples: readonly FaceSample[],
  source: Size,
  crop: Size,
  path: readonly CameraPoint[],
): ZoomMoment[] {
  const track = faceTrack(samples.filter((sample) => sample.faces.length > 0));
  if (track.length === 0) return [...moments];
  const span = { x: crop.width / source.width, y: crop.height / source.height };
  return moments.map((moment) => {
    const steps = Math.max(1, Math.ceil((moment.end - moment.start) / PATH_STEP_MS));
    const times = Array.from({ length: steps }, (_, i) => moment.start + i * PATH_STEP_MS);
    const place = (axis: 'x' | 'y') => {
      const faces = resample(track, times, axis);
      const inCrop = times.map((t, i) => ((faces[i] ?? 0.5) - cameraAt(path, t)[axis]) / span[axis] + 0.5);
      return round3(unit(inCrop.reduce((sum, value) => sum + value, 0) / inCrop.length));
    };
    return { ...moment, pivot: { x: place('x'), y: place('y') } };
  });
}
