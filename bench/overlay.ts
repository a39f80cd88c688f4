// Caption overlay cost against a plain transcode of the same frame and length, in the same run.
//   npm run overlay -w @captionist/bench      (or: npx tsx bench/overlay.ts [rounds, at least 5])
// Makes (once, cached in the temp folder) a 20 s 1080×1920 30 fps clip with espeak-ng speech over a
// moving test pattern, then alternates, interleaved-runs.ts's way, (a) a plain ffmpeg transcode with
// the render's encoder settings, (b) the ProRes 4444 overlay and (c) the WebM overlay of the same
// captions (overlay-file.ts: drawn on black and on white, the matte, the encode; no source is
// decoded). Prints wall and CPU seconds and b ÷ a, c ÷ a on CPU. No target: the overlay is an
// export made once on request; this says what it costs a worker.
import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { OverlayFormat } from '@captionist/contracts';
import { overlayFile } from '../apps/server/src/modules/overlays/overlay-file';
import { plainTranscodeArgs } from '../apps/server/src/modules/renders/render-args';
import { runFfmpegStreaming } from '../apps/server/src/modules/renders/run-ffmpeg';
import { measure, printSummary, ratio, runInterleaved } from './interleaved-runs';
import { benchInput, encoder, SCRIPT, systemFonts } from './render-input';
import { benchDir, speechClip } from './speech-clip';

const ROUNDS = Math.max(5, Number(process.argv[2] ?? 5));
const SECONDS = 20;
const source = speechClip({
  name: 'overlay-source-1080x1920',
  script: SCRIPT,
  seconds: SECONDS,
  width: 1080,
  height: 1920,
  fps: 30,
});
const { fonts, files } = systemFonts();
const input = benchInput(fonts, { emoji: false, seconds: SECONDS });
const signal = new AbortController().signal;
const output = (name: string) => path.join(benchDir, name);

const overlay = (format: OverlayFormat) => () =>
  measure(() =>
    overlayFile({
      input,
      fontFiles: files,
      fps: 30,
      format,
      output: output(`overlay-out.${format}`),
      signal,
    }),
  );

console.log(
  `source: ${source} (${SECONDS} s, 1080×1920, 30 fps); encoder: ${encoder.preset} CRF ${encoder.crf}`,
);
const results = await runInterleaved(
  [
    {
      name: 'plain',
      run: () =>
        measure(() =>
          runFfmpegStreaming(plainTranscodeArgs(source, output('overlay-plain.mp4'), encoder), {
            signal,
            onStdout: () => {},
          }),
        ),
    },
    { name: 'overlay mov', run: overlay('mov') },
    { name: 'overlay webm', run: overlay('webm') },
  ],
  ROUNDS,
);
printSummary(results, {
  ratios: [
    ['overlay mov', 'plain'],
    ['overlay webm', 'plain'],
  ],
});
for (const side of ['overlay mov', 'overlay webm'] as const) {
  console.log(`ratio ${side} ÷ plain on CPU: ${ratio(results, side, 'plain', 'cpu').median.toFixed(3)}`);
}
await Promise.all(
  ['overlay-plain.mp4', 'overlay-out.mov', 'overlay-out.webm'].map((name) =>
    rm(output(name), { force: true }),
  ),
);
