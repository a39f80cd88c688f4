// A landscape clip with one real face moving along a known path, for the face detection and
// reframe tests. The face is a square cut from a photo face-api ships (demo/sample2.jpg), laid
// over a slowly turning colour gradient with ffmpeg's overlay, its centre moving from 25 % to
// 75 % of the width and back on an eased path.
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

export const FACE_VIDEO = { width: 1280, height: 720, fps: 25, durationMs: 6000 } as const;

export interface FaceVideo {
  file: string;
  /** Where the face's centre is at `ms` on the clip's timeline, as fractions of the frame. */
  faceCentreAt(ms: number): { x: number; y: number };
}

/** The patch's side in pixels: the face in it is about 190 px wide, 15 % of the frame's width. */
const PATCH = 320;
/**
 * Patches of sample2.jpg (1920×1367): one centred where TinyFaceDetector, on this clip, puts the
 * centre of the right-hand woman's face (SSD MobileNet's box sits about 30 px higher: it leaves
 * out the chin), and one of the same size with no face (a hand and a knee) for the faceless clip.
 */
const FACE_PATCH = { x: 1552 - PATCH / 2, y: 302 - PATCH / 2 };
const FACELESS_PATCH = { x: 1180, y: 720 };
const CENTRE_Y = 0.45;

/**
 * Makes `name` in `dir`: 1280×720, 25 fps, 6 s, H.264 with a quiet AAC tone. With `face: false`
 * the moving patch holds no face, so a detector must find nothing; with `stillAt`, the face
 * holds still with its centre at that fraction of the width.
 */
export function makeFaceVideo(
  dir: string,
  { name = 'face.mp4', face = true, stillAt }: { name?: string; face?: boolean; stillAt?: number } = {},
): FaceVideo {
  const file = path.join(dir, name);
  const { width, height, fps, durationMs } = FACE_VIDEO;
  const seconds = durationMs / 1000;
  const patch = face ? FACE_PATCH : FACELESS_PATCH;
  // Same formula as faceCentreAt, in ffmpeg's expression language (t in seconds).
  const centreX = stillAt === undefined ? `(0.5-0.25*cos(2*PI*t/${seconds}))` : String(stillAt);
  const filter = [
    `[1:v]crop=${PATCH}:${PATCH}:${patch.x}:${patch.y}[patch]`,
    `[0:v][patch]overlay=x='W*${centreX}-w/2':y='H*${CENTRE_Y}-h/2',format=yuv420p[v]`,
  ].join(';');
  execFileSync('ffmpeg', [
    ...['-y', '-v', 'error'],
    // A background that changes and is cheap to encode. ffmpeg 5.1 draws the same gradient every
    // time only when its colours, its line and the seed are all given.
    ...['-f', 'lavfi', '-i', `gradients=s=${width}x${height}:r=${fps}:${gradient(width, height)}`],
    // One picture: overlay repeats its last frame for the rest of the clip.
    ...['-i', samplePhoto()],
    ...['-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=48000,volume=0.1'],
    ...['-filter_complex', filter, '-map', '[v]', '-map', '2:a', '-t', String(seconds)],
    ...['-c:v', 'libx264', '-preset', 'veryfast', '-c:a', 'aac', '-movflags', '+faststart', file],
  ]);
  return {
    file,
    faceCentreAt: (ms) => ({
      x: stillAt ?? 0.5 - 0.25 * Math.cos((2 * Math.PI * ms) / durationMs),
      y: CENTRE_Y,
    }),
  };
}

const gradient = (width: number, height: number) =>
  `c0=0x2b4162:c1=0xd8c3a5:x0=0:y0=0:x1=${width}:y1=${height}:speed=0.01:seed=1`;

function samplePhoto(): string {
  const faceApi = createRequire(import.meta.url).resolve('@vladmandic/face-api/package.json');
  return path.join(path.dirname(faceApi), 'demo', 'sample2.jpg');
}
