// Render speed at 4K against a plain transcode of the same clip, in the same run (issue 18).
//   npm run render-4k -w @captionist/bench      (or: npx tsx bench/render-4k.ts [rounds, at least 5])
// Makes (once, cached in the temp folder) an 8 s 3840×2160 30 fps clip with espeak-ng speech over
// a moving test pattern, then alternates, interleaved-runs.ts's way, (a) a plain ffmpeg transcode
// with the render's encoder settings and (b) the render job's own pass (the captions as
// bench/render.ts draws them, laid out on the 4K frame). Prints wall and CPU seconds and b ÷ a on
// CPU (target ≤ 1.10; bench/render.ts gives the same ratio at 1080p).
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { plainTranscodeArgs } from '../apps/server/src/modules/renders/render-args';
import { renderFile } from '../apps/server/src/modules/renders/render-file';
import { runFfmpegStreaming } from '../apps/server/src/modules/renders/run-ffmpeg';
import { measure, printSummary, ratio, runInterleaved } from './interleaved-runs';
import { benchInput, encoder, SCRIPT, systemFonts } from './render-input';
import { benchDir, speechClip } from './speech-clip';

const ROUNDS = Math.max(5, Number(process.argv[2] ?? 5));
const SECONDS = 8;
const SIZE = { width: 3840, height: 2160 };
const output = path.join(benchDir, 'render-4k-out.mp4');
const source = speechClip({
  name: 'render-source-3840x2160',
  script: SCRIPT,
  seconds: SECONDS,
  ...SIZE,
  fps: 30,
});
const { fonts, files } = systemFonts();
const input = benchInput(fonts, { emoji: false, seconds: SECONDS, ...SIZE });
const signal = new AbortController().signal;

console.log(
  `source: ${source} (${SECONDS} s, 3840×2160, 30 fps); encoder: ${encoder.preset} CRF ${encoder.crf}`,
);
const results = await runInterleaved(
  [
    {
      name: 'plain 4K',
      run: () =>
        measure(() =>
          runFfmpegStreaming(plainTranscodeArgs(source, output, encoder), { signal, onStdout: () => {} }),
        ),
    },
    {
      name: 'render 4K',
      run: () =>
        measure(() =>
          renderFile({ input, source, fontFiles: files, output, hasAudio: true, encoder, signal }),
        ),
    },
  ],
  ROUNDS,
);
printSummary(results, { ratios: [['render 4K', 'plain 4K']] });
const cpu = ratio(results, 'render 4K', 'plain 4K', 'cpu').median;
console.log(
  `ratio render ÷ plain at 4K on CPU: ${cpu.toFixed(3)} (target ≤ 1.10: ${cpu <= 1.1 ? 'met' : 'NOT met'})`,
);
await rm(output, { force: true });
