// Phone-camera-like clips made with ffmpeg, small and short: HDR (HEVC 10-bit, HLG or PQ) and a
// variable-frame-rate clip with flashes and beeps at known times, each stored sideways with
// rotation metadata as phones record portrait video.
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const ffmpeg = (args: string[]) => execFileSync('ffmpeg', ['-y', '-v', 'error', ...args]);

/** Stored 320×240 with a quarter-turn in its metadata: upright 240×320. */
function sideways(flat: string, rotation: number, file: string): string {
  ffmpeg(['-i', flat, '-c', 'copy', '-metadata:s:v:0', `rotate=${rotation}`, file]);
  return file;
}

/** 2 s of moving colour bars, HEVC 10-bit BT.2020 with the HLG or PQ transfer, as iPhones write .mov. */
export function hdrClip(dir: string, transfer: 'arib-std-b67' | 'smpte2084'): string {
  const flat = path.join(dir, `hdr-${transfer}-flat.mov`);
  ffmpeg([
    ...['-f', 'lavfi', '-i', 'testsrc2=s=320x240:r=30', '-f', 'lavfi', '-i', 'sine=frequency=440', '-t', '2'],
    ...['-vf', 'format=yuv420p10le', '-c:v', 'libx265', '-preset', 'ultrafast', '-tag:v', 'hvc1'],
    ...['-x265-params', `log-level=error:colorprim=bt2020:transfer=${transfer}:colormatrix=bt2020nc`],
    ...['-color_primaries', 'bt2020', '-color_trc', transfer, '-colorspace', 'bt2020nc', '-c:a', 'aac', flat],
  ]);
  return sideways(flat, 90, path.join(dir, `hdr-${transfer}.mov`));
}

/** When the variable-frame-rate clip flashes white and beeps, together (seconds). */
export const VFR_EVENTS = [0.5, 1.5, 2.5];

/**
 * 3 s as an Android phone records in changing light: 30 fps, then 60 fps from 1 s to 2 s, then
 * 30 fps again (every other frame of a 60 fps picture dropped, the timestamps kept). Black, with
 * a white flash and a 1 kHz beep of 150 ms at each of VFR_EVENTS. Rotated 270°.
 */
export function vfrClip(dir: string): string {
  const flat = path.join(dir, 'vfr-flat.mp4');
  const during = 'between(mod(t\\,1)\\,0.5\\,0.65)';
  ffmpeg([
    ...['-f', 'lavfi', '-i'],
    `color=c=black:s=320x240:r=60,drawbox=c=white:t=fill:enable='${during}',` +
      "select='if(between(t\\,1\\,2)\\,1\\,not(mod(n\\,2)))'",
    ...['-f', 'lavfi', '-i'],
    // Sample by sample (a filter's enable= switches whole audio frames, 21 ms late).
    `aevalsrc='if(${during}\\,0.5*sin(2*PI*1000*t)\\,0)':s=48000`,
    ...['-t', '3', '-fps_mode', 'passthrough', '-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-c:a', 'aac', flat],
  ]);
  return sideways(flat, 270, path.join(dir, 'vfr.mp4'));
}
