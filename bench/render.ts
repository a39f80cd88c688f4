// Render speed against a plain transcode, in the same run.
//   npm run render -w @captionist/bench      (or: npx tsx bench/render.ts [rounds, at least 5])
// Makes (once, cached in the temp folder) a 30 s 1080×1920 30 fps clip with espeak-ng speech over a
// moving test pattern, then alternates (a) a plain ffmpeg transcode with the render's encoder
// settings and no captions and (b) the render job's own pass (renderFile: the ASS document from
// packages/captions with 3 words per group, pop animation on every word and a spring entrance,
// Montserrat from the system fonts, one ffmpeg pass with libass) and (c) the same with an emoji and
// an emphasised word (own colour, 1.2×) in every group and an emoji in the hook (issue 16), and
// (d) the render with a 300 ms cut every 3 s, punch-in zooms at the editor's default density
// (subtle) and music ducking under the words (issue 17), and (f) the same with energetic
// punch-ins, against (e) a plain transcode of the same output length, interleaved-runs.ts's way.
// Prints wall and CPU seconds (this process and ffmpeg), the ratios b ÷ a (target ≤ 1.15),
// c ÷ a (target ≤ 1.10), d ÷ e and f ÷ e (target ≤ 1.15) on CPU,
// frames per second, and ffmpeg's peak memory (VmHWM).
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { editedDuration, type PunchInDensity, punchIns } from '@captionist/captions';
import { plainTranscodeArgs } from '../apps/server/src/modules/renders/render-args';
import { renderFile } from '../apps/server/src/modules/renders/render-file';
import { runFfmpegStreaming } from '../apps/server/src/modules/renders/run-ffmpeg';
import type { RenderInput } from '../apps/server/src/platform/db/schema/json-columns';
import { measure, printSummary, ratio, runInterleaved, type Sample, spread } from './interleaved-runs';
import { benchInput, encoder, SCRIPT, systemFonts } from './render-input';
import { benchDir, speechClip } from './speech-clip';

const ROUNDS = Math.max(5, Number(process.argv[2] ?? 5));
const SECONDS = 30;
const FPS = 30;
const output = path.join(benchDir, 'out.mp4');

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

/** The run's wall and CPU time, with ffmpeg's peak memory as a figure. */
async function timed(run: (onSpawn: (pid: number) => void) => Promise<void>): Promise<Sample> {
  let memory: { stop: () => number } | undefined;
  const sample = await measure(() =>
    run((pid) => {
      memory = peakMemory(pid);
    }),
  );
  return { ...sample, figures: { 'ffmpeg peak MB': memory?.stop() ?? 0 } };
}

const source = speechClip({
  name: 'render-source-1080x1920',
  script: SCRIPT,
  seconds: SECONDS,
  width: 1080,
  height: 1920,
  fps: FPS,
});
const { fonts, files } = systemFonts();
const input = benchInput(fonts, { emoji: false, seconds: SECONDS });
const withEmoji = benchInput(fonts, { emoji: true, seconds: SECONDS });
// Automatic editing: a 300 ms cut every 3 s (as Remove silences makes them) and ducked music.
const music = path.join(benchDir, 'music-tone.m4a');
if (!existsSync(music))
  execFileSync('ffmpeg', ['-y', '-v', 'error', '-f', 'lavfi', '-i', 'sine=frequency=220:duration=30', music]);
