// The "media.process" job: probe the upload, trust what it really is (not the browser's label),
// make a thumbnail for pictures and videos, or refuse and delete what is not media at all.
import { createReadStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { MediaKind } from '@captionist/contracts';
import type { AppContext } from '../../app-context';
import { type MediaProbe, probeMedia } from '../../platform/media/probe-media';
import { runTool, ToolError } from '../../platform/media/run-tool';
import { findMediaForJob, mediaStoragePrefix, updateMedia } from './media-queries';

export const mediaMessages = {
  notMedia: 'This file is not an image, GIF, video or audio file we can read.',
};

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
    const outcome = await context.storage
      .withLocalFile(media.storageKey, async (file) => {
        const probe = await probeMedia(file, signal);
        const kind = probe ? kindOfProbe(probe) : null;
        if (!probe || !kind) return null;
        if (kind === 'audio') return { probe, kind, thumbnailKey: null };
        const thumbnail = path.join(workDir, 'thumbnail.jpg');
        await runTool(
          'ffmpeg',
          ['-y', '-v', 'error', '-i', file, '-frames:v', '1', '-vf', 'scale=320:-2', '-q:v', '4', thumbnail],
          {
            timeoutMs: 120_000,
            signal,
          },
        );
        const thumbnailKey = `${mediaStoragePrefix(media.userId, media.id)}/thumbnail.jpg`;
        await context.storage.put(thumbnailKey, createReadStream(thumbnail), { contentType: 'image/jpeg' });
        return { probe, kind, thumbnailKey };
      })
      .catch((err) => {
        if (err instanceof ToolError) return null;
        throw err;
      });
    if (!outcome) {
      await context.storage.delete(media.storageKey);
      await updateMedia(db, media.id, { status: 'failed', error: mediaMessages.notMedia });
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
