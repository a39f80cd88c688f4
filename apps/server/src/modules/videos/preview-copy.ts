// The light copy the editor plays instead of the upload (≤ 720p H.264, fast-start): a recording's
// whole preview copy (video-processing) and a clip's own while that one is made (clip-proxy). One
// encoding for both, so that a clip looks the same before and after its recording's copy arrives.

import type { AppContext } from '../../app-context';
import { pictureLimitProblem, pictureLimitsOf } from '../../platform/media/picture-limits';
import { soundMap } from '../../platform/media/probe-media';
import { outputWritten, runToolOutput, ToolError } from '../../platform/media/run-tool';
import { isStoreUrl, linkAsInput, oversizedPicture, safeInputArgs } from '../../platform/media/safe-input';
import { PermanentJobError } from '../../platform/queue/permanent-job-error';
import { probeColour, SDR_COLOUR_TAGS, toneMapFilter } from '../renders/hdr-tone-map';
import type { VideoRow } from './video-queries';

// The smaller side is brought down to 720 px at most, both sides even (4:2:0 H.264 cannot hold
// an odd size: a 1279×719 screen recording becomes 1278×718); ffmpeg turns phone-rotated video
// upright first.
export const fitWithin720 =
  "scale='if(gte(iw,ih),-2,min(720,trunc(iw/2)*2))':'if(gte(iw,ih),min(720,trunc(ih/2)*2),-2)'";

/**
 * Parts of the recording copied at their own times: the copy is black and silent before and between
 * them, so that the player's clock reads the recording's time and nothing else in the editor needs
 * to know which copy plays. Each starts and (but for one ending with the recording) ends on a
 * multiple of BLACK_STEP_MS, so every black stretch is a whole number of its frames long.
 */
export interface CopiedSpan {
  startMs: number;
  endMs: number;
}

/** The black stretches' pictures are this far apart: a frame per 10 s of black costs nothing. */
export const BLACK_STEP_MS = 10_000;

export const previewCopyMessages = {
  /** Both the ffmpeg failure and a pixel bomb end here: see `makePreviewCopy`. */
  undecodable:
    'We could not decode this video (its picture or its sound). Try exporting it again as MP4 (H.264 + AAC).',
};

/**
 * Writes the preview copy of `video`'s upload (or of `spans` of it) to `output`; false when ffmpeg
 * cannot make one: the upload is still the video (the transcript, the render and the player use
 * it), so that failure never refuses or deletes it. A frame larger than the limits is refused.
 */
export async function makePreviewCopy(
  context: AppContext,
  video: VideoRow,
  output: string,
  {
    workDir,
    signal,
    niceness,
    spans,
  }: { workDir: string; signal: AbortSignal; niceness: number; spans?: readonly CopiedSpan[] },
): Promise<boolean> {
  const limits = pictureLimitsOf(context.config);
  // Parts of a recording are read where they are; all of it, from a local copy.
  const read = spans
    ? context.storage.withSeekableInput.bind(context.storage)
    : context.storage.withLocalFile.bind(context.storage);
  const made = await read(video.storageKey, async (source) => {
    const input = isStoreUrl(source) ? source : await linkAsInput(source, workDir);
    try {
      const toneMap = toneMapFilter(await probeColour(input, signal));
      const picture = toneMap ? `${fitWithin720},${toneMap}` : fitWithin720;
      const args = [
        ...['-y', '-v', 'error'],
        ...(spans
          ? spansArgs(input, spans, picture, video, limits.maxPixels)
          : wholeArgs(input, picture, video, limits.maxPixels)),
        ...['-c:v', 'libx264', '-preset', 'veryfast', '-crf', '26', '-pix_fmt', 'yuv420p'],
        ...(toneMap ? SDR_COLOUR_TAGS : []),
        ...['-c:a', 'aac', '-b:a', '128k', '-movflags', '+faststart', output],
      ];
      const { stderr } = await runToolOutput('ffmpeg', args, { signal, niceness });
      // The header declared an accepted size; a frame further in is larger (a pixel bomb).
      const oversized = oversizedPicture(stderr);
      if (oversized)
        throw new PermanentJobError(
          pictureLimitProblem({ ...oversized, fps: null }, 'moving', limits) ??
            previewCopyMessages.undecodable,
        );
      return true;
    } catch (err) {
      if (!(err instanceof ToolError) || signal.aborted) throw err;
      context.logger.warn({ videoId: video.id, err: err.message }, 'preview copy failed');
      return false;
    }
  });
  return made && (await outputWritten(output));
}