const cuts = Array.from({ length: SECONDS / 3 }, (_, i) => ({
  start: i * 3000 + 1500,
  end: i * 3000 + 1800,
}));
// And punch-ins as Add punch-ins places them on the script's sentence starts, at each density.
const editedWith = (density: PunchInDensity): RenderInput => {
  const zooms = punchIns(input.words, density);
  const zoomedMs = zooms.reduce((sum, zoom) => sum + zoom.end - zoom.start, 0);
  console.log(
    `automatic editing (${density}): ${cuts.length} cuts, ${zooms.length} punch-ins zoomed ${(zoomedMs / 1000).toFixed(1)} s`,
  );
  return { ...input, cuts, zooms, music: { storageKey: music, volume: 0.3, duckDb: 12 } };
};
const edited = editedWith('subtle');
const energetic = editedWith('energetic');
const editedMs = editedDuration(edited.durationMs, cuts);
const renderEdited = (edits: RenderInput) => () =>
  timed((onSpawn) =>
    renderFile({
      input: edits,
      source,
      fontFiles: files,
      music,
      output,
      hasAudio: true,
      encoder,
      signal,
      onSpawn,
    }),
  );
const signal = new AbortController().signal;
console.log(
  `source: ${source} (${SECONDS} s, 1080×1920, ${FPS} fps); encoder: ${encoder.preset} CRF ${encoder.crf}`,
);
const samples = await runInterleaved(
  [
    {
      name: 'plain',
      run: () =>
        timed((onSpawn) =>
          runFfmpegStreaming(plainTranscodeArgs(source, output, encoder), {
            signal,
            onStdout: () => {},
            onSpawn,
          }),
        ),
    },
    {
      name: 'render',
      run: () =>
        timed((onSpawn) =>
          renderFile({ input, source, fontFiles: files, output, hasAudio: true, encoder, signal, onSpawn }),
        ),
    },
    {
      name: 'plain (edited length)',
      run: () =>
        timed((onSpawn) =>
          runFfmpegStreaming(plainTranscodeArgs(source, output, encoder, editedMs), {
            signal,
            onStdout: () => {},
            onSpawn,
          }),
        ),
    },
    { name: 'render+cuts+zooms+ducking', run: renderEdited(edited) },
    { name: 'render+cuts+energetic zooms+ducking', run: renderEdited(energetic) },
    {
      name: 'render+emoji+emphasis',
      run: () =>
        timed((onSpawn) =>
          renderFile({
            input: withEmoji,
            source,
            fontFiles: files,
            output,
            hasAudio: true,
            encoder,
            signal,
            onSpawn,
          }),
        ),
    },
  ],
  ROUNDS,
);
printSummary(samples, {
  ratios: [
    ['render', 'plain'],
    ['render+emoji+emphasis', 'plain'],
    ['render+cuts+zooms+ducking', 'plain (edited length)'],
    ['render+cuts+energetic zooms+ducking', 'plain (edited length)'],
  ],
});
const frames = SECONDS * FPS;
for (const side of ['plain', 'render', 'render+emoji+emphasis'])
  console.log(
    `  ${side}: ${(frames / spread(samples.get(side)?.map((run) => run.wall) ?? []).median).toFixed(1)} fps`,
  );
const cpuRatio = ratio(samples, 'render', 'plain', 'cpu').median;
console.log(
  `ratio render ÷ plain on CPU: ${cpuRatio.toFixed(3)} (target ≤ 1.15: ${cpuRatio <= 1.15 ? 'met' : 'NOT met'})`,
);
const emojiRatio = ratio(samples, 'render+emoji+emphasis', 'plain', 'cpu').median;
console.log(
  `ratio render with emoji and emphasis ÷ plain on CPU: ${emojiRatio.toFixed(3)} (target ≤ 1.10: ${emojiRatio <= 1.1 ? 'met' : 'NOT met'})`,
);
for (const [side, zooms] of [
  ['render+cuts+zooms+ducking', 'subtle'],
  ['render+cuts+energetic zooms+ducking', 'energetic'],
] as const) {
  const editRatio = ratio(samples, side, 'plain (edited length)', 'cpu').median;
  console.log(
    `ratio render with cuts, ${zooms} zooms and ducking ÷ plain of the same length on CPU: ${editRatio.toFixed(3)} (target ≤ 1.15: ${editRatio <= 1.15 ? 'met' : 'NOT met'})`,
  );
}
await rm(output, { force: true });
