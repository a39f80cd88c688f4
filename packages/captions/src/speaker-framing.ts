// How well a reframe frames whoever speaks (docs/reframe.md "Following the speaker"): the share of
// sampled moments of speech at which the speaker's face is in the middle half, by width, of the crop
// that shows it. Measured by the unit tests and bench/speaker-reframe.ts against known faces.
import type { SpeakerTurn } from '@captionist/contracts';
import { type CameraPoint, cameraAt, cropOrigin, type Size } from './reframe';
import { type ReframeLayout, splitAt } from './reframe-layout';

/** The crop that shows `speaker` at `ms`, and its left edge (source px); null when none does. */
function cropShowing(
  layout: ReframeLayout,
  speaker: string,
  ms: number,
): { left: number; crop: Size } | null {
  const at = (path: readonly CameraPoint[], crop: Size) => ({
    left: cropOrigin(cameraAt(path, ms), layout.source, crop).x,
    crop,
  });
  const { split } = layout;
  if (!split || !splitAt(layout, ms)) return at(layout.path, layout.crop);
  const half = [split.top, split.bottom].find((each) => each.speaker === speaker);
  return half ? at(half.path, half.crop) : null;
}

/**
 * Every `stepMs` of speech by someone on screen (`faceAt` gives their face's true centre, null
 * for a voice off screen; overlapping turns: the later one's speaker), whether that face is within
 * a quarter of the crop's width of the crop's middle. Returns the share of such moments, and their
 * count.
 */
export function speakerFraming(
  layout: ReframeLayout,
  turns: readonly SpeakerTurn[],
  faceAt: (speaker: string, ms: number) => { x: number; y: number } | null,
  durationMs: number,
  stepMs = 100,
): { share: number; moments: number } {
  const sorted = [...turns].sort((a, b) => a.start_ms - b.start_ms);
  let framed = 0;
  let moments = 0;
  for (let ms = 0; ms < durationMs; ms += stepMs) {
    const turn = sorted.findLast((each) => each.start_ms <= ms && ms < each.end_ms);
    const face = turn ? faceAt(turn.speaker, ms) : null;
    if (!turn || !face) continue;
    moments++;
    const shown = cropShowing(layout, turn.speaker, ms);
    if (!shown) continue;
    const offset = face.x * layout.source.width - (shown.left + shown.crop.width / 2);
    if (Math.abs(offset) <= shown.crop.width / 4) framed++;
  }
  return { share: moments > 0 ? framed / moments : 1, moments };
}