function wholeArgs(input: string, picture: string, video: VideoRow, maxPixels: number): string[] {
  return [
    ...[...safeInputArgs(maxPixels), '-i', input],
    ...['-map', '0:v:0', '-map', soundMap(video.probe), '-vf', picture],
  ];
}

/** Every copied span's picture is made this many frames a second, so that each lasts exactly its length. */
const SPANS_FPS = 30;
const AUDIO_FORMAT = 'aformat=sample_fmts=fltp:sample_rates=48000:channel_layouts=stereo';

/**
 * The spans in order, each after the black and silence since the one before (or since 0): a black
 * frame every BLACK_STEP_MS, so a stretch costs a few frames and its silence's encoding, not a
 * decoding of the recording there. Each span is read from its own seek, made SPANS_FPS and cut or
 * padded to its exact length, so no span shifts the ones after it. A key frame every 2 s, so the
 * player seeks inside a span at once.
 */
function spansArgs(
  input: string,
  spans: readonly CopiedSpan[],
  picture: string,
  video: VideoRow,
  maxPixels: number,
): string[] {
  const track = video.probe?.audio ? video.probe.audio.track : null;
  const seconds = (ms: number) => (ms / 1000).toFixed(3);
  const inputs: string[] = [];
  const graph: string[] = [];
  const joined: string[] = [];
  let inputCount = 0;
  const addInput = (...args: string[]) => {
    inputs.push(...args);
    return inputCount++;
  };
  spans.forEach((span, n) => {
    const length = seconds(span.endMs - span.startMs);
    const at = addInput(
      ...safeInputArgs(maxPixels, input),
      '-ss',
      seconds(span.startMs),
      '-t',
      length,
      '-i',
      input,
    );
    graph.push(
      `[${at}:v:0]${picture},fps=${SPANS_FPS},setsar=1,format=yuv420p,trim=duration=${length},setpts=PTS-STARTPTS[span${n}]`,
    );
    if (track !== null)
      graph.push(
        `[${at}:a:${track}]${AUDIO_FORMAT},atrim=duration=${length},apad=whole_dur=${length}[sound${n}]`,
      );
  });
  let reference = 'span0';
  let firstSpanAt = 0;
  let previousEnd = 0;
  spans.forEach((span, n) => {
    const gapMs = span.startMs - previousEnd;
    previousEnd = span.endMs;
    if (gapMs % BLACK_STEP_MS !== 0 || gapMs < 0)
      throw new Error(`a copied span starts ${gapMs} ms after the one before, not on the black's step`);
    if (gapMs > 0) {
      const black = addInput(
        '-t',
        seconds(gapMs),
        '-f',
        'lavfi',
        '-i',
        `color=c=black:s=16x16:r=1000/${BLACK_STEP_MS}`,
      );
      // The black takes the spans' size (scale2ref: the first span is the reference, passed on).
      graph.push(`[${black}:v][${reference}]scale2ref=w=iw:h=ih[black${n}][ref${n}]`);
      graph.push(`[black${n}]setsar=1,format=yuv420p[blackv${n}]`);
      reference = `ref${n}`;
      joined.push(`[blackv${n}]`);
      if (track !== null) {
        const silence = addInput('-t', seconds(gapMs), '-f', 'lavfi', '-i', 'anullsrc=r=48000:cl=stereo');
        graph.push(`[${silence}:a]${AUDIO_FORMAT}[silence${n}]`);
        joined.push(`[silence${n}]`);
      }
    }
    // The first span's label is known once every black before it has taken its size.
    if (n === 0) firstSpanAt = joined.length;
    joined.push(`[span${n}]`);
    if (track !== null) joined.push(`[sound${n}]`);
  });
  joined[firstSpanAt] = `[${reference}]`;
  const audio = track !== null ? 1 : 0;
  graph.push(
    `${joined.join('')}concat=n=${joined.length / (1 + audio)}:v=1:a=${audio}[v]${audio ? '[a]' : ''}`,
  );
  return [
    ...inputs,
    ...['-filter_complex', graph.join(';'), '-map', '[v]', ...(audio ? ['-map', '[a]'] : [])],
    // The black's frames are seconds apart: kept so, not repeated to a constant rate.
    ...['-fps_mode', 'passthrough'],
    ...['-force_key_frames', 'expr:if(isnan(prev_forced_t),1,gte(t,prev_forced_t+2))'],
  ];
}
