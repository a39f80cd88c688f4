// The one ffmpeg pass of a render: source → HDR tone-mapped to SDR (hdr-tone-map.ts) → its kept ranges joined (when cut) → optional b-roll
// over word ranges → libass captions (and hook title) → optional background music mixed under the
// voice → H.264 (yuv420p) + AAC in MP4 with the index up front. ffmpeg turns phone-rotated
// sources upright before the filters, so the captions are drawn on the upright frame.
// Every input is opened with the demuxer allow-list and the file protocol only (safe-input.ts).
import { DUCK_RAMP_MS } from '@captionist/captions';
import { safeInputArgs } from '../../platform/media/safe-input';
import { SDR_COLOUR_TAGS } from './hdr-tone-map';
import { REFRAME_CROP, SPLIT_BOTTOM_CROP, SPLIT_TOP_CROP } from './reframe-commands';
import { ZOOM_CROP, ZOOM_SCALE } from './zoom-commands';

export interface RenderEncoder {
  /** libx264 preset: the speed/size trade-off (RENDER_PRESET). */
  preset: string;
  /** libx264 constant quality (RENDER_CRF). */
  crf: number;
}

export interface BrollOverlay {
  path: string;
  kind: 'image' | 'gif' | 'video';
  startMs: number;
  endMs: number;
}

/** A crop of `crop`'s size from `origin`, moved by a sendcmd script (none for one that never moves). */
export interface MovingCrop {
  crop: { width: number; height: number };
  origin: { x: number; y: number };
  commands?: string;
}

export interface RenderPass {
  source: string;
  /**
   * Where the filter graph is written for ffmpeg to read: a long cut list makes it far larger
   * than one argument may be (2,000 cuts is about half a megabyte; Linux stops at 128 KiB).
   */
  graphScript: string;
  /** hdr-tone-map.ts's filter for an HDR source, run before anything is drawn; none for SDR. */
  toneMap?: string;
  /** The upright frame: b-roll is scaled and cropped to cover it. */
  width: number;
  height: number;
  /** The ASS document's path, and the folder holding every font file it names. */
  subtitles: string;
  fontsDir: string;
  output: string;
  hasAudio: boolean;
  /** Which of the source's audio streams is its sound (platform/media/audio-tracks.ts); the first if unset. */
  soundTrack?: number;
  music?: {
    path: string;
    volume: number;
    /** Ducked under these stretches of speech (edited timeline, speechStretches) by `depthDb`. */
    duck?: { stretches: readonly { start: number; end: number }[]; depthDb: number };
  };
  /** B-roll, on the edited timeline. */
  broll?: readonly BrollOverlay[];
  /**
   * The reframe, first of all (source timeline): a crop moved by reframe-commands.ts's script, the
   * frame split between two such crops stacked (over the single crop only during `stretches`
   * when there is one), or the whole picture fitted into the output (`width`×`height`) over a
   * blurred copy of itself.
   */
  reframe?:
    | ({ kind: 'crop' } & MovingCrop)
    | {
        kind: 'split';
        top: MovingCrop;
        bottom: MovingCrop;
        single?: MovingCrop & { stretches: readonly KeptRange[] };
      }
    | { kind: 'fill'; frame: { width: number; height: number }; fit: { width: number; height: number } };
  /** The picture is scaled to `width`×`height` (a chosen resolution), after the cuts join it. */
  scaled?: boolean;
  /** The output's frame rate (frames repeated or dropped); the source's when absent. */
  fps?: number;
  /** Punch-in zooms: the path of zoom-commands.ts's script for them, when there are any. */
  zoomCommands?: string;
  /** The source ranges played one after another, when the video has cuts; else all of it. */
  kept?: readonly { start: number; end: number }[];
  encoder: RenderEncoder;
  /** The edited duration: the output never runs longer, whatever the source file holds now. */
  durationMs?: number;
}

/**
 * A path inside a filtergraph option. Filtergraphs give `:`, `,`, `;`, `[`, `'` and `\` meanings
 * at two levels of escaping; the render's paths are made by us in a temp folder, so instead of
 * escaping we accept only plain characters and refuse anything else loudly.
 */
export function filterPath(value: string): string {
  if (!/^[A-Za-z0-9/_.-]+$/.test(value)) throw new Error(`Unsafe path for an ffmpeg filter: ${value}`);
  return value;
}

