// Runs an engine over a long WAV piece by piece (each engine has its own limits), reports
// progress across the whole file and stitches the pieces back on one time line.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Recognition, TranscribeOptions } from '../transcriber';
import { stitchChunks } from './stitch-chunks';
import { type ChunkLimits, splitWav, type WavChunk } from './wav-chunks';

export async function transcribeInChunks(
  wavPath: string,
  limits: ChunkLimits,
  options: TranscribeOptions,
  recognise: (chunk: WavChunk, options: TranscribeOptions) => Promise<Recognition>,
): Promise<Recognition> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'captionist-chunks-'));
  try {
    const chunks = await splitWav(wavPath, dir, limits);
    const totalMs = chunks.reduce((sum, chunk) => sum + chunk.durationMs, 0) || 1;
    const parts = [];
    let doneMs = 0;
    for (const chunk of chunks) {
      options.signal.throwIfAborted();
      const recognition = await recognise(chunk, {
        signal: options.signal,
        durationMs: chunk.durationMs,
        onProgress: (percent) =>
          options.onProgress(Math.min(100, ((doneMs + (chunk.durationMs * percent) / 100) / totalMs) * 100)),
      });
      parts.push({ offsetMs: chunk.offsetMs, recognition });
      doneMs += chunk.durationMs;
      options.onProgress((doneMs / totalMs) * 100);
    }
    return stitchChunks(parts);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
