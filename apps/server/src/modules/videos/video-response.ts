// The video as the API shows it; poster, proxy and source come as signed, expiring URLs. Only the
// single-video answer carries the transcript (lists would grow with every word).
import {
  AUTO_LANGUAGE,
  type TranscriptionLanguage,
  transcriptionLanguageSchema,
  type Video,
  type VideoDetail,
} from '@captionist/contracts';
import type { StorageDriver } from '../../platform/storage/storage-driver';
import { browserPlayable } from './browser-playable';
import type { VideoRow } from './video-queries';

export async function toVideoResponse(row: VideoRow, storage: StorageDriver): Promise<Video> {
  const sign = (key: string | null) => (key ? storage.presignGet(key) : Promise.resolve(null));
  return {
    id: row.id,
    project_id: row.projectId,
    name: row.name,
    status: row.status,
    error: row.error,
    size_bytes: row.sizeBytes,
    duration_ms: row.durationMs,
    width: row.width,
    height: row.height,
    fps: row.fps,
    rotation: row.rotation,
    has_audio: row.hasAudio,
    sound_track: row.probe?.audio ? { index: row.probe.audio.track, count: row.probe.audio.tracks } : null,
    poster_url: await sign(row.posterKey),
    thumbnail_url: await sign(row.thumbnailKey ?? row.posterKey),
    // The video's own copy of its clips until its recording's is made (clip-proxy.ts): both hold
    // the recording's times.
    proxy_url: await sign(row.proxyKey ?? row.clipProxy?.key ?? null),
    proxy_spans:
      row.proxyKey === null && row.clipProxy
        ? row.clipProxy.spans.map((span) => ({ start_ms: span.startMs, end_ms: span.endMs }))
        : null,
    source_url: playsWhileCopying(row) ? await sign(row.storageKey) : null,
    transcription_status: row.transcriptionStatus,
    language: videoLanguage(row.language),
    ranges: row.ranges?.map((range) => ({ start_ms: range.startMs, end_ms: range.endMs })) ?? null,
    // A clip of a long recording is a video like any other.
    long_recording: row.isLong && !row.ranges,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export async function toVideoDetailResponse(row: VideoRow, storage: StorageDriver): Promise<VideoDetail> {
  return {
    ...(await toVideoResponse(row, storage)),
    transcript: row.transcript,
    caption_settings: row.captionSettings,
    edit_version: row.editVersion,
  };
}

/** Probed and accepted, its preview copy not made yet, and playable by browsers as it is. */
const playsWhileCopying = (row: VideoRow) =>
  row.proxyKey === null &&
  row.clipProxy === null &&
  row.status !== 'failed' &&
  row.status !== 'uploading' &&
  browserPlayable(row.probe);

/** The column is plain text; a code no longer in the list reads as "auto". */
function videoLanguage(stored: string): TranscriptionLanguage {
  const parsed = transcriptionLanguageSchema.safeParse(stored);
  return parsed.success ? parsed.data : AUTO_LANGUAGE;
}
