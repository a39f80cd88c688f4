// The frame a render lays its captions on: the upright source, or the reframe's output with what
// the render needs to cut or fit the picture into it (docs/reframe.md).
import { outputSize } from '@captionist/captions';
import type { Reframe } from '@captionist/contracts';
import type { RenderInput } from '../../platform/db/schema/json-columns';
import type { VideoRow } from '../videos/video-queries';
import { uprightSize } from './upright-size';

export function renderFrameFor(
  video: Pick<VideoRow, 'rotation' | 'faceTrack'> & { width: number; height: number },
  reframe: Reframe,
): Pick<RenderInput, 'reframe' | 'width' | 'height'> {
  const source = uprightSize(video);
  if (reframe.aspect === 'original') return { reframe: null, ...source };
  const track = video.faceTrack;
  return {
    ...outputSize(source, reframe.aspect, reframe.mode),
    reframe: {
      aspect: reframe.aspect,
      mode: reframe.mode,
      source,
      // Only the face mode follows faces; without a finished search yet, the job looks.
      samples: reframe.mode !== 'face' ? [] : track?.status === 'done' ? track.samples : null,
      corrections: reframe.corrections.map((c) => ({ start: c.start_ms, end: c.end_ms, x: c.x, y: c.y })),
    },
  };
}
