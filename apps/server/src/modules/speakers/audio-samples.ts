// A video's sound as samples for the speaker analysis (docs/speakers.md): ffmpeg decodes the first
// audio stream to 16 kHz mono float32 on a pipe. Voices differ well below 8 kHz, and at this rate a
// minute is 3.8 MB.
import { spawn } from 'node:child_process';
import { ToolError } from '../../platform/media/run-tool';
import { safeInputArgs } from '../../platform/media/safe-input';

export const AUDIO_RATE = 16_000;
const STDERR_KEEP = 4 * 1024;

export interface ReadAudioOptions {
  /**
   * The parts of the source to read (ms, in order); all of it when absent. The samples returned
   * are those parts one after another, each exactly its length (padded with silence where the
   * sound ends early), so a sample's time in the source follows from the ranges.
   */
  ranges?: readonly { start: number; end: number }[];
  signal?: AbortSignal;
}

export async function readAudio(source: string, options: ReadAudioOptions = {}): Promise<Float32Array> {
  const { ranges, signal } = options;
  if (!ranges) return decode(source, [], signal);
  const parts: Float32Array[] = [];
  for (const range of ranges) {
    const length = Math.round(((range.end - range.start) * AUDIO_RATE) / 1000);
    if (length <= 0) continue;
    // Seeking before -i skips the undecoded part; for audio the cut is exact to the sample.
    const part = await decode(
      source,
      ['-ss', String(range.start / 1000), '-t', String((range.end - range.start) / 1000)],
      signal,
    );
    parts.push(part.length === length ? part : fitted(part, length));
  }
  const samples = new Float32Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    samples.set(part, at);
    at += part.length;
  }
  return samples;
}

function fitted(part: Float32Array, length: number): Float32Array {
  const out = new Float32Array(length);
  out.set(part.subarray(0, length));
  return out;
}

function decode(source: string, seek: string[], signal: AbortSignal | undefined): Promise<Float32Array> {
  return new Promise((resolve, reject) => {
    const args = [
      ...['-hide_banner', '-nostdin', '-v', 'error', ...safeInputArgs(undefined, source), ...seek],
      ...[
        '-i',
        source,
        '-map',
        '0:a:0',
        '-vn',
        '-ac',
        '1',
        '-ar',
        String(AUDIO_RATE),
        '-f',
        'f32le',
        'pipe:1',
      ],
    ];
    const child = spawn('ffmpeg', args, { stdio: ['ignore', 'pipe', 'pipe'], signal, killSignal: 'SIGKILL' });
    const chunks: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-STDERR_KEEP);
    });
    child.on('error', (err) => reject(signal?.aborted ? (signal.reason ?? err) : err));
    child.on('close', (code) => {
      if (signal?.aborted) return reject(signal.reason);
      if (code !== 0) return reject(new ToolError('ffmpeg', stderr.trim() || `exit code ${code}`));
      const bytes = Buffer.concat(chunks);
      // A copy of its own: a pooled buffer's offset need not be a multiple of 4.
      const whole = bytes.length - (bytes.length % 4);
      resolve(new Float32Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + whole)));
    });
  });
}
