// Render speed against a plain transcode, in the same run.
//   npm run render -w @captionist/bench      (or: npx tsx bench/render.ts [runs])
// Makes (once, cached in the temp folder) a 30 s 1080×1920 30 fps clip with espeak-ng speech over a
// moving test pattern, then alternates (a) a plain ffmpeg transcode with the render's encoder
// settings and no captions and (b) the render job's own pass (renderFile: the ASS document from
// packages/captions with 3 words per group, pop animation on every word and a spring entrance,
// Montserrat from the system fonts, one ffmpeg pass with libass). Prints the medians, the ratio
// b ÷ a (target ≤ 1.15), frames per second, and ffmpeg's peak memory (VmHWM).
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { captionStyleSchema } from '@captionist/captions';
import * as fontkit from 'fontkit';
import { plainTranscodeArgs, type RenderEncoder } from '../apps/server/src/modules/renders/render-args';
import { renderFile } from '../apps/server/src/modules/renders/render-file';
import { runFfmpegStreaming } from '../apps/server/src/modules/renders/run-ffmpeg';
import type { RenderFont, RenderInput } from '../apps/server/src/platform/db/schema/json-columns';

const RUNS = Math.max(3, Number(process.argv[2] ?? 3));
const SECONDS = 30;
const FPS = 30;
const encoder: RenderEncoder = {
  preset: process.env.RENDER_PRESET ?? 'veryfast',
  crf: Number(process.env.RENDER_CRF ?? 21),
};
const SCRIPT =
  'Most people scroll past a video in the first second. Captions stop the thumb. ' +
  'Every spoken word appears on screen as it is said, so the message lands even with the sound off. ' +
  'Pick a template, choose your colours, and export the finished clip in minutes.';

const dir = path.join(os.tmpdir(), 'captionist-bench');
const source = path.join(dir, 'render-source-1080x1920.mp4');

function makeSource() {
  if (existsSync(source)) return;
  const speech = path.join(dir, 'speech.wav');
  execFileSync('espeak-ng', ['-v', 'en-us', '-s', '150', '-w', speech, SCRIPT]);
  execFileSync('ffmpeg', [
    ...['-y', '-v', 'error', '-f', 'lavfi', '-i', `testsrc2=size=1080x1920:rate=${FPS}`],
    ...['-i', speech, '-af', 'apad', '-t', String(SECONDS)],
    ...['-c:v', 'libx264', '-preset', 'medium', '-crf', '18', '-pix_fmt', 'yuv420p', '-c:a', 'aac', source],
  ]);
}

function systemFonts(): { fonts: RenderFont[]; files: string[] } {
  const require = createRequire(import.meta.url);
  const filesDir = path.join(path.dirname(require.resolve('@fontsource/montserrat/package.json')), 'files');
  const files = [400, 600, 700, 800, 900].map((w) =>
    path.join(filesDir, `montserrat-latin-${w}-normal.woff2`),
  );
  const fonts = files.map((file) => {
    const face = fontkit.create(readFileSync(file)) as fontkit.Font;
    return {
      fontId: 'montserrat',
      family: face.familyName,
      weight: face['OS/2'].usWeightClass,
      storageKey: file,
    };
  });
  return { fonts, files };
}

function benchInput(fonts: RenderFont[]): RenderInput {
  const tokens = SCRIPT.split(/\s+/);
  const step = Math.floor((SECONDS * 1000) / tokens.length);
  return {
    creditCharged: false,
    words: tokens.map((text, i) => ({ text, start: i * step, end: i * step + step - 40, confidence: null })),
    style: captionStyleSchema.parse({
      font: 'montserrat',
      fontWeight: 800,
      wordsPerGroup: 3,
      multiAnimationStyle: 'pop',
      singleAnimationStyle: 'pop',
      uppercase: true,
      strokeSize: 'lg',
      shadowSize: 'md',
    }),
    fonts,
    hook: { text: 'Captions stop the scroll', durationMs: 3000 },
    music: null,
    broll: [],
    width: 1080,
    height: 1920,
    durationMs: SECONDS * 1000,
  };
}

/** Samples a process's peak resident memory (VmHWM) until it exits. */
function peakMemory(pid: number): { stop: () => number } {
  let peakKb = 0;
  const sample = () => {
    try {
      const match = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
      if (match) peakKb = Math.max(peakKb, Number(match[1]));
    } catch {
      // The process has ended.
    }
  };
  const timer = setInterval(sample, 50);
  return {
    stop: () => {
      clearInterval(timer);
      return peakKb / 1024;
    },
  };
}

async function timed(run: (onSpawn: (pid: number) => void) => Promise<void>) {
  let memory: { stop: () => number } | undefined;
  const started = performance.now();
  await run((pid) => {
    memory = peakMemory(pid);
  });
  return { seconds: (performance.now() - started) / 1000, peakMb: memory?.stop() ?? 0 };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

await mkdir(dir, { recursive: true });
makeSource();
const { fonts, files } = systemFonts();
const input = benchInput(fonts);
const output = path.join(dir, 'out.mp4');
const signal = new AbortController().signal;
const plain: { seconds: number; peakMb: number }[] = [];
const render: { seconds: number; peakMb: number }[] = [];
console.log(
  `source: ${source} (${SECONDS} s, 1080×1920, ${FPS} fps); encoder: ${encoder.preset} CRF ${encoder.crf}`,
);
for (let i = 0; i < RUNS; i++) {
  plain.push(
    await timed((onSpawn) =>
      runFfmpegStreaming(plainTranscodeArgs(source, output, encoder), {
        signal,
        onStdout: () => {},
        onSpawn,
      }),
    ),
  );
  render.push(
    await timed((onSpawn) =>
      renderFile({ input, source, fontFiles: files, output, hasAudio: true, encoder, signal, onSpawn }),
    ),
  );
  console.log(
    `run ${i + 1}: plain ${plain.at(-1)?.seconds.toFixed(2)} s, render ${render.at(-1)?.seconds.toFixed(2)} s`,
  );
}
const a = median(plain.map((r) => r.seconds));
const b = median(render.map((r) => r.seconds));
const frames = SECONDS * FPS;
console.log(
  `plain transcode: median ${a.toFixed(2)} s, ${(frames / a).toFixed(1)} fps, peak ${median(plain.map((r) => r.peakMb)).toFixed(0)} MB`,
);
console.log(
  `render job pass: median ${b.toFixed(2)} s, ${(frames / b).toFixed(1)} fps, peak ${median(render.map((r) => r.peakMb)).toFixed(0)} MB`,
);
console.log(
  `ratio render ÷ plain: ${(b / a).toFixed(3)} (target ≤ 1.15: ${b / a <= 1.15 ? 'met' : 'NOT met'})`,
);
await rm(output, { force: true });
