// The "videos.render" job: one ffmpeg pass from the frozen render input to an MP4 in storage.
// The file is stored under its final key before the render is marked done, so a half-written
// output is never served; a job that dies is retried by the queue from the start.
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { pipeline } from 'node:stream/promises';
import { wordsThroughCuts } from '@captionist/captions';
import { WEBHOOK_RETRY_HOURS } from '@captionist/contracts';
import type { AppContext } from '../../app-context';
import type { RenderInput } from '../../platform/db/schema/json-columns';
import { outputWritten, runTool, ToolError } from '../../platform/media/run-tool';
import type { Job } from '../../platform/queue/job-queue';
import { finalFailureReason, PermanentJobError } from '../../platform/queue/permanent-job-error';
import { videoRendersFolder } from '../projects/project-storage';
import { searchFaces } from '../reframe/face-track-job';
import { stillFrameArgs } from '../videos/video-processing';
import { findVideoForJob, type VideoRow } from '../videos/video-queries';
import type { RenderProgressUpdate } from './ffmpeg-progress';
import { progressWriter } from './progress-writer';
import { endRenderWithRefund } from './render-credits';
import { renderFile } from './render-file';
import { renderMessages } from './render-messages';
import { encodePercent, searchPercent } from './render-phases';
import { finishRender, type RenderRow, setRenderProgress, startRender } from './render-queries';
import { downloadName } from './render-service';
import { withSpeakers } from './speaker-wait';

/** The render was cancelled (or ended otherwise) while the job ran. */
class RenderStopped extends Error {}

export async function runRenderJob(context: AppContext, job: Job<{ renderId: string }>): Promise<void> {
  const { db } = context.database;
  const render = await startRender(db, job.data.renderId);
  // Cancelled before it started, or finished by an earlier attempt.
  if (!render) return;
  const video = await findVideoForJob(db, render.videoId);
  // A deleted video takes its renders with it.
  if (!video) return;
  try {
    const { outputKey, thumbnailKey } = await renderToStorage(context, render, video, job.signal);
    const download = await downloadLink(context, outputKey, video);
    if (!(await finishRender(db, render, outputKey, thumbnailKey, download)))
      await Promise.all(
        [outputKey, thumbnailKey].flatMap((key) => (key ? [context.storage.delete(key)] : [])),
      );
  } catch (err) {
    if (err instanceof RenderStopped) return;
    const reason = finalFailureReason(err, job, renderMessages.keptFailing);
    if (reason === null) throw err;
    context.logger.warn({ err, renderId: render.id, jobId: job.id }, 'render failed');
    await endRenderWithRefund(db, render, { status: 'failed', error: reason });
  }
}

/** The render.done webhook's link to the file: it works for as long as the delivery is retried. */
async function downloadLink(context: AppContext, outputKey: string, video: VideoRow) {
  const expiresInSeconds = Math.max(context.config.SIGNED_URL_TTL_SECONDS, WEBHOOK_RETRY_HOURS * 3600);
  const url = await context.storage.presignGet(outputKey, {
    expiresInSeconds,
    downloadName: downloadName(video.name),
  });
  return { url, expiresAt: new Date(Date.now() + expiresInSeconds * 1000) };
}

