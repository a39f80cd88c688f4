// The "videos.overlay" job: the render's captions drawn alone on a transparent picture
// (overlay-file.ts), stored beside the render before the overlay is marked done. A job that dies
// is retried from the start; one whose render or video was deleted meanwhile stops its ffmpeg.
import { createReadStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { AppContext } from '../../app-context';
import { outputWritten } from '../../platform/media/run-tool';
import type { Job } from '../../platform/queue/job-queue';
import { finalFailureReason, PermanentJobError } from '../../platform/queue/permanent-job-error';
import { videoRendersFolder } from '../projects/project-storage';
import { progressWriter } from '../renders/progress-writer';
import { download } from '../renders/render-job';
import { findRenderForJob } from '../renders/render-queries';
import { findVideoForJob } from '../videos/video-queries';
import { overlayFile } from './overlay-file';
import { overlayMessages } from './overlay-messages';
import {
  failOverlay,
  finishOverlay,
  type OverlayRow,
  setOverlayProgress,
  startOverlay,
} from './overlay-queries';

/** The overlay ended (its render or video was deleted) while the job ran. */
class OverlayGone extends Error {}

/** A source whose rate was never read: the usual phone rate. */
const FALLBACK_FPS = 30;

const contentTypes = { mov: 'video/quicktime', webm: 'video/webm' } as const;

export async function runOverlayJob(context: AppContext, job: Job<{ overlayId: string }>): Promise<void> {
  const { db } = context.database;
  const overlay = await startOverlay(db, job.data.overlayId);
  // Finished by an earlier attempt, or deleted with its render.
  if (!overlay) return;
  try {
    const outputKey = await overlayToStorage(context, overlay, job.signal);
    if (outputKey && !(await finishOverlay(db, overlay.id, outputKey)))
      await context.storage.delete(outputKey);
  } catch (err) {
    if (err instanceof OverlayGone) return;
    const reason = finalFailureReason(err, job, overlayMessages.keptFailing);
    if (reason === null) throw err;
    context.logger.warn({ err, overlayId: overlay.id, jobId: job.id }, 'overlay failed');
    await failOverlay(db, overlay.id, reason);
  }
}

/** The stored file's key; null when the render or its video is gone. */
async function overlayToStorage(
  context: AppContext,
  overlay: OverlayRow,
  jobSignal: AbortSignal,
): Promise<string | null> {
  const { db } = context.database;
  const render = await findRenderForJob(db, overlay.renderId);
  const video = render ? await findVideoForJob(db, render.videoId) : null;
  if (!render || !video) return null;
  const workDir = await mkdtemp(path.join(os.tmpdir(), 'captionist-overlay-job-'));
  const stop = new AbortController();
  const onJobAbort = () => stop.abort(jobSignal.reason);
  jobSignal.addEventListener('abort', onJobAbort, { once: true });
  try {
    const { fonts } = render.input;
    // A custom font deleted since the render: drawing without it would not be the render's look.
    const stored = await Promise.all(fonts.map((font) => context.storage.head(font.storageKey)));
    if (stored.some((head) => !head)) throw new PermanentJobError(overlayMessages.fontsGone);
    const fontFiles = await Promise.all(
      fonts.map((font, i) =>
        download(context, font.storageKey, path.join(workDir, `font-${i}${path.extname(font.storageKey)}`)),
      ),
    );
    const output = path.join(workDir, `overlay.${overlay.format}`);
    const progress = progressWriter<number>({
      write: (percent) => setOverlayProgress(db, overlay.id, percent),
      onStopped: () => stop.abort(new OverlayGone()),
      onError: (err) => context.logger.warn({ err, overlayId: overlay.id }, 'overlay progress not written'),
    });
    try {
      await overlayFile({
        input: render.input,
        fontFiles,
        fps: render.input.fps ?? video.fps ?? FALLBACK_FPS,
        format: overlay.format,
        output,
        signal: stop.signal,
        onProgress: ({ percent, ended }) => {
          if (!ended) progress.report(percent);
        },
      });
    } catch (err) {
      if (stop.signal.reason instanceof OverlayGone) throw stop.signal.reason;
      throw err;
    } finally {
      await progress.settled();
    }
    if (!(await outputWritten(output))) throw new PermanentJobError(overlayMessages.noOutput);
    const key = `${videoRendersFolder(video)}/${render.id}-overlay.${overlay.format}`;
    await context.storage.put(key, createReadStream(output), { contentType: contentTypes[overlay.format] });
    return key;
  } finally {
    jobSignal.removeEventListener('abort', onJobAbort);
    await rm(workDir, { recursive: true, force: true });
  }
}
