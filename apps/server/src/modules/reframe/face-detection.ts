// The faces on sampled frames of a video, for reframing (docs/reframe.md). ffmpeg decodes one
// upright, downscaled frame per interval onto a pipe; each frame is searched as it arrives with
// face-api's TinyFaceDetector on TensorFlow.js's WebAssembly backend, which needs no native build.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { WorkLimit } from '../../platform/concurrency/work-limit';
import { ToolError } from '../../platform/media/run-tool';
import { safeInputArgs } from '../../platform/media/safe-input';

/** One sampled frame's faces, as fractions (0–1) of the upright frame. */
export interface FaceBox {
  x: number;
  y: number;
  w: number;
  h: number;
  score: number;
}
export interface FaceSample {
  /** ms, source timeline */
  t: number;
  /** Biggest first. */
  faces: FaceBox[];
}

export interface DetectFacesOptions {
  durationMs: number;
  intervalMs?: number;
  signal?: AbortSignal;
}

/** Two a second: a talking head moves little in half a second, and the camera path is smoothed. */
const DEFAULT_INTERVAL_MS = 500;
/**
 * The detector shrinks every frame to its 512 px input anyway: full 1080p frames took a third
 * longer per sample (copying, converting) and found the same faces.
 */
const LONGEST_SIDE = 640;
const INPUT_SIZE = 512;
/**
 * On face-api's demo photos, 21 of the 22 faces scored 0.6 or more (one 0.32), and nothing that
 * was not a face scored above 0.21 (docs/reframe.md).
 */
const MIN_SCORE = 0.4;
/**
 * Videos searched at once in this process, each with its ffmpeg and one frame in memory. The
 * detector itself runs on the main thread a frame at a time, so more would only take turns.
 */
const DETECTIONS = 2;
const STDERR_KEEP = 4 * 1024;

const detections = new WorkLimit(DETECTIONS);

export function detectFaces(source: string, options: DetectFacesOptions): Promise<FaceSample[]> {
  const { intervalMs = DEFAULT_INTERVAL_MS, signal } = options;
  return detections.run(async () => {
    signal?.throwIfAborted();
    const detect = await loadDetector();
    const samples: FaceSample[] = [];
    try {
      for await (const frame of sampledFrames(source, intervalMs, options.durationMs, signal)) {
        samples.push({ t: samples.length * intervalMs, faces: await detect(frame) });
        signal?.throwIfAborted();
      }
    } catch (err) {
      // Once aborted, ffmpeg's death and a cut-off frame are consequences, not the cause.
      signal?.throwIfAborted();
      throw err;
    }
    return samples;
  });
}

export interface RgbFrame {
  width: number;
  height: number;
  rgb: Buffer;
}

/**
 * One frame per interval: `round=up` takes the frame on screen at each sample's time (the
 * default takes the last one before the next half interval, 240 ms late at two a second).
 * ffmpeg turns phone videos upright before the filters run. PPM frames carry their own size.
 */
async function* sampledFrames(
  source: string,
  intervalMs: number,
  durationMs: number,
  signal: AbortSignal | undefined,
): AsyncGenerator<RgbFrame> {
  const scale = `scale='min(${LONGEST_SIDE},iw)':'min(${LONGEST_SIDE},ih)':force_original_aspect_ratio=decrease`;
  const args = [
    ...['-hide_banner', '-nostdin', '-v', 'error', ...safeInputArgs(), '-i', source, '-map', '0:v:0'],
    ...['-vf', `fps=fps=1000/${intervalMs}:round=up,${scale}`, '-t', String(durationMs / 1000)],
    ...['-f', 'image2pipe', '-c:v', 'ppm', '-pix_fmt', 'rgb24', 'pipe:1'],
  ];
  const child = spawn('ffmpeg', args, { stdio: ['ignore', 'pipe', 'pipe'], signal, killSignal: 'SIGKILL' });
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
    stderr = (stderr + chunk).slice(-STDERR_KEEP);
  });
  let failure: Error | undefined;
  child.on('error', (err) => {
    failure = err;
  });
  const closed = new Promise<number | null>((resolve) => child.on('close', resolve));
  try {
    let frames = 0;
    for await (const frame of ppmFrames(child.stdout)) {
      frames++;
      yield frame;
    }
    const code = await closed;
    if (failure) throw failure;
    if (code !== 0) throw new ToolError('ffmpeg', stderr.trim() || `exit code ${code}`);
    // Pictures that all fail to decode end "successfully" with nothing written.
    if (frames === 0) throw new ToolError('ffmpeg', stderr.trim() || 'no frame could be decoded');
  } finally {
    // The caller stopped reading (a detection failed): ffmpeg would wait on the full pipe forever.
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }
}

