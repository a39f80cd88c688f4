// A landscape clip of two people sitting still side by side, for the speaker-following reframe
// tests: two faces cut from face-api's demo photos (sample1.jpg and sample3.jpg, the faces
// talking-faces-video.ts uses) with their middles at a quarter and three quarters of the width,
// over a red left half and a blue right half, so a crop's background says whose side it is on.
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

export const TWO_FACES_VIDEO = { width: 1280, height: 720, fps: 25, durationMs: 6000 } as const;
/** Where each face's middle is, as fractions of the frame: the left one, then the right one. */
export const TWO_FACES = [
  { x: 0.25, y: 0.45 },
  { x: 0.75, y: 0.45 },
] as const;
/** The two halves' background colours (r, g, b). */
export const LEFT_COLOUR = [170, 50, 50] as const;
export const RIGHT_COLOUR = [50, 70, 170] as const;

/** The faces in the photos (their middle and width in the photo's pixels, from talking-faces-video.ts). */
const PHOTO_FACES = [
  { photo: 'sample1.jpg', x: 503, y: 523, width: 180 },
  { photo: 'sample3.jpg', x: 688, y: 512, width: 208 },
] as const;
/** A face is 180 px wide on screen (a quarter of the height), in a square 1.6 times that. */
const FACE_PX = 180;
const PATCH_PX = 288;

const hex = (rgb: readonly number[]) => `0x${rgb.map((c) => c.toString(16).padStart(2, '0')).join('')}`;

/** Makes `name` in `dir`: 1280×720, 25 fps, 6 s, H.264 with a quiet AAC tone. */
export function makeTwoFacesVideo(dir: string, name = 'two-faces.mp4'): string {
  const file = path.join(dir, name);
  const { width, height, fps, durationMs } = TWO_FACES_VIDEO;
  const half = `s=${width / 2}x${height}:r=${fps}:d=${durationMs / 1000}`;
  const patches = PHOTO_FACES.map((face, i) => {
    const side = Math.round((face.width * PATCH_PX) / FACE_PX);
    return `[${i + 2}:v]crop=${side}:${side}:${face.x - side / 2}:${face.y - side / 2},scale=${PATCH_PX}:${PATCH_PX}[p${i}]`;
  });
  const place = (i: number) =>
    `x=${Math.round((TWO_FACES[i]?.x ?? 0) * width - PATCH_PX / 2)}:y=${Math.round((TWO_FACES[i]?.y ?? 0) * height - PATCH_PX / 2)}`;
  const filter = [
    '[0:v][1:v]hstack[bg]',
    ...patches,
    `[bg][p0]overlay=${place(0)}[one]`,
    `[one][p1]overlay=${place(1)},format=yuv420p[v]`,
  ].join(';');
  execFileSync('ffmpeg', [
    ...['-y', '-v', 'error'],
    ...['-f', 'lavfi', '-i', `color=c=${hex(LEFT_COLOUR)}:${half}`],
    ...['-f', 'lavfi', '-i', `color=c=${hex(RIGHT_COLOUR)}:${half}`],
    ...PHOTO_FACES.flatMap((face) => ['-i', photoFile(face.photo)]),
    ...['-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=48000,volume=0.1'],
    ...['-filter_complex', filter, '-map', '[v]', '-map', '4:a', '-t', String(durationMs / 1000)],
    ...['-c:v', 'libx264', '-preset', 'veryfast', '-c:a', 'aac', '-movflags', '+faststart', file],
  ]);
  return file;
}

function photoFile(name: string): string {
  const faceApi = createRequire(import.meta.url).resolve('@vladmandic/face-api/package.json');
  return path.join(path.dirname(faceApi), 'demo', name);
}