const seconds = (ms: number) => (ms / 1000).toFixed(3);

/** How a b-roll file is read: a still picture repeats, a GIF and a clip loop to fill their slot. */
function brollInput(item: BrollOverlay): string[] {
  const length = ['-t', seconds(item.endMs - item.startMs)];
  if (item.kind === 'image') return [...safeInputArgs(), '-loop', '1', ...length, '-i', item.path];
  if (item.kind === 'gif') return [...safeInputArgs(), '-ignore_loop', '0', ...length, '-i', item.path];
  return [...safeInputArgs(), '-stream_loop', '-1', ...length, '-i', item.path];
}

// A cut's edges get a fade this long, so a cut inside speech does not click.
const EDGE_FADE_S = 0.008;

type KeptRange = { start: number; end: number };

/**
 * Up to this many kept ranges each gets its own trim (exact to the sample, faded at its edges);
 * beyond it the graph's ~4 filters per range cost each frame the square of the range count in
 * ffmpeg's scheduler (measured in docs/rendering.md), so the ranges become expressions instead.
 */
export const TRIMMED_RANGES_MAX = 100;

// Sound is selected whole frames at a time: this many samples (1.3 ms at 48 kHz) is how close a
// many-cuts edge lands to the cut.
const SELECTED_SAMPLES = 64;

/**
 * An ffmpeg expression in `time` that finds the kept range holding it by halving (a balanced
 * `if` tree, so a frame costs log2(ranges) comparisons and the nesting stays shallow), then
 * gives that range's `leaf` (the first range's for a time before it).
 */
function rangeLookup(
  kept: readonly KeptRange[],
  time: string,
  leaf: (range: KeptRange, index: number) => string,
): string {
  const lookup = (low: number, high: number): string => {
    if (low === high) return leaf(kept[low] as KeptRange, low);
    const middle = Math.ceil((low + high) / 2);
    const start = seconds((kept[middle] as KeptRange).start);
    return `if(lt(${time},${start}),${lookup(low, middle - 1)},${lookup(middle, high)})`;
  };
  return lookup(0, kept.length - 1);
}

/**
 * Many kept ranges joined with a fixed handful of filters: select keeps the frames inside a
 * range, setpts moves each to its range's place in the edited timeline (from the frame's own
 * time, so variable-rate sources stay exact), and the sound, cut into small frames, is selected
 * and moved the same way. Its edges land within one small frame and are not faded.
 */
function selectKeptRanges(picture: string, kept: readonly KeptRange[], voice: string | null): string[] {
  const inside = (time: string) =>
    rangeLookup(
      kept,
      time,
      (range) => `gte(${time},${seconds(range.start)})*lt(${time},${seconds(range.end)})`,
    );
  // Where each range starts in the edited timeline: the length kept before it.
  let total = 0;
  const before = kept.map((range) => {
    const start = total;
    total += range.end - range.start;
    return start;
  });
  const moved = rangeLookup(
    kept,
    'T',
    (range, i) => `(T-${seconds(range.start)}+${seconds(before[i] ?? 0)})/TB`,
  );
  const graph = [`${picture}select='${inside('t')}',setpts='${moved}'[cutv]`];
  if (voice !== null) {
    // Placed by time like the picture, then aresample trims the overlaps and fills the gaps
    // where an edge fell inside a small frame, so the sound never drifts from the picture.
    graph.push(
      `${voice}asetnsamples=n=${SELECTED_SAMPLES}:p=0,aselect='${inside('t')}',asetpts='${moved}',` +
        'aresample=async=1:min_hard_comp=0.001:first_pts=0[cuta]',
    );
  }
  return graph;
}

/**
 * The kept ranges of the source joined into one timeline: each range trimmed out of a split of
 * the picture (and the sound), its timestamps restarted, then concatenated in order. Trimming by
 * timestamp keeps variable-frame-rate sources exact; it all happens in the one pass.
 */
