// Reframe render speed against a plain transcode of the same output frame, in the same run.
//   npm run reframe -w @captionist/bench      (or: npx tsx bench/reframe.ts [rounds, at least 5])
// Makes (once, cached in the temp folder) a 30 s 1920×1080 30 fps clip with espeak-ng speech over a
// moving test pattern, then alternates, interleaved-runs.ts's way:
//   (a) a plain transcode cropped to the 9:16 frame (606×1080, held at the centre) and
//   (b) the render reframed to 9:16 following a speaker who shifts position twice (the crop moved
//       by the render's commands along cameraPath), with the captions;
//   (c) a plain transcode into the fill's 1080×1920 frame (scaled to cover it: a picture in the
//       whole frame, as the fill has; black bars would encode for almost nothing) and
//   (d) the render reframed to 9:16 fitted over a blurred copy of itself, with the captions.
// Prints wall and CPU seconds and the ratios b ÷ a and d ÷ c on CPU (issue 18's target ≤ 1.25).
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { cropSize, outputSize } from '@captionist/captions';
import { plainTranscodeArgs } from '../apps/server/src/modules/renders/render-args';
import { renderFile } from '../apps/server/src/modules/renders/render-file';
import { runFfmpegStreaming } from '../apps/server/src/modules/renders/run-ffmpeg';
import type { RenderInput } from '../apps/server/src/platform/db/schema/json-columns';
import { measure, printSummary, ratio, runInterleaved } from './interleaved-runs';
import { benchInput, encoder, SCRIPT, systemFonts } from './render-input';
import { benchDir, speechClip } from './speech-clip';

const ROUNDS = Math.max(5, Number(process.argv[2] ?? 5));
const SECONDS = 30;
const SOURCE = { width: 1920, height: 1080 };
const output = path.join(benchDir, 'reframe-out.mp4');
const source = speechClip({
  name: 'reframe-source-1920x1080',
  script: SCRIPT,
  seconds: SECONDS,
  ...SOURCE,
  fps: 30,
});
const { fonts, files } = systemFonts();

/**
 * A speaker a sixth of the frame wide who shifts in their seat twice in 30 s (a third of the way
 * in, then back past the centre), swaying a little all the while: the camera pans twice and holds.
 * (A face crossing the frame and back every 10 s, the camera always panning, read 1.28: a moving
 * picture costs the encoder a quarter more than a still one, whoever moves it.)
 */
const speakerAt = (t: number) => (t < 10_000 ? 0.35 : t < 20_000 ? 0.65 : 0.45) + 0.01 * Math.sin(t / 700);
const samples = Array.from({ length: SECONDS * 2 + 1 }, (_, i) => {
  const t = i * 500;
  return { t_ms: t, faces: [{ x: speakerAt(t) - 0.08, y: 0.3, w: 0.16, h: 0.28 }] };
});
const reframed = (mode: 'face' | 'fill'): RenderInput => ({
  ...benchInput(fonts, { emoji: false, seconds: SECONDS, ...outputSize(SOURCE, '9:16', mode) }),
  reframe: {
    aspect: '9:16',
    mode,
    source: SOURCE,
    samples: mode === 'face' ? samples : [],
    speakers: null,
    person: null,
    corrections: [],
  },
});
const crop = cropSize(SOURCE, '9:16');
const fill = outputSize(SOURCE, '9:16', 'fill');
const signal = new AbortController().signal;
const plain = (filter: string) => () =>
  measure(() =>
    runFfmpegStreaming(plainTranscodeArgs(source, output, encoder, undefined, filter), {
      signal,
      onStdout: () => {},
    }),
  );
const render = (input: RenderInput) => () =>
  measure(() => renderFile({ input, source, fontFiles: files, output, hasAudio: true, encoder, signal }));

console.log(
  `source: ${source} (${SECONDS} s, 1920×1080, 30 fps); encoder: ${encoder.preset} CRF ${encoder.crf}`,
);
const results = await runInterleaved(
  [
    { name: 'plain 9:16 crop', run: plain(`crop=${crop.width}:${crop.height}`) },
    { name: 'render 9:16 face', run: render(reframed('face')) },
    {
      name: 'plain 9:16 fill size',
      run: plain(
        `scale=${fill.width}:${fill.height}:force_original_aspect_ratio=increase,crop=${fill.width}:${fill.height}`,
      ),
    },
    { name: 'render 9:16 fill', run: render(reframed('fill')) },
  ],
  ROUNDS,
);
printSummary(results, {
  ratios: [
    ['render 9:16 face', 'plain 9:16 crop'],
    ['render 9:16 fill', 'plain 9:16 fill size'],
  ],
});
for (const [side, base] of [
  ['render 9:16 face', 'plain 9:16 crop'],
  ['render 9:16 fill', 'plain 9:16 fill size'],
] as const) {
  const cpu = ratio(results, side, base, 'cpu').median;
  console.log(
    `ratio ${side} ÷ ${base} on CPU: ${cpu.toFixed(3)} (target ≤ 1.25: ${cpu <= 1.25 ? 'met' : 'NOT met'})`,
  );
}
await rm(output, { force: true });
