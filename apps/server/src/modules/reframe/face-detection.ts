// The faces on sampled frames of a video, for reframing (docs/reframe.md). ffmpeg decodes one
// upright, downscaled frame per interval onto a pipe; each frame is searched as it arrives with
// face-api's TinyFaceDetector on TensorFlow.js's WebAssembly backend, which needs no native build,
// in a process of its own (face-detector-worker.ts): the process keeps answering meanwhile, the
// detector's ~300 MB are not the server's, and a crash of it cannot take the server down.
import { type ChildProcess, fork, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { TimeRange } from '@captionist/captions';
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
  /**
   * The parts of the source to search (ms, start on the interval's grid), in order; all of it
   * when absent. A clip's face-following crop needs its own ranges only, not an hour around them.
   */
  ranges?: readonly TimeRange[];
  intervalMs?: number;
  signal?: AbortSignal;
  /** Called after each sample with the source time searched so far (ms). */
  onSample?: (searchedMs: number) => void;
}

/** Two a second: a talking head moves little in half a second, and the camera path is smoothed. */
export const SAMPLE_INTERVAL_MS = 500;
/**
 * The detector shrinks every frame to its 512 px input anyway: full 1080p frames took a third
 * longer per sample (copying, converting) and found the same faces.
 */
const LONGEST_SIDE = 640;
/**
 * Videos searched at once in this process, each with its ffmpeg and one frame in memory. The
 * detector thread takes one frame at a time, so more would only take turns.
 */
const DETECTIONS = 2;
const STDERR_KEEP = 4 * 1024;

const detections = new WorkLimit(DETECTIONS);

