// Talking clips for the benches: espeak-ng reading a script over a moving test pattern, as an
// H.264/AAC MP4 of a phone's or a camera's size. Made once and kept in the temp folder.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, renameSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const benchDir = path.join(os.tmpdir(), 'captionist-bench');

export interface ClipSpec {
  /** File name without extension; a different spec needs a different name. */
  name: string;
  script: string;
  seconds: number;
  width: number;
  height: number;
  fps: number;
}

export function speechClip({ name, script, seconds, width, height, fps }: ClipSpec): string {
  const clip = path.join(benchDir, `${name}.mp4`);
  if (existsSync(clip)) return clip;
  mkdirSync(benchDir, { recursive: true });
  const speech = path.join(benchDir, `${name}.wav`);
  execFileSync('espeak-ng', ['-v', 'en-us', '-s', '150', '-w', speech, script]);
  // Written under another name first: an interrupted encode never passes for a finished clip.
  const partial = path.join(benchDir, `${name}.partial.mp4`);
  execFileSync('ffmpeg', [
    ...['-y', '-v', 'error', '-f', 'lavfi', '-i', `testsrc2=size=${width}x${height}:rate=${fps}`],
    ...['-i', speech, '-af', 'apad', '-t', String(seconds)],
    ...['-c:v', 'libx264', '-preset', 'medium', '-crf', '18', '-pix_fmt', 'yuv420p', '-c:a', 'aac', partial],
  ]);
  renameSync(partial, clip);
  return clip;
}
