// The "videos.clip-proxy" job: a clip accepted from a recording whose preview copy is not made yet
// (a long recording's takes an hour or more) gets a preview copy of its own range, made in the
// time the clip takes to copy, so its preview does not wait for the whole recording's. The file
// holds the recording's times (black and silent before the range), so the editor plays it as it
// would the recording's copy; once that one exists it is played instead (video-response).
import { createReadStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { AppContext } from '../../app-context';
import { videoStoragePrefix } from '../projects/project-storage';
import { type CopiedSpan, HEAD_STEP_MS, makePreviewCopy } from './preview-copy';
import { findVideoForJob, updateVideo, type VideoRow } from './video-queries';

/** Room to move the clip's edges by a sentence or two and still play from this copy. */
export const CLIP_PROXY_MARGIN_MS = 30_000;

export interface ClipProxyJob {
  videoId: string;
}

/** Whether a clip made now of `recording` should get a copy of its own. */
export const needsClipProxy = (video: Pick<VideoRow, 'proxyKey' | 'status'>) =>
  video.proxyKey === null && video.status !== 'failed';

/**
 * The part of the recording a clip's copy holds: its ranges and a margin either side, starting on
 * the head's step (so up to one step more before), within the recording.
 */
export function clipProxySpan(
  ranges: readonly { startMs: number; endMs: number }[],
  durationMs: number,
): CopiedSpan {
  const first = Math.min(...ranges.map((range) => range.startMs));
  const last = Math.max(...ranges.map((range) => range.endMs));
  const start = Math.max(0, first - CLIP_PROXY_MARGIN_MS);
  return {
    startMs: Math.floor(start / HEAD_STEP_MS) * HEAD_STEP_MS,
    endMs: Math.min(durationMs, last + CLIP_PROXY_MARGIN_MS),
  };
}

/** Whether the clip's own copy holds all of its ranges (its edges may have moved since it was made). */
export const clipProxyCovers = (video: Pick<VideoRow, 'clipProxy' | 'ranges'>) =>
  Boolean(
    video.clipProxy &&
      video.ranges?.every(
        (range) =>
          range.startMs >= (video.clipProxy?.startMs ?? 0) && range.endMs <= (video.clipProxy?.endMs ?? 0),
      ),
  );

export async function makeClipProxy(
  context: AppContext,
  job: ClipProxyJob,
  signal: AbortSignal,
): Promise<void> {
  const { db } = context.database;
  const video = await findVideoForJob(db, job.videoId);
  // Deleted, done by an earlier attempt, or the recording's own copy came first.
  if (!video?.ranges?.length || !video.durationMs || clipProxyCovers(video) || !needsClipProxy(video)) return;
  const workDir = await mkdtemp(path.join(os.tmpdir(), 'captionist-clip-proxy-'));
  try {
    const file = path.join(workDir, 'clip-proxy.mp4');
    const span = clipProxySpan(video.ranges, video.durationMs);
    // What a person is waiting to play: not behind the recording's copy (niceness 10).
    if (!(await makePreviewCopy(context, video, file, { workDir, signal, niceness: 0, span }))) return;
    // A key of its own per span, so that one signed URL never names two different files.
    const prefix = videoStoragePrefix(video.userId, video.projectId, video.id);
    const key = `${prefix}/clip-proxy-${span.startMs}-${span.endMs}.mp4`;
    await context.storage.put(key, createReadStream(file), { contentType: 'video/mp4' });
    const stored = await updateVideo(db, video.id, { clipProxy: { key, ...span } });
    // Deleted while it was copied: its folder is already gone, and the copy goes after it.
    if (!stored) await context.storage.delete(key);
    else if (video.clipProxy && video.clipProxy.key !== key)
      await context.storage.delete(video.clipProxy.key);
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}
