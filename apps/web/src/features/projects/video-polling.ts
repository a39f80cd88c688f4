// While a video is on its way to the editor (upload, probe, transcription) its status changes on
// the server alone: live events bring each change; without them the project page asks again every
// few seconds, and stops once all settle.
import type { UnfinishedUpload, Video, VideoStatus } from '@captionist/contracts';
import { unlessLive } from '../../lib/live-events';

export const VIDEO_POLL_INTERVAL_MS = 2000;

const settlingStatuses: ReadonlySet<VideoStatus> = new Set(['uploading', 'processing', 'transcribing']);

export const isSettling = (status: VideoStatus): boolean => settlingStatuses.has(status);

/** The refetch interval of a project's video list: poll while any video is settling. */
export function videoListPollInterval(videos: readonly Pick<Video, 'status'>[] | undefined): number | false {
  return unlessLive(videos?.some((video) => isSettling(video.status)) ? VIDEO_POLL_INTERVAL_MS : false);
}

export const UNFINISHED_UPLOADS_POLL_INTERVAL_MS = 30_000;

/**
 * The refetch interval of a project's unfinished uploads: while one is not yet called interrupted.
 * Even with live events: an upload becomes interrupted by time passing, which no event announces.
 */
export const unfinishedUploadsPollInterval = (
  uploads: readonly Pick<UnfinishedUpload, 'interrupted'>[] | undefined,
): number | false =>
  uploads?.some((upload) => !upload.interrupted) ? UNFINISHED_UPLOADS_POLL_INTERVAL_MS : false;