async function renderToStorage(
  context: AppContext,
  render: RenderRow,
  video: VideoRow,
  jobSignal: AbortSignal,
): Promise<{ outputKey: string; thumbnailKey: string | null }> {
  const { input } = render;
  if (!(await context.storage.head(video.storageKey))) throw new PermanentJobError(renderMessages.sourceGone);
  const workDir = await mkdtemp(path.join(os.tmpdir(), 'captionist-render-job-'));
  const stop = new AbortController();
  const onJobAbort = () => stop.abort(jobSignal.reason);
  jobSignal.addEventListener('abort', onJobAbort, { once: true });
  try {
    const fontFiles = await Promise.all(
      input.fonts.map((font, i) =>
        download(context, font.storageKey, path.join(workDir, `font-${i}${path.extname(font.storageKey)}`)),
      ),
    );
    const music = input.music
      ? await download(context, input.music.storageKey, path.join(workDir, 'music'))
      : undefined;
    const brollFiles = await Promise.all(
      input.broll.map((item, i) =>
        // No extension: ffmpeg recognises pictures by their bytes, never by name (safe-input.ts).
        download(context, item.storageKey, path.join(workDir, `broll-${i}`)),
      ),
    );
    const output = path.join(workDir, 'output.mp4');
    const progress = progressWriter<RenderProgressUpdate>({
      write: (update) => setRenderProgress(context.database.db, render.id, update.percent, update.etaSeconds),
      onStopped: () => stop.abort(new RenderStopped()),
      onError: (err) => context.logger.warn({ err, renderId: render.id }, 'render progress not written'),
    });
    let ffmpegStarted = 0;
    // Only the face-following modes freeze no samples (render-frame.ts) before the faces are found.
    const searching = input.reframe?.samples === null;
    try {
      // The bar stays at its start while the speakers are awaited (each report also hears a cancel).
      const ready = await withSpeakers(context, video, input, {
        signal: stop.signal,
        onWaiting: () => progress.report({ percent: 0, etaSeconds: null, ended: false }),
      });
      // A clip reads its own part of its recording (render-args' sourceReadSpan), not all of it.
      await context.storage.withSeekableInput(video.storageKey, async (source) =>
        renderFile({
          input: await withFaces(context, ready.video, ready.input, source, stop.signal, (fraction) =>
            progress.report({ percent: searchPercent(fraction), etaSeconds: null, ended: false }),
          ),
          source,
          fontFiles,
          ...(music ? { music } : {}),
          brollFiles,
          output,
          hasAudio: video.hasAudio !== 'no',
          soundTrack: video.probe?.audio?.track ?? 0,
          encoder: { preset: context.config.RENDER_PRESET, crf: context.config.RENDER_CRF },
          signal: stop.signal,
          onProgress: (update) => {
            if (!update.ended)
              progress.report({ ...update, percent: encodePercent(update.percent, searching) });
          },
          onSpawn: () => {
            ffmpegStarted = performance.now();
          },
        }),
      );
      // The encode against everything else a render waits for (bench/render-latency.ts reads it).
      context.logger.info(
        { renderId: render.id, ffmpegMs: Math.round(performance.now() - ffmpegStarted) },
        'render encoded',
      );
    } catch (err) {
      if (stop.signal.reason instanceof RenderStopped) throw stop.signal.reason;
      if (err instanceof ToolError)
        context.logger.warn({ renderId: render.id, stderr: err.stderrTail }, 'ffmpeg render failed');
      // The source vanished while ffmpeg read it: no attempt can succeed.
      if (!(await context.storage.head(video.storageKey)))
        throw new PermanentJobError(renderMessages.sourceGone);
      throw err;
    } finally {
      await progress.settled();
    }
    // A source removed while ffmpeg read it may have been cut short: never store that output.
    if (!(await context.storage.head(video.storageKey)))
      throw new PermanentJobError(renderMessages.sourceGone);
    // ffmpeg can exit 0 having written nothing; that will not change on a retry.
    if (!(await outputWritten(output))) throw new PermanentJobError(renderMessages.noOutput);
    const folder = videoRendersFolder(video);
    const outputKey = `${folder}/${render.id}.mp4`;
    await context.storage.put(outputKey, createReadStream(output), { contentType: 'video/mp4' });
    const thumbnailKey = await storeThumbnail(context, render, output, `${folder}/${render.id}.jpg`);
    return { outputKey, thumbnailKey };
  } finally {
    jobSignal.removeEventListener('abort', onJobAbort);
    await rm(workDir, { recursive: true, force: true });
  }
}

/**
 * A face-following reframe requested before the video's faces were found: find them now (and
 * keep them on the video, so the editor and the next render have them), the bar moving meanwhile.
 */
async function withFaces(
  context: AppContext,
  video: VideoRow,
  input: RenderInput,
  source: string,
  signal: AbortSignal,
  onProgress: (fraction: number) => void,
): Promise<RenderInput> {
  if (!input.reframe || input.reframe.samples !== null) return input;
  const track = await searchFaces(context.database.db, video, source, { signal, onProgress });
  return { ...input, reframe: { ...input.reframe, samples: track.samples } };
}

/**
 * A frame of the render as the video's thumbnail: halfway through the first word spoken, so a
 * caption is on it. The render stands without one (its poster stays the picture).
 */
async function storeThumbnail(
  context: AppContext,
  render: RenderRow,
  output: string,
  key: string,
): Promise<string | null> {
  const [first] = wordsThroughCuts(render.input.words, render.input.cuts);
  const at = first ? (first.start + first.end) / 2000 : 0;
  const file = path.join(path.dirname(output), 'thumbnail.jpg');
  try {
    await runTool('ffmpeg', stillFrameArgs(output, at, file), { timeoutMs: 60_000 });
    if (!(await outputWritten(file))) return null;
    await context.storage.put(key, createReadStream(file), { contentType: 'image/jpeg' });
    return key;
  } catch (err) {
    context.logger.warn({ err, renderId: render.id }, 'render thumbnail not made');
    return null;
  }
}

/** A stored file copied to a local path (fonts, music, b-roll; the overlay job's fonts too). */
export async function download(context: AppContext, key: string, file: string): Promise<string> {
  await pipeline(await context.storage.get(key), createWriteStream(file));
  return file;
}