function joinKeptRanges(picture: string, kept: readonly KeptRange[], voice: string | null): string[] {
  if (kept.length > TRIMMED_RANGES_MAX) return selectKeptRanges(picture, kept, voice);
  const n = kept.length;
  const hasAudio = voice !== null;
  const labels = kept.map((_, i) => `[kv${i}]${hasAudio ? `[ka${i}]` : ''}`).join('');
  const graph = [`${picture}split=${n}${kept.map((_, i) => `[sv${i}]`).join('')}`];
  if (hasAudio) graph.push(`${voice}asplit=${n}${kept.map((_, i) => `[sa${i}]`).join('')}`);
  kept.forEach((range, i) => {
    const [start, end] = [seconds(range.start), seconds(range.end)];
    graph.push(`[sv${i}]trim=start=${start}:end=${end},setpts=PTS-STARTPTS[kv${i}]`);
    if (!hasAudio) return;
    const fade = Math.min(EDGE_FADE_S, (range.end - range.start) / 2000).toFixed(3);
    const fadeOut = ((range.end - range.start) / 1000 - Number(fade)).toFixed(3);
    graph.push(
      `[sa${i}]atrim=start=${start}:end=${end},asetpts=PTS-STARTPTS,` +
        `afade=t=in:st=0:d=${fade},afade=t=out:st=${fadeOut}:d=${fade}[ka${i}]`,
    );
  });
  graph.push(`${labels}concat=n=${n}:v=1:a=${hasAudio ? 1 : 0}[cutv]${hasAudio ? '[cuta]' : ''}`);
  return graph;
}

/**
 * The music's gain curve as a volume filter evaluated per audio frame: ducking.ts's duckGain
 * written as an ffmpeg expression (one trapezoid per stretch of speech; stretches never overlap).
 * The single quotes keep the expression's commas from the filtergraph's parser.
 */
function duckingFilter(stretches: readonly { start: number; end: number }[], depthDb: number): string {
  if (stretches.length === 0 || depthDb <= 0) return '';
  const ramp = seconds(DUCK_RAMP_MS);
  const terms = stretches.map(
    (s) =>
      `clip((t-${seconds(s.start - DUCK_RAMP_MS)})/${ramp},0,1)*clip((${seconds(s.end + DUCK_RAMP_MS)}-t)/${ramp},0,1)`,
  );
  const drop = (1 - 10 ** (-depthDb / 20)).toFixed(5);
  return `,volume=eval=frame:volume='1-${drop}*(${terms.join('+')})'`;
}

/**
 * Punch-in zooms: zoom-commands.ts's script resizes the centred crop while a zoom eases in or
 * out, and the scaler brings it back to the frame. With the crop at the full frame the scaler
 * passes frames through untouched, so only the moments cost anything; bilinear there halves
 * the cost of bicubic with no visible loss at these small scales.
 */
function zoomFilter(commandsFile: string, width: number, height: number) {
  return (
    `sendcmd=f=${filterPath(commandsFile)},${ZOOM_CROP}=w=iw:h=ih,` +
    `${ZOOM_SCALE}=w=${width}:h=${height}:flags=bilinear`
  );
}

/** A moving crop's filters, named `target` (reframe-commands.ts's names). */
const movingCrop = ({ crop, origin, commands }: MovingCrop, target: string) =>
  `${commands ? `sendcmd=f=${filterPath(commands)},` : ''}` +
  `${target}=w=${crop.width}:h=${crop.height}:x=${origin.x}:y=${origin.y}`;

/** Whether the source time `t` is in one of `stretches`, as an ffmpeg expression. */
const during = (stretches: readonly KeptRange[]) =>
  stretches.map((s) => `gte(t,${seconds(s.start)})*lt(t,${seconds(s.end)})`).join('+');

/**
 * The reframe's chains from `picture` to [framed]. A split stacks the two halves' crops, laid over
 * the single crop where it splits; fill blurs a copy an eighth of the output's size and scales it
 * up (a full-size blur costs as much as the encode), then lays the fitted picture in its middle.
 */
