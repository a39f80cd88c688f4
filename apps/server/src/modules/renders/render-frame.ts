// The frame a render lays its captions on: the upright source, or the reframe's output with what
// the render needs to cut or fit the picture into it (docs/reframe.md), at the chosen resolution
// and frame rate (docs/exports.md "Resolution and frame rate").
import { outputSize, resolvedFrame } from '@captionist/captions';
import type { Reframe, VideoOutput } from '@captionist/contracts';
import type { RenderInput } from '../../platform/db/schema/json-columns';
import { faceTrackOf } from '../reframe/face-track-coverage';
import { videoSpeakers } from '../speakers/video-speakers';
import type { VideoRow } from '../videos/video-queries';
import { uprightSize } from './upright-size';

export function renderFrameFor(
  video: VideoRow & { width: number; height: number },
  reframe: Reframe,
  output: VideoOutput,
): Pick<RenderInput, 'reframe' | 'width' | 'height' | 'frame' | 'fps'> {
  const source = uprightSize(video);
  const frame = reframe.aspect === 'original' ? source : outputSize(source, reframe.aspect, reframe.mode);
  const final = resolvedFrame(frame, output.resolution, reframe.aspect);
  const scaled = final.width !== frame.width || final.height !== frame.height;
  const sized = {
    ...final,
    frame: scaled ? frame : null,
    fps: output.fps === 'source' ? null : Number(output.fps),
  };
  if (reframe.aspect === 'original') return { reframe: null, ...sized };
  const track = faceTrackOf(video.faceTrack, video);
  // Only the face and split modes follow faces; without a finished search of the video's parts
  // yet, the job looks. The speakers are followed as the analysis stands now; one still under way
  // the job waits for (speaker-wait.ts).
  const following = reframe.mode === 'face' || reframe.mode === 'split';
  return {
    ...sized,
    reframe: {
      aspect: reframe.aspect,
      mode: reframe.mode,
      source,
      samples: !following ? [] : track.status === 'done' ? track.samples : null,
      speakers: following ? renderSpeakers(video) : null,
      person: reframe.mode === 'face' ? (reframe.person ?? null) : null,
      corrections: reframe.corrections.map((c) => ({ start: c.start_ms, end: c.end_ms, x: c.x, y: c.y })),
    },
  };
}

/** Who speaks when and where their faces are, for the render: null until the analysis is done. */
export function renderSpeakers(video: VideoRow): NonNullable<RenderInput['reframe']>['speakers'] {
  const speakers = videoSpeakers(video);
  return speakers.status === 'done' ? { turns: speakers.turns, faces: speakers.faces } : null;
}
