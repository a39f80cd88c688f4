// The "videos.process" job: find out what the upload really is (ffprobe), refuse what is not a
// video or is longer than the plan allows, make a poster frame and queue transcription at once,
// then make the light preview proxy (≤ 720p H.264, fast-start) while the words are recognised.
// The proxy's encoder runs at a lower CPU priority, so the transcript (what the user waits for)
// is not slowed by it; the editor shows the poster until the proxy arrives.

import { createReadStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { checkDuration, checkRecording } from '@captionist/contracts';
import type { AppContext } from '../../app-context';
import { pictureLimitProblem, pictureLimitsOf } from '../../platform/media/picture-limits';
import { type MediaProbe, probeMedia } from '../../platform/media/probe-media';
import { outputWritten, runTool, ToolError } from '../../platform/media/run-tool';
import {
  linkAsInput,
  looksLikePlaylist,
  playlistMessage,
  safeInputArgs,
} from '../../platform/media/safe-input';
import { PermanentJobError } from '../../platform/queue/permanent-job-error';
import { findSubscription, recordingLimitsOf } from '../plans/subscription-queries';
import { announceAboutVideo } from '../webhooks/webhook-outbox';
import { fitWithin720, makePreviewCopy, previewCopyMessages } from './preview-copy';
import { failVideoPreparation, findVideoForJob, updateVideo, type VideoRow } from './video-queries';

export const processingMessages = {
  empty: 'The file is empty. Please upload the video again.',
  notVideo:
    'This file is not a video we can read (it may be damaged or incomplete). Upload an MP4, MOV, WebM or MKV file.',
  undecodable: previewCopyMessages.undecodable,
  noPicture:
    'We could not get a picture out of this video (it may have no frames we can show). Try exporting it again as MP4 (H.264 + AAC).',
  playlist: playlistMessage,
  /** The job failed for good (it threw, expired or its worker died on every attempt). */
  gaveUp:
    'We could not process this file: it failed several times in a row. Upload it again, or export it again as MP4 (H.264 + AAC).',
};

/** Below the API's and the transcription's priority (0): the proxy is the one thing that can wait. */
const PROXY_NICENESS = 10;

/** A "videos.process" job: the video, and the words it is known to say (the sample's), if any. */
export interface ProcessJob {
  videoId: string;
  /** Aligned to the sound instead of recognised: the transcript is these words, whatever the engine. */
  script?: string;
}

export async function processVideo(context: AppContext, job: ProcessJob, signal: AbortSignal): Promise<void> {
  const { db } = context.database;
  let video = await findVideoForJob(db, job.videoId);
  const workDir = await mkdtemp(path.join(os.tmpdir(), 'captionist-process-'));
  try {
    // An earlier attempt may have got as far as queueing the transcription: it left the proxy.
    if (video?.status === 'processing') video = await inspect(context, video, job.script, workDir, signal);
    // Deleted meanwhile, refused, or already done by an earlier attempt.
    if (!video || video.status === 'failed' || video.proxyKey) return;
    const proxyKey = await makeProxy(context, video, workDir, signal);
    if (proxyKey) await updateVideo(db, video.id, { proxyKey });
  } catch (err) {
    if (!(err instanceof PermanentJobError) || !video) throw err;
    // A refused file is never kept: it is not a video we can work with.
    await context.storage.delete(video.storageKey);
    await failVideoPreparation(db, video.id, err.message);
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}

/** Probe, refusals and poster; then the video is transcribing (aligning, when its words are known). */
async function inspect(
  context: AppContext,
  video: VideoRow,
  script: string | undefined,
  workDir: string,
  signal: AbortSignal,
) {
  const result = await context.storage.withLocalFile(video.storageKey, (source) =>
    probeAndPoster(context, video, source, workDir, signal),
  );
  // The video is usable from here: announced in the same transaction (docs/webhooks.md).
  const updated = await context.database.db.transaction(async (tx) => {
    const row = await updateVideo(tx, video.id, {
      status: 'transcribing',
      transcriptionStatus: 'queued',
      error: null,
      durationMs: result.probe.durationMs,
      width: result.probe.video?.width,
      height: result.probe.video?.height,
      fps: result.probe.video?.fps,
      rotation: result.probe.video?.rotation,
      hasAudio: result.probe.audio ? 'yes' : 'no',
      probe: result.probe,
      posterKey: result.posterKey,
    });
    if (row) await announceAboutVideo(tx, video.id, 'video.ready', { duration_ms: row.durationMs });
    return row;
  });
  if (script) await context.queue.send('videos.align', { videoId: video.id, script });
  else await context.queue.send('videos.transcribe', { videoId: video.id });
  return updated;
}

async function probeAndPoster(
  context: AppContext,
  video: VideoRow,
  source: string,
  workDir: string,
  signal: AbortSignal,
) {
  if ((await stat(source)).size === 0) throw new PermanentJobError(processingMessages.empty);
  if (await looksLikePlaylist(source)) throw new PermanentJobError(processingMessages.playlist);
  const input = await linkAsInput(source, workDir);
  const limits = pictureLimitsOf(context.config);
  const probe = await probeMedia(input, { signal, maxPixels: limits.maxPixels });
  if (!probe?.video || !probe.durationMs || !probe.video.width)
    throw new PermanentJobError(processingMessages.notVideo);
  const tooLarge = pictureLimitProblem(probe.video, 'moving', limits);
  if (tooLarge) throw new PermanentJobError(tooLarge);
  const plan = await findSubscription(context.database.db, video.userId);
  const seconds = probe.durationMs / 1000;
  // A long recording answers to the plan's limit for those; each clip made of it, to §5's.
  const duration = video.isLong
    ? checkRecording(plan && recordingLimitsOf(plan.plan), { durationSeconds: seconds })
    : checkDuration(seconds, plan ? { durationLimit: plan.plan.durationLimit } : undefined);
  if (!duration.ok) throw new PermanentJobError(duration.message);

  const posterFile = path.join(workDir, 'poster.jpg');
  try {
    // A seek inside the video first; a clip whose only frame comes before it gets its first frame.
    for (const at of [posterSeekSeconds(probe), 0]) {
      await runTool('ffmpeg', stillFrameArgs(input, at, posterFile, limits.maxPixels), {
        timeoutMs: 120_000,
        signal,
      });
      if (await outputWritten(posterFile)) break;
    }
  } catch (err) {
    if (err instanceof ToolError) throw new PermanentJobError(processingMessages.undecodable);
    throw err;
  }
  if (!(await outputWritten(posterFile))) throw new PermanentJobError(processingMessages.noPicture);
  const posterKey = `${storedPrefix(video)}/poster.jpg`;
  await context.storage.put(posterKey, createReadStream(posterFile), { contentType: 'image/jpeg' });
  return { probe, posterKey };
}

/** The recording's preview copy, or null when ffmpeg cannot make one (see makePreviewCopy). */
async function makeProxy(
  context: AppContext,
  video: VideoRow,
  workDir: string,
  signal: AbortSignal,
): Promise<string | null> {
  const proxyFile = path.join(workDir, 'proxy.mp4');
  if (!(await makePreviewCopy(context, video, proxyFile, { workDir, signal, niceness: PROXY_NICENESS })))
    return null;
  const proxyKey = `${storedPrefix(video)}/proxy.mp4`;
  await context.storage.put(proxyKey, createReadStream(proxyFile), { contentType: 'video/mp4' });
  return proxyKey;
}

const storedPrefix = (video: VideoRow) => video.storageKey.slice(0, video.storageKey.lastIndexOf('/'));

/** Up to 1 s in (a title card often opens), never past the start of the last frame. */
export function posterSeekSeconds(probe: MediaProbe): number {
  const seconds = (probe.durationMs ?? 0) / 1000;
  const lastFrame = seconds - 1 / (probe.video?.fps || 25);
  return Math.max(0, Math.min(1, seconds / 2, lastFrame));
}

/** One frame at `at` seconds as a JPEG within 720 px: a video's poster, a render's thumbnail. */
export function stillFrameArgs(source: string, at: number, output: string, maxPixels?: number): string[] {
  const seek = at > 0 ? ['-ss', at.toFixed(3)] : [];
  return [
    ...['-y', '-v', 'error', ...seek, ...safeInputArgs(maxPixels), '-i', source],
    ...['-frames:v', '1', '-vf', fitWithin720, '-q:v', '3', output],
  ];
}
