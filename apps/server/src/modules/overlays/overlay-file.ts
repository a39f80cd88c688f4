// One caption overlay as a file: the render's own ASS document and fonts (render-file.ts), drawn
// by overlay-args.ts's pass with progress. The overlay job feeds it from storage, the tests and
// bench from local files.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { editedDuration } from '@captionist/captions';
import type { OverlayFormat } from '@captionist/contracts';
import type { RenderInput } from '../../platform/db/schema/json-columns';
import { ffmpegProgressReader, type RenderProgressUpdate } from '../renders/ffmpeg-progress';
import { writeCaptions } from '../renders/render-file';
import { runFfmpegStreaming } from '../renders/run-ffmpeg';
import { overlayArgs, overlayFrameRate } from './overlay-args';

export interface OverlayFileOptions {
  /** The render's frozen input: the overlay has its frame, its timeline and its look. */
  input: RenderInput;
  /** A local copy of each of `input.fonts`' files, in the same order. */
  fontFiles: readonly string[];
  /** The render's frame rate: the chosen one, else the source's. */
  fps: number;
  format: OverlayFormat;
  output: string;
  signal: AbortSignal;
  onProgress?: (update: RenderProgressUpdate) => void;
}

export async function overlayFile(options: OverlayFileOptions): Promise<void> {
  const { input } = options;
  const workDir = await mkdtemp(path.join(os.tmpdir(), 'captionist-overlay-'));
  try {
    const { subtitles, fontsDir } = await writeCaptions(input, options.fontFiles, workDir);
    const durationMs = editedDuration(input.durationMs, input.cuts);
    const reader = ffmpegProgressReader(durationMs);
    await runFfmpegStreaming(
      overlayArgs({
        width: input.width,
        height: input.height,
        frameRate: overlayFrameRate(options.fps),
        durationMs,
        subtitles,
        fontsDir,
        format: options.format,
        output: options.output,
      }),
      {
        signal: options.signal,
        onStdout: (chunk) => {
          for (const update of reader.push(chunk)) options.onProgress?.(update);
        },
      },
    );
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}