function reframeChains(picture: string, reframe: NonNullable<RenderPass['reframe']>) {
  if (reframe.kind === 'crop') return [`${picture}${movingCrop(reframe, REFRAME_CROP)}[framed]`];
  if (reframe.kind === 'split') {
    const { single } = reframe;
    const halves = [
      `[rftop]${movingCrop(reframe.top, SPLIT_TOP_CROP)}[rftopc]`,
      `[rfbottom]${movingCrop(reframe.bottom, SPLIT_BOTTOM_CROP)}[rfbottomc]`,
    ];
    if (!single)
      return [`${picture}split=2[rftop][rfbottom]`, ...halves, '[rftopc][rfbottomc]vstack[framed]'];
    return [
      `${picture}split=3[rfsingle][rftop][rfbottom]`,
      `[rfsingle]${movingCrop(single, REFRAME_CROP)}[rfone]`,
      ...halves,
      '[rftopc][rfbottomc]vstack[rfstack]',
      `[rfone][rfstack]overlay=x=0:y=0:enable='${during(single.stretches)}'[framed]`,
    ];
  }
  const { fit, frame } = reframe;
  const { width, height } = frame;
  const small = {
    width: Math.max(2, 2 * Math.round(width / 16)),
    height: Math.max(2, 2 * Math.round(height / 16)),
  };
  return [
    `${picture}split=2[rfback][rffront]`,
    `[rfback]scale=${small.width}:${small.height}:force_original_aspect_ratio=increase,` +
      `crop=${small.width}:${small.height},boxblur=6:2,scale=${width}:${height},setsar=1[rfblur]`,
    `[rffront]scale=${fit.width}:${fit.height},setsar=1[rffit]`,
    `[rfblur][rffit]overlay=${(width - fit.width) / 2}:${(height - fit.height) / 2}[framed]`,
  ];
}

/** Read past the kept ranges' edges by this much, so no edge frame falls on the seek itself. */
const READ_MARGIN_MS = 1000;

/**
 * The part of the source a render with kept ranges reads: from just before the first to just after
 * the last. A clip late in a long recording is then decoded from the key frame before it (ffmpeg's
 * input seeking), not from the recording's start; null when the render starts near the start.
 */
export function sourceReadSpan(
  kept: readonly KeptRange[] | undefined,
): { start: number; end: number } | null {
  const first = kept?.[0];
  const last = kept?.[kept.length - 1];
  if (!first || !last || first.start <= READ_MARGIN_MS) return null;
  return { start: first.start - READ_MARGIN_MS, end: last.end + READ_MARGIN_MS };
}