export function detectFaces(source: string, options: DetectFacesOptions): Promise<FaceSample[]> {
  const { intervalMs = SAMPLE_INTERVAL_MS, signal } = options;
  const ranges = options.ranges ?? [{ start: 0, end: options.durationMs }];
  return detections.run(async () => {
    signal?.throwIfAborted();
    const samples: FaceSample[] = [];
    let searchedMs = 0;
    try {
      for (const range of ranges) {
        let n = 0;
        for await (const frame of sampledFrames(source, intervalMs, range, signal)) {
          samples.push({ t: range.start + n++ * intervalMs, faces: await detect(frame) });
          signal?.throwIfAborted();
          options.onSample?.(Math.min(searchedMs + n * intervalMs, searchedMs + range.end - range.start));
        }
        searchedMs += range.end - range.start;
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
 * One frame per interval over the range: `round=up` takes the frame on screen at each sample's
 * time (the default takes the last one before the next half interval, 240 ms late at two a
 * second). A range further in is sought an interval early, keeping the source's times
 * (`-copyts`): the seek keeps the frames from the sought time on, so the frame on screen at the
 * range's start, a little before it, is among them, and `start_time` starts the samples there on
 * the same grid as a search from 0 (with the times shifted to the seek instead, the first frame
 * came twice). ffmpeg turns phone videos upright before the filters run. PPM frames carry their
 * own size.
 *
 * `approximate` trades exact times for half the decoding: only frames that others refer to are
 * decoded (a stream with B-frames skips about half of them), so a sample can be the frame two or
 * three source frames before its time, and pictures are shrunk by averaging (`area`, cheaper than
 * the default bicubic). For reading mouths many times a second, not for the face search.
 */
export async function* sampledFrames(
  source: string,
  intervalMs: number,
  range: TimeRange,
  signal: AbortSignal | undefined,
  { approximate = false } = {},
): AsyncGenerator<RgbFrame> {
  const scale = `scale='min(${LONGEST_SIDE},iw)':'min(${LONGEST_SIDE},ih)':force_original_aspect_ratio=decrease${approximate ? ':flags=area' : ''}`;
  const seek =
    range.start > 0 ? ['-ss', String(Math.max(0, range.start - intervalMs) / 1000), '-copyts'] : [];
  const fps = `fps=fps=1000/${intervalMs}:round=up${range.start > 0 ? `:start_time=${range.start / 1000}` : ''}`;
  const frames = Math.ceil((range.end - range.start) / intervalMs);
  const args = [
    ...[
      '-hide_banner',
      '-nostdin',
      '-v',
      'error',
      ...safeInputArgs(undefined, source),
      ...(approximate ? ['-skip_frame', 'noref'] : []),
      ...seek,
      '-i',
      source,
    ],
    ...['-map', '0:v:0', '-vf', `${fps},${scale}`, '-frames:v', String(frames)],
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

/** A detector process not asked for anything this long is stopped, giving back its memory. */
const IDLE_MS = 60_000;

/** A picture around one face to read (`readFaces`), with the face's box in it (pixels). */
export interface FaceCrop extends RgbFrame {
  box: { x: number; y: number; w: number; h: number };
  /** Whether to compute the face's descriptor too. */
  describe: boolean;
}
/** A face read: its 68 landmarks and, when asked, its descriptor. */
export interface FacePoints {
  /** x, y, x, y, … in its crop's pixels, in the 68-point order (iBUG 300-W). */
  points: Float32Array;
  /** face-api's 128-number descriptor: two faces of one person are less than about 0.5 apart. */
  descriptor?: Float32Array;
}
interface Answer {
  id: number;
  faces?: FaceBox[];
  people?: FacePoints[];
  tensors?: number;
  error?: string;
}

interface Detector {
  child: ChildProcess;
  pending: Map<number, { resolve: (answer: Answer) => void; reject: (err: Error) => void }>;
  idle?: NodeJS.Timeout;
}
let detector: Detector | undefined;
let nextId = 0;
let tensors: number | null = null;

/** The tensors alive in the detector after its last frame: a leak would make it grow (tested). */
export const detectorTensors = () => tensors;
/** The detector's process id while it runs (a test kills it to see the next search start another). */
export const detectorProcessId = () => detector?.child.pid;

/**
 * The detector's file: beside the bundle when built (build.mjs makes it an entry of its own), else
 * the source, which Node runs with its types stripped.
 */
function workerFile(): string {
  const built = fileURLToPath(new URL('./face-detector-worker.js', import.meta.url));
  return existsSync(built) ? built : fileURLToPath(new URL('./face-detector-worker.ts', import.meta.url));
}

/** Starts the detector on first use; one that dies fails what it was doing and is started again next time. */
function runningDetector(): Detector {
  if (detector) return detector;
  const started: Detector = {
    // `advanced`: frames travel as bytes, not as JSON arrays of numbers. No inherited flags: the
    // detector is plain Node, whatever runs this process (a test runner's loaders included).
    child: fork(workerFile(), [], {
      serialization: 'advanced',
      execArgv: [],
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    }),
    pending: new Map(),
  };
  const fail = (err: Error) => {
    if (detector === started) detector = undefined;
    for (const { reject } of started.pending.values()) reject(err);
    started.pending.clear();
  };
  started.child.on('message', (answer: Answer) => {
    const waiting = started.pending.get(answer.id);
    tensors = answer.tensors ?? tensors;
    started.pending.delete(answer.id);
    if (answer.error !== undefined) waiting?.reject(new Error(answer.error));
    else waiting?.resolve(answer);
  });
  started.child.on('error', fail);
  started.child.on('exit', (code, signal) =>
    fail(new Error(`the face detector stopped (${signal ? `killed by ${signal}` : `exit code ${code}`})`)),
  );
  detector = started;
  return started;
}

/** Held open while it works for us; an idle detector must not keep this process alive. */
function holdOpen(child: ChildProcess, held: boolean) {
  const channel = child.channel as { ref(): void; unref(): void } | null | undefined;
  if (held) {
    child.ref();
    channel?.ref();
  } else {
    child.unref();
    channel?.unref();
  }
}

/** The faces on one frame, found by the detector process (the frame's pixels are sent to it). */
async function detect(frame: RgbFrame): Promise<FaceBox[]> {
  return (await ask({ width: frame.width, height: frame.height, rgb: bytesOf(frame) })).faces ?? [];
}

/**
 * The landmarks of a frame's faces whose boxes are known, and the descriptors of those asked for,
 * read by the detector process (only the crops travel: a tenth of a frame's bytes, and tensors
 * that small cost the detector little).
 */
export async function readFaces(faces: readonly FaceCrop[]): Promise<FacePoints[]> {
  return (
    (await ask({ kind: 'people', faces: faces.map((face) => ({ ...face, rgb: bytesOf(face) })) })).people ??
    []
  );
}

/** A picture's bytes as a plain view, which is what the detector reads. */
const bytesOf = ({ rgb }: { rgb: Buffer }) => new Uint8Array(rgb.buffer, rgb.byteOffset, rgb.byteLength);

function ask(request: object): Promise<Answer> {
  const current = runningDetector();
  clearTimeout(current.idle);
  holdOpen(current.child, true);
  const id = nextId++;
  const answer = new Promise<Answer>((resolve, reject) => current.pending.set(id, { resolve, reject }));
  current.child.send({ id, ...request });
  return answer.finally(() => {
    if (current.pending.size > 0) return;
    holdOpen(current.child, false);
    current.idle = setTimeout(() => {
      if (current.pending.size > 0) return;
      if (detector === current) detector = undefined;
      current.child.kill();
    }, IDLE_MS).unref();
  });
}
