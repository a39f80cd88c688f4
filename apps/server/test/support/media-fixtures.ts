// Real media made with ffmpeg for the tests: a clip with speech-like sound, one without sound,
// one longer than the Free plan allows, a truncated MP4 and a PDF wearing an .mp4 name.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface MediaFixtures {
  clip: Buffer;
  /** About 20 MB of real video (noise defeats compression): three parts of a multipart upload. */
  large: Buffer;
  silent: Buffer;
  tooLong: Buffer;
  /** Longer than the Free plan's limit for long recordings (one hour). */
  overAnHour: Buffer;
  truncated: Buffer;
  pdf: Buffer;
}

const ffmpeg = (args: string[]) => execFileSync('ffmpeg', ['-y', '-v', 'error', ...args]);

export function makeMediaFixtures(): MediaFixtures {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'captionist-media-'));
  const file = (name: string) => path.join(dir, name);
  ffmpeg([
    ...[
      '-f',
      'lavfi',
      '-i',
      'testsrc=size=320x240:rate=25',
      '-f',
      'lavfi',
      '-i',
      'sine=frequency=440:sample_rate=16000',
    ],
    ...['-t', '2', '-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', file('clip.mp4')],
  ]);
  ffmpeg([
    '-f',
    'lavfi',
    '-i',
    'testsrc=size=320x240:rate=25',
    '-t',
    '2',
    '-c:v',
    'libx264',
    '-pix_fmt',
    'yuv420p',
    file('silent.mp4'),
  ]);
  ffmpeg([
    '-f',
    'lavfi',
    '-i',
    'color=c=black:size=32x32:rate=1',
    '-t',
    '301',
    '-c:v',
    'libx264',
    '-pix_fmt',
    'yuv420p',
    file('long.mp4'),
  ]);
  // A frame a minute is enough to make a file over an hour long in a moment.
  ffmpeg([
    ...['-f', 'lavfi', '-i', 'color=c=black:size=32x32:rate=1/60', '-t', '3661'],
    ...['-c:v', 'libx264', '-pix_fmt', 'yuv420p', file('over-an-hour.mp4')],
  ]);
  ffmpeg([
    ...['-f', 'lavfi', '-i', 'testsrc2=size=1280x720:rate=30,noise=alls=60:allf=t', '-frames:v', '14'],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-qp', '0', '-pix_fmt', 'yuv420p', file('large.mp4')],
  ]);
  const clip = readFileSync(file('clip.mp4'));
  writeFileSync(file('truncated.mp4'), clip.subarray(0, Math.floor(clip.length / 2)));
  return {
    clip,
    large: readFileSync(file('large.mp4')),
    silent: readFileSync(file('silent.mp4')),
    tooLong: readFileSync(file('long.mp4')),
    overAnHour: readFileSync(file('over-an-hour.mp4')),
    truncated: readFileSync(file('truncated.mp4')),
    pdf: Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
  };
}