/** The header ffmpeg writes before each PPM picture: `P6`, width, height, largest value. */
const PPM_HEADER = /^P6\n(\d+) (\d+)\n255\n/;

/** Cuts a stream of PPM pictures into frames, holding one frame at a time. */
export async function* ppmFrames(stream: AsyncIterable<Buffer>): AsyncGenerator<RgbFrame> {
  let header = Buffer.alloc(0);
  let frame: RgbFrame | undefined;
  let filled = 0;
  for await (let chunk of stream) {
    while (chunk.length > 0) {
      if (!frame) {
        header = Buffer.concat([header, chunk]);
        const match = PPM_HEADER.exec(header.toString('latin1', 0, 32));
        if (!match) {
          if (header.length >= 32) throw new ToolError('ffmpeg', 'unexpected output instead of a PPM frame');
          break;
        }
        const width = Number(match[1]);
        const height = Number(match[2]);
        frame = { width, height, rgb: Buffer.allocUnsafe(width * height * 3) };
        chunk = header.subarray(match[0].length);
        header = Buffer.alloc(0);
        filled = 0;
      }
      const copied = chunk.copy(frame.rgb, filled);
      filled += copied;
      chunk = chunk.subarray(copied);
      if (filled === frame.rgb.length) {
        yield frame;
        frame = undefined;
      }
    }
  }
  if (frame || header.length > 0) throw new ToolError('ffmpeg', 'the frames ended in the middle of a frame');
}

type Detect = (frame: RgbFrame) => Promise<FaceBox[]>;
let detector: Promise<Detect> | undefined;

/** Loads TensorFlow.js and the model once per process, on first use; a failed load is retried. */
function loadDetector(): Promise<Detect> {
  detector ??= createDetector().catch((err: unknown) => {
    detector = undefined;
    throw err;
  });
  return detector;
}

async function createDetector(): Promise<Detect> {
  // Loaded by require, from node_modules also when bundled: the backend reads its .wasm files and
  // the model its weights from their packages' folders, and most processes never need them.
  const require = createRequire(import.meta.url);
  const packageDir = (name: string) => path.dirname(require.resolve(`${name}/package.json`));
  const tf = require('@tensorflow/tfjs') as typeof import('@tensorflow/tfjs');
  const wasm = require('@tensorflow/tfjs-backend-wasm') as typeof import('@tensorflow/tfjs-backend-wasm');
  const faceapi =
    require('@vladmandic/face-api/dist/face-api.node-wasm.js') as typeof import('@vladmandic/face-api/dist/face-api.node-wasm.js');
  wasm.setWasmPaths(`${path.join(packageDir('@tensorflow/tfjs-backend-wasm'), 'dist')}${path.sep}`);
  if (!(await tf.setBackend('wasm')))
    throw new Error('TensorFlow.js could not start its WebAssembly backend');
  await faceapi.nets.tinyFaceDetector.loadFromDisk(path.join(packageDir('@vladmandic/face-api'), 'model'));
  const options = new faceapi.TinyFaceDetectorOptions({ inputSize: INPUT_SIZE, scoreThreshold: MIN_SCORE });

  return async ({ width, height, rgb }) => {
    const input = tf.tensor3d(rgb, [height, width, 3], 'int32');
    try {
      const found = await faceapi.detectAllFaces(input, options);
      return found
        .map(({ box, score }) =>
          faceBox(box.x / width, box.y / height, box.right / width, box.bottom / height, score),
        )
        .sort((a, b) => b.w * b.h - a.w * a.h);
    } finally {
      input.dispose();
    }
  };
}

/** A box cut to the frame: the detector's boxes may reach past the edges. */
function faceBox(left: number, top: number, right: number, bottom: number, score: number): FaceBox {
  const x = Math.max(0, left);
  const y = Math.max(0, top);
  return { x, y, w: Math.min(1, right) - x, h: Math.min(1, bottom) - y, score };
}
