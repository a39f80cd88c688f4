// The quiet stretches of a video's sound, for Remove silences (docs/automatic-editing.md). ffmpeg
// decodes the sound to 16 kHz mono PCM on a pipe; its loudness is read in 10 ms frames as it
// streams. A frame is quiet when it is far below the video's own speech level, so a quiet speaker
// and a loud one are treated alike, or when it is near the recording's own noise floor, so the
// hiss of a real microphone does not count as sound.
import { spawn } from 'node:child_process';
import { ToolError } from '../../platform/media/run-tool';
import { safeInputArgs } from '../../platform/media/safe-input';

const SAMPLE_RATE = 16_000;
const FRAME_MS = 10;
const FRAME_SAMPLES = (SAMPLE_RATE * FRAME_MS) / 1000;
/** Quiet is this far below the speech level (the 95th percentile frame), and never above -30 dBFS. */
const QUIET_BELOW_SPEECH_DB = 30;
const QUIET_CEILING_DB = -30;
/** Absolute silence, whatever the speech level. */
const SILENCE_FLOOR_DB = -70;
/**
 * The noise floor is the 10th percentile frame (the pauses of any recording with a few); quiet
 * reaches this far above it, to take in the hiss's own ups and downs, but stays this far below the
 * speech level, so that a recording with no pauses does not lose its softer speech.
 */
const NOISE_FLOOR_PERCENTILE = 0.1;
const QUIET_ABOVE_FLOOR_DB = 4;
const QUIET_MIN_BELOW_SPEECH_DB = 12;
/** Sound this short between two quiet stretches is a click or a swell of the hiss, not speech. */
const MAX_BUMP_MS = 40;
/** Quiet shorter than this is a gap between syllables, not a pause. */
const MIN_QUIET_MS = 50;
const STDERR_KEEP = 4 * 1024;

export interface QuietRange {
  start: number;
  end: number;
}

/** The loudness of each 10 ms frame of the source's sound track (`sound`, see soundMap), in dBFS. */
export function frameLevels(source: string, signal: AbortSignal, sound = '0:a:0'): Promise<Float32Array> {
  return new Promise((resolve, reject) => {
    const args = [
      ...['-hide_banner', '-nostdin', '-v', 'error', ...safeInputArgs(), '-i', source],
      ...['-map', sound, '-vn', '-ac', '1', '-ar', String(SAMPLE_RATE), '-f', 's16le', 'pipe:1'],
    ];
    const child = spawn('ffmpeg', args, { stdio: ['ignore', 'pipe', 'pipe'], signal, killSignal: 'SIGKILL' });
    const levels: number[] = [];
    let sum = 0;
    let count = 0;
    let carry: Buffer | null = null;
    child.stdout.on('data', (chunk: Buffer) => {
      const data = carry ? Buffer.concat([carry, chunk]) : chunk;
      const whole = data.length - (data.length % 2);
      for (let i = 0; i < whole; i += 2) {
        const sample = data.readInt16LE(i) / 32_768;
        sum += sample * sample;
        if (++count === FRAME_SAMPLES) {
          levels.push(decibels(sum / count));
          sum = 0;
          count = 0;
        }
      }
      carry = whole < data.length ? data.subarray(whole) : null;
    });
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-STDERR_KEEP);
    });
    child.on('error', (err) => reject(signal.aborted ? (signal.reason ?? err) : err));
    child.on('close', (code) => {
      if (code !== 0) return reject(new ToolError('ffmpeg', stderr.trim() || `exit code ${code}`));
      if (count > 0) levels.push(decibels(sum / count));
      resolve(Float32Array.from(levels));
    });
  });
}

const decibels = (meanSquare: number) => (meanSquare > 0 ? 10 * Math.log10(meanSquare) : -120);

/** The runs of quiet frames, at least MIN_QUIET_MS long, in ms; bumps up to MAX_BUMP_MS inside one are bridged. */
export function quietRangesOf(levels: Float32Array): QuietRange[] {
  if (levels.length === 0) return [];
  const threshold = quietThreshold(levels);
  const runs: QuietRange[] = [];
  let from = -1;
  for (let i = 0; i <= levels.length; i++) {
    const quiet = i < levels.length && (levels[i] ?? 0) <= threshold;
    if (quiet && from < 0) from = i;
    if (!quiet && from >= 0) {
      const run = { start: from * FRAME_MS, end: i * FRAME_MS };
      const last = runs.at(-1);
      if (last && run.start - last.end <= MAX_BUMP_MS) last.end = run.end;
      else runs.push(run);
      from = -1;
    }
  }
  return runs.filter((run) => run.end - run.start >= MIN_QUIET_MS);
}

/** The loudest level that is quiet, in dBFS (docs/automatic-editing.md "Remove silences"). */
function quietThreshold(levels: Float32Array): number {
  const sorted = Float32Array.from(levels).sort();
  const percentile = (p: number) => sorted[Math.floor((sorted.length - 1) * p)] ?? SILENCE_FLOOR_DB;
  const speech = percentile(0.95);
  const belowSpeech = Math.max(SILENCE_FLOOR_DB, Math.min(QUIET_CEILING_DB, speech - QUIET_BELOW_SPEECH_DB));
  const nearFloor = Math.min(
    percentile(NOISE_FLOOR_PERCENTILE) + QUIET_ABOVE_FLOOR_DB,
    speech - QUIET_MIN_BELOW_SPEECH_DB,
  );
  return Math.max(belowSpeech, nearFloor);
}
