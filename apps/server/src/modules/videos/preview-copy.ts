// The light copy the editor plays instead of the upload (≤ 720p H.264, fast-start): a recording's
// whole preview copy (video-processing) and a clip's own while that one is made (clip-proxy). One
// encoding for both, so that a clip looks the same before and after its recording's copy arrives.

import type { AppContext } from '../../app-context';
import { pictureLimitProblem, pictureLimitsOf } from '../../platform/media/picture-limits';
import { soundMap } from '../../platform/media/probe-media';
import { outputWritten, runToolOutput, ToolError } from '../../platform/media/run-tool';
import { linkAsInput, oversizedPicture, safeInputArgs } from '../../platform/media/safe-input';
import { PermanentJobError } from '../../platform/queue/permanent-job-error';
import { probeColour, SDR_COLOUR_TAGS, toneMapFilter } from '../renders/hdr-tone-map';
import type { VideoRow } from './video-queries';

// The smaller side is brought down to 720 px at most, both sides even (4:2:0 H.264 cannot hold
// an odd size: a 1279×719 screen recording becomes 1278×718); ffmpeg turns phone-rotated video
// upright first.
export const fitWithin720 =
  "scale='if(gte(iw,ih),-2,min(720,trunc(iw/2)*2))':'if(gte(iw,ih),min(720,trunc(ih/2)*2),-2)'";

/**
 * A part of the recording copied at its own times. The copy begins with `startMs` of black and
 * silence, so that the player's clock reads the recording's time and nothing else in the editor
 * needs to know which copy plays.
 */
export interface CopiedSpan {
  startMs: number;
  endMs: number;
}

/** The head's pictures are this far apart: a black frame costs nothing, a frame per 10 s of it. */
export const HEAD_STEP_MS = 10_000;

export const previewCopyMessages = {
  /** Both the ffmpeg failure and a pixel bomb end here: see `makePreviewCopy`. */
  undecodable:
    'We could not decode this video (its picture or its sound). Try exporting it again as MP4 (H.264 + AAC).',
};

/**
 * Writes the preview copy of `video`'s upload (or of `span` of it) to `output`; false when ffmpeg
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
    span,
  }: { workDir: string; signal: AbortSignal; niceness: number; span?: CopiedSpan },
): Promise<boolean> {
  const limits = pictureLimitsOf(context.config);
  const made = await context.storage.withLocalFile(video.storageKey, async (source) => {
    const input = await linkAsInput(source, workDir);
    try {
      const toneMap = toneMapFilter(await probeColour(input, signal));
      const picture = toneMap ? `${fitWithin720},${toneMap}` : fitWithin720;
      const args = [
        ...['-y', '-v', 'error'],
        ...(span
          ? spanArgs(input, span, picture, video, limits.maxPixels)
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

/**
 * The span, after a head of black pictures and silence as long as its start: one black frame every
 * HEAD_STEP_MS (the head's length is a whole number of them), so the head costs a few frames and
 * the silence's encoding, not a decoding of the recording before the span. A key frame every 2 s
 * from the span's start, so the player seeks inside it at once.
 */
function spanArgs(
  input: string,
  span: CopiedSpan,
  picture: string,
  video: VideoRow,
  maxPixels: number,
): string[] {
  const length = ((span.endMs - span.startMs) / 1000).toFixed(3);
  if (span.startMs === 0)
    return [
      ...safeInputArgs(maxPixels),
      '-t',
      length,
      '-i',
      input,
      '-map',
      '0:v:0',
      '-map',
      soundMap(video.probe),
      '-vf',
      picture,
    ];
  // A head of another length would end on a longer last frame, and the span would start late.
  if (span.startMs % HEAD_STEP_MS !== 0)
    throw new Error(`a copied span starts at ${span.startMs} ms, not on the head's step`);
  const head = (span.startMs / 1000).toFixed(3);
  const sound = video.probe?.audio ? `[0:a:${video.probe.audio.track}]` : null;
  const audioFormat = 'aformat=sample_fmts=fltp:sample_rates=48000:channel_layouts=stereo';
  const graph = [
    `[0:v:0]${picture},setsar=1,format=yuv420p[span]`,
    // The head's black frames take the span's size (scale2ref: the span is the reference).
    '[1:v][span]scale2ref=w=iw:h=ih[black][spanv]',
    '[black]setsar=1,format=yuv420p[headv]',
    ...(sound ? [`${sound}${audioFormat}[spana]`, `[2:a]${audioFormat}[heada]`] : []),
    sound ? '[headv][heada][spanv][spana]concat=n=2:v=1:a=1[v][a]' : '[headv][spanv]concat=n=2:v=1:a=0[v]',
  ].join(';');
  return [
    ...[...safeInputArgs(maxPixels), '-ss', head, '-t', length, '-i', input],
    ...['-t', head, '-f', 'lavfi', '-i', `color=c=black:s=16x16:r=1000/${HEAD_STEP_MS}`],
    ...(sound ? ['-t', head, '-f', 'lavfi', '-i', 'anullsrc=r=48000:cl=stereo'] : []),
    ...['-filter_complex', graph, '-map', '[v]', ...(sound ? ['-map', '[a]'] : [])],
    // The head's frames are seconds apart: kept so, not repeated to a constant rate.
    ...[
      '-fps_mode',
      'passthrough',
      '-force_key_frames',
      'expr:if(isnan(prev_forced_t),1,gte(t,prev_forced_t+2))',
    ],
  ];
}
