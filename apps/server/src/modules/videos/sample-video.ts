// The bundled sample clip: real speech from espeak-ng (GPL-3 program; its output is ours to use)
// over a generated gradient, made with ffmpeg on first use and kept in DATA_DIR/samples.
// Nothing is downloaded, and the words are known, so transcription can be checked against them.

import { execFile } from 'node:child_process';
import { access, mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { runTool } from '../../platform/media/run-tool';

export const SAMPLE_SCRIPT =
  'Welcome to Captionist. Upload a talking video, and we turn every spoken word into animated captions. ' +
  'Pick a template, change the colours and the font, then export your clip in minutes.';

const SAMPLE_VERSION = 1;
let making: Promise<string> | undefined;

/** The sample clip's path, made once per data folder (concurrent callers share the work). */
export function sampleVideoPath(dataDir: string): Promise<string> {
  making ??= makeSample(dataDir).finally(() => {
    making = undefined;
  });
  return making;
}

async function makeSample(dataDir: string): Promise<string> {
  const dir = path.join(dataDir, 'samples');
  const target = path.join(dir, `sample-v${SAMPLE_VERSION}.mp4`);
  if (await exists(target)) return target;
  await mkdir(dir, { recursive: true });
  const speech = path.join(dir, `speech-${process.pid}.wav`);
  const partial = `${target}.${process.pid}.partial.mp4`;
  try {
    await promisify(execFile)('espeak-ng', ['-v', 'en-us', '-s', '150', '-w', speech, SAMPLE_SCRIPT]);
    await runTool('ffmpeg', [
      ...[
        '-y',
        '-v',
        'error',
        '-f',
        'lavfi',
        '-i',
        'gradients=s=720x1280:c0=0x7048e8:c1=0x1c7ed6:speed=0.02:r=30',
      ],
      ...['-i', speech, '-shortest', '-c:v', 'libx264', '-preset', 'veryfast', '-pix_fmt', 'yuv420p'],
      ...['-c:a', 'aac', '-ar', '44100', '-movflags', '+faststart', partial],
    ]);
    await rename(partial, target);
    return target;
  } finally {
    await rm(speech, { force: true });
    await rm(partial, { force: true });
  }
}

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );
