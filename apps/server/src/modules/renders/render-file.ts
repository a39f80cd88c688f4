// One render as files: the ASS document built with packages/captions (the same function the
// preview uses), the font files in a folder of their own, and one ffmpeg pass with progress.
// The render job feeds it from storage; bench/render.ts feeds it from local files.
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  buildAssDocument,
  captionFontsFor,
  captionStyleInFrame,
  editedDuration,
  fitInside,
  keptRanges,
  type ReframeLayout,
  rangeThroughCuts,
  reframeLayout,
  scriptCharactersIn,
  scriptFontWeight,
  speechStretches,
  wordsThroughCuts,
  zoomsOnFaces,
} from '@captionist/captions';
import type { RenderInput } from '../../platform/db/schema/json-columns';
import { emojiArtFor } from '../emoji/emoji-art-store';
import { fontCoverage } from '../fonts/font-coverage';
import { scriptFontPath, scriptFontsFor } from '../fonts/script-fonts';
import { ffmpegProgressReader, type RenderProgressUpdate } from './ffmpeg-progress';
import { probeColour, toneMapFilter } from './hdr-tone-map';
import { REFRAME_CROP, reframeCommands, SPLIT_BOTTOM_CROP, SPLIT_TOP_CROP } from './reframe-commands';
import { type MovingCrop, type RenderEncoder, type RenderPass, renderArgs } from './render-args';
import { runFfmpegStreaming } from './run-ffmpeg';
import { zoomCommands } from './zoom-commands';

export interface RenderFileOptions {
  input: RenderInput;
  source: string;
  /** A local copy of each of `input.fonts`' files, in the same order. */
  fontFiles: readonly string[];
  music?: string;
  /** A local copy of each of `input.broll`'s files, in the same order. */
  brollFiles?: readonly string[];
  output: string;
  hasAudio: boolean;
  soundTrack?: number;
  encoder: RenderEncoder;
  signal: AbortSignal;
  onProgress?: (update: RenderProgressUpdate) => void;
  /** Called with ffmpeg's process id once it runs (the job times the encode, bench/render.ts samples its memory). */
  onSpawn?: (pid: number) => void;
}

/**
 * The ASS document of a render, and the files of the shipped script fonts it names, if any.
 * `covered`: whether the style's font holds a character (font-coverage.ts); what it does not is
 * drawn from the script fonts.
 */
export async function captionsFor(
  input: RenderInput,
  covered: (code: number) => boolean,
  /** Speakers' names for the ASS export's Name field (a render does not show them). */
  speakerNames?: ReadonlyMap<string, string>,
): Promise<{ document: string; scriptFiles: string[] }> {
  // Every frozen face belongs to the style's font (render-fonts.ts); the preview builds the
  // same faces from the fonts API with the same function, and asks GET /api/emoji and
  // GET /api/script-fonts for the same emoji artwork and script font files.
  const files = input.fonts.map((font) => ({ ass_family: font.family, weight: font.weight }));
  // In the split layout the captions sit on the seam between the halves, as the preview draws them.
  const style = captionStyleInFrame(input.style, input.reframe);
  const texts = [...[...input.words, ...input.secondWords].map((word) => word.text), input.hook?.text ?? ''];
  const emoji = await emojiArtFor(texts);
  const chars = scriptCharactersIn(texts);
  const scriptFonts = chars ? scriptFontsFor(chars, scriptFontWeight(style.fontWeight), covered) : [];
  // The captions run on the edited timeline: the cuts' words are gone, the rest move up.
  const words = wordsThroughCuts(input.words, input.cuts);
  const document = buildAssDocument(words, style, captionFontsFor(style.font, files), {
    width: input.width,
    height: input.height,
    ...(input.hook ? { hook: input.hook } : {}),
    emoji,
    scriptFonts,
    secondLine: wordsThroughCuts(input.secondWords, input.cuts),
    speakerNames,
  });
  const scriptFiles = scriptFonts.flatMap((family) =>
    family.files.flatMap((name) => scriptFontPath(name) ?? []),
  );
  return { document, scriptFiles };
}

/** The render's reframe as packages/captions lays it out (the preview's function), for the crop modes; null otherwise. */
export function renderLayout(input: Pick<RenderInput, 'reframe' | 'durationMs'>): ReframeLayout | null {
  const { reframe } = input;
  if (!reframe) return null;
  return reframeLayout({
    source: reframe.source,
    aspect: reframe.aspect,
    mode: reframe.mode,
    durationMs: input.durationMs,
    samples: (reframe.samples ?? []).map((sample) => ({ t: sample.t_ms, faces: sample.faces })),
    speakers: reframe.speakers,
    person: reframe.person,
    corrections: reframe.corrections,
  });
}

/** A crop moving along its camera path, its script (if it moves) written in the work folder. */
async function movingCrop(
  { path: camera, crop }: { path: ReframeLayout['path']; crop: MovingCrop['crop'] },
  source: ReframeLayout['source'],
  target: string,
  file: string,
): Promise<MovingCrop> {
  const { origin, script } = reframeCommands(camera, source, crop, target);
  if (script === null) return { crop, origin };
  await writeFile(file, script, 'utf8');
  return { crop, origin, commands: file };
}

/** The reframe as the render pass draws it; the crops' moves written as scripts in the work folder. */
async function reframePass(
  input: RenderInput,
  layout: ReframeLayout | null,
  workDir: string,
): Promise<RenderPass['reframe']> {
  const { reframe } = input;
  if (!reframe) return undefined;
  // The reframe's own frame; a chosen resolution scales it afterwards.
  const output = input.frame ?? { width: input.width, height: input.height };
  if (!layout) return { kind: 'fill', frame: output, fit: fitInside(reframe.source, output) };
  const { source, split } = layout;
  const single = () =>
    movingCrop({ path: layout.path, crop: output }, source, REFRAME_CROP, path.join(workDir, 'reframe.cmd'));
  if (!split) return { kind: 'crop', ...(await single()) };
  const top = await movingCrop(split.top, source, SPLIT_TOP_CROP, path.join(workDir, 'top.cmd'));
  const bottom = await movingCrop(split.bottom, source, SPLIT_BOTTOM_CROP, path.join(workDir, 'bottom.cmd'));
  const [first] = split.stretches;
  const always = split.stretches.length === 1 && first?.start === 0 && first.end >= input.durationMs;
  if (always) return { kind: 'split', top, bottom };
  return { kind: 'split', top, bottom, single: { ...(await single()), stretches: split.stretches } };
}

/**
 * The punch-ins, on the face when the crop follows one, moved through the cuts, as a sendcmd
 * script in the work folder; none without zooms.
 */
async function writeZoomCommands(
  input: RenderInput,
  layout: ReframeLayout | null,
  workDir: string,
): Promise<string | undefined> {
  const placed = layout
    ? zoomsOnFaces(input.zooms, layout.followed, layout.source, layout.crop, layout.path)
    : input.zooms;
  const zooms = placed.flatMap((zoom) => {
    const range = rangeThroughCuts(zoom, input.cuts);
    return range ? [{ ...zoom, ...range }] : [];
  });
  const commands = zooms.length > 0 ? zoomCommands(zooms, input.width, input.height) : null;
  if (commands === null) return undefined;
  const script = path.join(workDir, 'zooms.cmd');
  await writeFile(script, commands, 'utf8');
  return script;
}

/**
 * The render's ASS document and a folder of every font file it names, in `workDir`: what the
 * `ass` filter reads (the render's, and its caption overlay's, modules/overlays).
 */
export async function writeCaptions(
  input: RenderInput,
  fontFiles: readonly string[],
  workDir: string,
): Promise<{ subtitles: string; fontsDir: string }> {
  const subtitles = path.join(workDir, 'captions.ass');
  const fontsDir = path.join(workDir, 'fonts');
  const coverages = await Promise.all(fontFiles.map(async (file) => fontCoverage(await readFile(file))));
  const { document, scriptFiles } = await captionsFor(input, (code) =>
    coverages.some((set) => set.has(code)),
  );
  await writeFile(subtitles, document, 'utf8');
  // libass reads every font file in the folder; the ASS document names them by family.
  await mkdir(fontsDir);
  await Promise.all([
    ...fontFiles.map((file, i) => copyFile(file, path.join(fontsDir, `${i}${path.extname(file) || '.ttf'}`))),
    ...scriptFiles.map((file) => copyFile(file, path.join(fontsDir, path.basename(file)))),
  ]);
  return { subtitles, fontsDir };
}

export async function renderFile(options: RenderFileOptions): Promise<void> {
  const { input } = options;
  const workDir = await mkdtemp(path.join(os.tmpdir(), 'captionist-render-'));
  try {
    const { subtitles, fontsDir } = await writeCaptions(input, options.fontFiles, workDir);
    const layout = renderLayout(input);
    const zoomScript = await writeZoomCommands(input, layout, workDir);
    const reframe = await reframePass(input, layout, workDir);
    const durationMs = editedDuration(input.durationMs, input.cuts);
    const reader = ffmpegProgressReader(durationMs);
    const toneMap = toneMapFilter(await probeColour(options.source, options.signal));
    const graphScript = path.join(workDir, 'graph.txt');
    const { args, graph } = renderArgs({
      source: options.source,
      graphScript,
      ...(toneMap ? { toneMap } : {}),
      width: input.width,
      height: input.height,
      subtitles,
      fontsDir,
      output: options.output,
      hasAudio: options.hasAudio,
      ...(options.soundTrack ? { soundTrack: options.soundTrack } : {}),
      ...(input.music && options.music
        ? {
            music: {
              path: options.music,
              volume: input.music.volume,
              ...(input.music.duckDb
                ? {
                    duck: {
                      stretches: speechStretches(wordsThroughCuts(input.words, input.cuts)),
                      depthDb: input.music.duckDb,
                    },
                  }
                : {}),
            },
          }
        : {}),
      broll: input.broll.flatMap((item, i) => {
        const file = options.brollFiles?.[i];
        const range = rangeThroughCuts({ start: item.startMs, end: item.endMs }, input.cuts);
        return file && range ? [{ path: file, kind: item.kind, startMs: range.start, endMs: range.end }] : [];
      }),
      ...(input.cuts.length > 0 ? { kept: keptRanges(input.cuts, input.durationMs) } : {}),
      ...(zoomScript ? { zoomCommands: zoomScript } : {}),
      ...(reframe ? { reframe } : {}),
      ...(input.frame ? { scaled: true } : {}),
      ...(input.fps ? { fps: input.fps } : {}),
      encoder: options.encoder,
      durationMs,
    });
    await writeFile(graphScript, graph, 'utf8');
    await runFfmpegStreaming(args, {
      signal: options.signal,
      onStdout: (chunk) => {
        for (const update of reader.push(chunk)) options.onProgress?.(update);
      },
      ...(options.onSpawn ? { onSpawn: options.onSpawn } : {}),
    });
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}
