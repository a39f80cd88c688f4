// The "media.process" job: probe the upload, trust what it really is (not the browser's label),
// make a thumbnail for pictures and videos, or refuse and delete what is not media at all.
import { createReadStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { MediaKind } from '@captionist/contracts';
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
import { findMediaForJob, mediaStoragePrefix, updateMedia } from './media-queries';

export const mediaMessages = {
  notMedia: 'This file is not an image, GIF, video or audio file we can read.',
  /** The job failed for good (it threw, expired or its worker died on every attempt). */
  gaveUp: 'We could not process this file: it failed several times in a row. Please add it again.',
};

type Outcome = { refused: string } | { probe: MediaProbe; kind: MediaKind; thumbnailKey: string | null };

const STILL_CODECS = new Set(['png', 'mjpeg', 'webp', 'bmp', 'tiff']);

/** What a probed file is, by its streams and codecs. */
export function kindOfProbe(probe: MediaProbe): MediaKind | null {
  if (probe.video?.codec === 'gif') return 'gif';
  if (probe.video && STILL_CODECS.has(probe.video.codec) && !probe.audio) return 'image';
  if (probe.video && probe.durationMs) return 'video';
  if (!probe.video && probe.audio && probe.durationMs) return 'audio';
  return null;
}

export async function processMedia(context: AppContext, mediaId: string, signal: AbortSignal): Promise<void> {
  const { db } = context.database;
  const media = await findMediaForJob(db, mediaId);
  if (media?.status !== 'processing') return;
  const workDir = await mkdtemp(path.join(os.tmpdir(), 'captionist-media-'));
  try {
    const limits = pictureLimitsOf(context.config);
    const outcome = await context.storage
      .withLocalFile(media.storageKey, async (file): Promise<Outcome> => {
        if (await looksLikePlaylist(file)) return { refused: playlistMessage };
        const input = await linkAsInput(file, workDir);
        const probe = await probeMedia(input, { signal, maxPixels: limits.maxStillPixels });
        const kind = probe ? kindOfProbe(probe) : null;
        if (!probe || !kind) return { refused: mediaMessages.notMedia };
        if (probe.video) {
          const tooLarge = pictureLimitProblem(probe.video, kind === 'image' ? 'still' : 'moving', limits);
          if (tooLarge) return { refused: tooLarge };
        }
        if (kind === 'audio') return { probe, kind, thumbnailKey: null };
        const decodeCap = kind === 'image' ? limits.maxStillPixels : limits.maxPixels;
        const thumbnail = path.join(workDir, 'thumbnail.jpg');
        await runTool(
          'ffmpeg',
          [
            ...['-y', '-v', 'error', ...safeInputArgs(decodeCap), '-i', input],
            ...['-frames:v', '1', '-vf', 'scale=320:-2', '-q:v', '4', thumbnail],
          ],
          { timeoutMs: 120_000, signal },
        );
        // ffmpeg may exit 0 without a frame to show: that file is not media we can use.
        if (!(await outputWritten(thumbnail))) return { refused: mediaMessages.notMedia };
        const thumbnailKey = `${mediaStoragePrefix(media.userId, media.id)}/thumbnail.jpg`;
        await context.storage.put(thumbnailKey, createReadStream(thumbnail), { contentType: 'image/jpeg' });
        return { probe, kind, thumbnailKey };
      })
      .catch((err): Outcome => {
        if (err instanceof ToolError) return { refused: mediaMessages.notMedia };
        throw err;
      });
    if ('refused' in outcome) {
      await context.storage.delete(media.storageKey);
      await updateMedia(db, media.id, { status: 'failed', error: outcome.refused });
      return;
    }
    await updateMedia(db, media.id, {
      status: 'ready',
      error: null,
      kind: outcome.kind,
      thumbnailKey: outcome.thumbnailKey,
      width: outcome.probe.video?.width ?? null,
      height: outcome.probe.video?.height ?? null,
      durationMs: outcome.kind === 'image' ? null : outcome.probe.durationMs,
      metadata: { probe: outcome.probe },
    });
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}
