// The ffmpeg pass of a caption overlay. libass draws the captions on an opaque black frame and on
// an opaque white one, exactly as it draws them on a video; the two give each pixel's coverage
// (alpha = 1 − (white − black)) and its colour (black ÷ alpha). Drawing once on a transparent
// frame does not work: ffmpeg's blend writes a translucent colour's alpha squared (a 50 % shadow
// comes out 25 %) and leaves the colour multiplied by its alpha, so the composite's edges and
// shadows came out wrong (33 dB against the burned-in render; docs/exports.md).
import type { OverlayFormat } from '@captionist/contracts';
import { filterPath } from '../renders/render-args';

export interface OverlayPass {
  /** The render's output frame, which the ASS document is laid out on. */
  width: number;
  height: number;
  /** ffmpeg's frame rate (`overlayFrameRate`). */
  frameRate: string;
  durationMs: number;
  subtitles: string;
  fontsDir: string;
  format: OverlayFormat;
  output: string;
}

/**
 * A rate ffmpeg keeps exact: NTSC's 23.976, 29.97 and 59.94 as their 1000/1001 fractions (a
 * decimal drifts a frame every few minutes against the render), else the rate to the millihertz.
 */
export function overlayFrameRate(fps: number): string {
  for (const base of [24, 30, 60]) {
    if (Math.abs(fps - (base * 1000) / 1001) < 0.005) return `${base * 1000}/1001`;
  }
  return String(Math.round(fps * 1000) / 1000);
}

/** ProRes 4444 with its alpha (Premiere, Resolve, Final Cut); VP9 with alpha in WebM (browsers, web editors). */
const encoders: Record<OverlayFormat, string[]> = {
  // The `prores` encoder: four times faster here than `prores_ks` for the same profile.
  mov: ['-c:v', 'prores', '-profile:v', '4', '-vendor', 'apl0', '-pix_fmt', 'yuva444p10le', '-f', 'mov'],
  webm: [
    ...['-c:v', 'libvpx-vp9', '-pix_fmt', 'yuva420p', '-crf', '18', '-b:v', '0'],
    // Realtime speed: an overlay is mostly empty, and VP9's good-quality speeds take minutes.
    ...['-deadline', 'realtime', '-cpu-used', '8', '-row-mt', '1', '-auto-alt-ref', '0', '-f', 'webm'],
  ],
};

export function overlayArgs(pass: OverlayPass): string[] {
  const seconds = (pass.durationMs / 1000).toFixed(3);
  const canvas = (colour: string) =>
    `color=c=${colour}:s=${pass.width}x${pass.height}:r=${pass.frameRate}:d=${seconds},format=gbrp,` +
    `ass=filename=${filterPath(pass.subtitles)}:fontsdir=${filterPath(pass.fontsDir)}`;
  const graph = [
    `${canvas('black')},split[onblack][colour]`,
    `${canvas('white')}[onwhite]`,
    // white − black is (1 − alpha) in each channel alike, up to rounding: green's is taken.
    '[onwhite][onblack]blend=all_mode=difference,negate,extractplanes=g[alpha]',
    `[colour][alpha]alphamerge,unpremultiply=inplace=1[v]`,
  ];
  return [
    ...['-hide_banner', '-nostdin', '-y', '-loglevel', 'error', '-nostats', '-progress', 'pipe:1'],
    ...['-filter_complex', graph.join(';'), '-map', '[v]', '-t', seconds],
    ...encoders[pass.format],
    pass.output,
  ];
}
