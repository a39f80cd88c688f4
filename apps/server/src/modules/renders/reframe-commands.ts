// The reframe's crops in the render (docs/reframe.md): each crop keeps its size and moves along its
// camera path, told by timed commands where its corner changes (at most once a frame of the path's
// 30 Hz). The times are the source's: the crops come before the cuts join the kept ranges.
import { type CameraPoint, cropOrigin, type Size } from '@captionist/captions';

/** The crop of the whole frame, and of the split's top and bottom halves. */
export const REFRAME_CROP = 'crop@reframe';
export const SPLIT_TOP_CROP = 'crop@splittop';
export const SPLIT_BOTTOM_CROP = 'crop@splitbottom';

/** Sent a millisecond early: a frame's time in its own time base can round just below the path's. */
const EARLY_MS = 1;

/**
 * The crop's first corner, and the sendcmd script that moves the crop named `target` along
 * `path` (null if it never moves).
 */
export function reframeCommands(
  path: readonly CameraPoint[],
  source: Size,
  crop: Size,
  target = REFRAME_CROP,
): { origin: { x: number; y: number }; script: string | null } {
  const origin = cropOrigin(path[0] ?? { x: 0.5, y: 0.5 }, source, crop);
  const lines: string[] = [];
  let current = origin;
  for (const point of path.slice(1)) {
    const next = cropOrigin(point, source, crop);
    if (next.x === current.x && next.y === current.y) continue;
    current = next;
    const at = (Math.max(0, point.t - EARLY_MS) / 1000).toFixed(6);
    lines.push(`${at} ${target} x ${next.x}, ${target} y ${next.y};`);
  }
  // ffmpeg refuses a sendcmd with no commands: a crop that never moves needs none.
  return { origin, script: lines.length > 0 ? `${lines.join('\n')}\n` : null };
}
