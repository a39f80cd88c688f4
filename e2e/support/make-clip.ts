// A real 2-second H.264/AAC clip (test pattern and a sine tone), made with ffmpeg, to upload.
import { execFileSync } from 'node:child_process';

const FFMPEG_CLIP_ARGS =
  '-loglevel error -y -f lavfi -i testsrc=size=320x240:rate=25 -f lavfi -i sine -t 2 -c:v libx264 -pix_fmt yuv420p -c:a aac -shortest';

/** Writes the clip to `path` and returns `path`. */
export function makeClip(path: string): string {
  execFileSync('ffmpeg', [...FFMPEG_CLIP_ARGS.split(' '), path]);
  return path;
}
