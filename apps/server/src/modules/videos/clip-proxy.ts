// The "videos.clip-proxy" job: while a recording's preview copy is not made yet (a long recording's
// takes an hour or more), its clips get a copy of their own parts, made in the time those parts
// take to copy, so their preview does not wait for the whole recording's: an accepted clip, its
// ranges; a long recording being reviewed (when browsers cannot play its upload), the clips found
// in it. The file holds the recording's times (black and silent elsewhere), so the editor plays it
// as it would the recording's copy; once that one exists it is played instead (video-response).
import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { AppContext } from '../../app-context';
import type { ClipProxy } from '../../platform/db/schema/json-columns';
import { videoStoragePrefix } from '../projects/project-storage';
import { BLACK_STEP_MS, type CopiedSpan, makePreviewCopy } from './preview-copy';
import { findVideoForJob, updateVideo, type VideoRow } from './video-queries';

/** Room to move a clip's edges by a sentence or two and still play from its copy. */
export const CLIP_PROXY_MARGIN_MS = 30_000;

type Range = { startMs: number; endMs: number };

export interface ClipProxyJob {
  videoId: string;
  /** What to copy of a video over all of its recording (the clips found in it); a clip's are its ranges. */
  ranges?: Range[];
}

/** Whether the video's recording has no preview copy yet, so its clips need copies of their own. */
export const needsClipProxy = (video: Pick<VideoRow, 'proxyKey' | 'status'>) =>
  video.proxyKey === null && video.status !== 'failed';

/**
 * The parts of the recording a copy of `ranges` holds: each with a margin either side, out to the
 * black's step (ending with the recording at the latest), joined where they meet, in order.
 */
export function copiedSpans(ranges: readonly Range[], durationMs: number): CopiedSpan[] {
  const spans = ranges
    .map((range) => ({
      startMs: Math.floor(Math.max(0, range.startMs - CLIP_PROXY_MARGIN_MS) / BLACK_STEP_MS) * BLACK_STEP_MS,
      endMs: Math.min(
        durationMs,
        Math.ceil((range.endMs + CLIP_PROXY_MARGIN_MS) / BLACK_STEP_MS) * BLACK_STEP_MS,
      ),
    }))
    .sort((a, b) => a.startMs - b.startMs);
  const joined: CopiedSpan[] = [];
  for (const span of spans) {
    const last = joined[joined.length - 1];
    if (last && span.startMs <= last.endMs) last.endMs = Math.max(last.endMs, span.endMs);
    else joined.push({ ...span });
  }
  return joined;
}

/** Whether a copy holds every one of `ranges` (a clip's edges may have moved since it was made). */
export const clipProxyCovers = (copy: ClipProxy | null, ranges: readonly Range[]) =>
  copy !== null &&
  ranges.every((range) =>
    copy.spans.some((span) => range.startMs >= span.startMs && range.endMs <= span.endMs),
  );

export async function makeClipProxy(
  context: AppContext,
  job: ClipProxyJob,
  signal: AbortSignal,
): Promise<void> {
  const { db } = context.database;
  const video = await findVideoForJob(db, job.videoId);
  const wanted = video?.ranges ?? job.ranges;
  // Deleted, covered by an earlier attempt, or the recording's own copy came first.
  if (!video || !wanted?.length || !video.durationMs || !needsClipProxy(video)) return;
  if (clipProxyCovers(video.clipProxy, wanted)) return;
  const workDir = await mkdtemp(path.join(os.tmpdir(), 'captionist-clip-proxy-'));
  try {
    const file = path.join(workDir, 'clip-proxy.mp4');
    const spans = copiedSpans(wanted, video.durationMs);
    // What a person is waiting to play: not behind the recording's copy (niceness 10).
    if (!(await makePreviewCopy(context, video, file, { workDir, signal, niceness: 0, spans }))) return;
    // A key of its own per copy, so that one signed URL never names two different files.
    const prefix = videoStoragePrefix(video.userId, video.projectId, video.id);
    const key = `${prefix}/clip-proxy-${randomUUID()}.mp4`;
    await context.storage.put(key, createReadStream(file), { contentType: 'video/mp4' });
    const stored = await updateVideo(db, video.id, { clipProxy: { key, spans } });
    // Deleted while it was copied: its folder is already gone, and the copy goes after it.
    if (!stored) await context.storage.delete(key);
    else if (video.clipProxy) await context.storage.delete(video.clipProxy.key);
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}