/** The render's ffmpeg arguments, and the filter graph to write to `pass.graphScript` before it runs. */
export function renderArgs(pass: RenderPass): { args: string[]; graph: string } {
  const soundTrack = pass.soundTrack ?? 0;
  const read = sourceReadSpan(pass.kept);
  const inputs = [
    ...safeInputArgs(undefined, pass.source),
    ...(read ? ['-ss', seconds(read.start), '-t', seconds(read.end - read.start)] : []),
    ...['-i', pass.source],
  ];
  const graph: string[] = [];
  let input = 1;
  let picture = '[0:v]';
  let voice = `[0:a:${soundTrack}]`;
  if (read) {
    // Read from `read.start` on, its timestamps put back to the source's, so that every time below
    // (the crop path, the kept ranges) stays the recording's.
    graph.push(`${picture}setpts=PTS+${seconds(read.start)}/TB[read]`);
    picture = '[read]';
    if (pass.hasAudio) {
      graph.push(`${voice}asetpts=PTS+${seconds(read.start)}/TB[readsound]`);
      voice = '[readsound]';
    }
  }
  // Before the captions, so their white is the SDR frame's white, not the HDR signal's peak.
  if (pass.toneMap) {
    graph.push(`${picture}${pass.toneMap}[sdr]`);
    picture = '[sdr]';
  }
  if (pass.reframe) {
    graph.push(...reframeChains(picture, pass.reframe));
    picture = '[framed]';
  }
  if (pass.kept && pass.kept.length > 0) {
    graph.push(...joinKeptRanges(picture, pass.kept, pass.hasAudio ? voice : null));
    picture = '[cutv]';
    voice = '[cuta]';
  }
  const joined = picture === '[cutv]';
  // The resolution and frame rate after the cuts, so no cut frame is scaled, and before the
  // zooms, b-roll and captions, which are laid out on the output frame.
  const sizing = [
    ...(pass.scaled ? [`scale=${pass.width}:${pass.height},setsar=1`] : []),
    ...(pass.fps ? [`fps=${pass.fps}`] : []),
  ];
  if (sizing.length > 0) {
    graph.push(`${picture}${sizing.join(',')}[sized]`);
    picture = '[sized]';
  }
  if (pass.zoomCommands) {
    graph.push(`${picture}${zoomFilter(pass.zoomCommands, pass.width, pass.height)}[zoomed]`);
    picture = '[zoomed]';
  }
  // B-roll covers the whole frame during its words (scaled to fill, the overflow cropped); the
  // captions are drawn after it, so they stay readable over it, as in the preview.
  (pass.broll ?? []).forEach((item, i) => {
    inputs.push(...brollInput(item));
    const start = seconds(item.startMs);
    graph.push(
      `[${input}:v]scale=${pass.width}:${pass.height}:force_original_aspect_ratio=increase,` +
        `crop=${pass.width}:${pass.height},setsar=1,format=yuv420p,setpts=PTS-STARTPTS+${start}/TB[broll${i}]`,
      `${picture}[broll${i}]overlay=enable='between(t,${start},${seconds(item.endMs)})':eof_action=pass[under${i}]`,
    );
    picture = `[under${i}]`;
    input++;
  });
  graph.push(`${picture}ass=filename=${filterPath(pass.subtitles)}:fontsdir=${filterPath(pass.fontsDir)}[v]`);
  let audio: string[] = pass.hasAudio ? ['-map', joined ? voice : `0:a:${soundTrack}?`] : [];
  if (pass.music) {
    // The music loops to the video's length and sits under the voice at the chosen volume.
    inputs.push(...safeInputArgs(), '-stream_loop', '-1', '-i', pass.music.path);
    const volume = Math.min(1, Math.max(0, pass.music.volume)).toFixed(3);
    const ducking = pass.music.duck ? duckingFilter(pass.music.duck.stretches, pass.music.duck.depthDb) : '';
    graph.push(
      pass.hasAudio
        ? `[${input}:a]volume=${volume}${ducking}[music];${voice}[music]amix=inputs=2:duration=first:dropout_transition=0:normalize=0[a]`
        : `[${input}:a]volume=${volume}${ducking}[a]`,
    );
    audio = ['-map', '[a]', '-shortest'];
  }
  const args = [
    ...['-hide_banner', '-nostdin', '-y', '-loglevel', 'error', '-nostats', '-progress', 'pipe:1'],
    ...inputs,
    ...['-filter_complex_script', pass.graphScript, '-map', '[v]', ...audio],
    ...(pass.durationMs ? ['-t', seconds(pass.durationMs)] : []),
    // Each frame keeps its own time: the MP4 muxer's default (a constant rate, frames dropped or
    // repeated) put a variable-rate phone clip's picture 66 ms behind its sound. A chosen frame
    // rate is made by the graph's fps filter, so it comes out constant all the same.
    ...['-fps_mode', 'passthrough'],
    ...[
      '-c:v',
      'libx264',
      '-preset',
      pass.encoder.preset,
      '-crf',
      String(pass.encoder.crf),
      '-pix_fmt',
      'yuv420p',
    ],
    ...(pass.toneMap ? SDR_COLOUR_TAGS : []),
    ...['-c:a', 'aac', '-b:a', '160k', '-movflags', '+faststart', '-f', 'mp4', pass.output],
  ];
  return { args, graph: graph.join(';') };
}

/**
 * The plain transcode the render is measured against: the same encoder, no captions; cut to
 * `durationMs` when the render it is measured against is shorter (cuts).
 */
export function plainTranscodeArgs(
  source: string,
  output: string,
  encoder: RenderEncoder,
  durationMs?: number,
  /** A picture filter for a baseline of another frame (bench/reframe.ts: the same crop, held still). */
  filter?: string,
): string[] {
  return [
    ...[
      '-hide_banner',
      '-nostdin',
      '-y',
      '-loglevel',
      'error',
      '-i',
      source,
      '-map',
      '0:v:0',
      '-map',
      '0:a:0?',
    ],
    ...(durationMs ? ['-t', seconds(durationMs)] : []),
    ...(filter ? ['-vf', filter] : []),
    ...['-c:v', 'libx264', '-preset', encoder.preset, '-crf', String(encoder.crf), '-pix_fmt', 'yuv420p'],
    ...['-c:a', 'aac', '-b:a', '160k', '-movflags', '+faststart', '-f', 'mp4', output],
  ];
}
