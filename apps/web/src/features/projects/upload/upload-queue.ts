// The uploader's list of files as a pure reducer: each file goes checking (its length read) →
// waiting → creating → sending → confirming → done, or ends failed, cancelled or refused (before
// any byte moved). A multipart upload whose connection stayed lost is paused; resuming it waits
// for its turn again, as does an interrupted upload given its file again.
import { AUTO_LANGUAGE, type TranscriptionLanguage } from '@captionist/contracts';
import { formatBytes } from '../../../lib/format-bytes';

export type UploadPhase =
  | 'checking'
  | 'waiting'
  | 'creating'
  | 'sending'
  | 'confirming'
  | 'paused'
  | 'done'
  | 'failed'
  | 'cancelled'
  | 'refused';

export interface UploadItem {
  id: string;
  file: File;
  phase: UploadPhase;
  /** Bytes in storage so far. */
  loaded: number;
  /** The video created for this file, once the API made one. */
  videoId: string | null;
  error: string | null;
  /** The spoken language picked when the file was added; the video's transcription asks for it. */
  language: TranscriptionLanguage;
  /** Uploaded to find clips in: held to the plan's limits for long recordings, not for videos. */
  longRecording: boolean;
}

export type UploadAction =
  | { type: 'added'; items: UploadItem[] }
  | { type: 'checked'; id: string; refusal: string | null }
  | { type: 'started'; id: string }
  | { type: 'created'; id: string; videoId: string }
  | { type: 'progressed'; id: string; loaded: number }
  | { type: 'sent'; id: string }
  | { type: 'confirmed'; id: string }
  | { type: 'failed'; id: string; message: string }
  | { type: 'paused'; id: string }
  | { type: 'resumed'; id: string }
  | { type: 'cancelled'; id: string }
  | { type: 'retried'; id: string }
  | { type: 'dismissed'; id: string };

export const activePhases: ReadonlySet<UploadPhase> = new Set(['creating', 'sending', 'confirming']);
const finishedPhases: ReadonlySet<UploadPhase> = new Set(['done', 'failed', 'cancelled', 'refused']);

export const isActive = (item: UploadItem) => activePhases.has(item.phase);
export const isFinished = (item: UploadItem) => finishedPhases.has(item.phase);
export const canRetry = (item: UploadItem) => item.phase === 'failed' || item.phase === 'cancelled';
/** Not finished yet, so leaving the page would lose it; it can still be cancelled. */
export const isPending = (item: UploadItem) =>
  item.phase === 'checking' || item.phase === 'waiting' || item.phase === 'paused' || isActive(item);
export const canCancel = isPending;

/** A chosen file; one that passed the checks made at once is `checking` until its length is read. */
export function newUpload(
  id: string,
  file: File,
  refusal: string | null,
  language: TranscriptionLanguage = AUTO_LANGUAGE,
  longRecording = false,
): UploadItem {
  return {
    id,
    file,
    phase: refusal ? 'refused' : 'checking',
    loaded: 0,
    videoId: null,
    error: refusal,
    language,
    longRecording,
  };
}

/** The file of an interrupted upload, chosen again: it carries on from the bytes the server has. */
export function resumedUpload(id: string, file: File, videoId: string, receivedBytes: number): UploadItem {
  return { ...newUpload(id, file, null), phase: 'waiting', videoId, loaded: receivedBytes };
}

function update(items: UploadItem[], id: string, change: (item: UploadItem) => Partial<UploadItem>) {
  return items.map((item) => (item.id === id ? { ...item, ...change(item) } : item));
}

export function uploadQueueReducer(items: UploadItem[], action: UploadAction): UploadItem[] {
  switch (action.type) {
    case 'added':
      return [...items, ...action.items];
    case 'checked':
      return update(items, action.id, (item) =>
        item.phase !== 'checking'
          ? {}
          : action.refusal
            ? { phase: 'refused', error: action.refusal }
            : { phase: 'waiting' },
      );
    case 'started':
      // A resumed upload keeps its video and the bytes already sent; others start from nothing.
      return update(items, action.id, () => ({ phase: 'creating', error: null }));
    case 'created':
      return update(items, action.id, () => ({ phase: 'sending', videoId: action.videoId }));
    case 'progressed':
      return update(items, action.id, (item) => ({ loaded: Math.min(action.loaded, item.file.size) }));
    case 'sent':
      return update(items, action.id, (item) => ({ phase: 'confirming', loaded: item.file.size }));
    case 'confirmed':
      return update(items, action.id, () => ({ phase: 'done' }));
    case 'failed':
      return update(items, action.id, () => ({ phase: 'failed', error: action.message }));
    case 'paused':
      return update(items, action.id, () => ({ phase: 'paused' }));
    case 'resumed':
      return update(items, action.id, (item) => (item.phase === 'paused' ? { phase: 'waiting' } : {}));
    case 'cancelled':
      return update(items, action.id, () => ({ phase: 'cancelled', error: null }));
    case 'retried':
      return update(items, action.id, (item) =>
        canRetry(item) ? { phase: 'waiting', loaded: 0, videoId: null, error: null } : {},
      );
    case 'dismissed':
      return items.filter((item) => item.id !== action.id);
  }
}

/** Waiting files to start now, in the order they were added, so that at most `maxParallel` upload at once. */
export function uploadsToStart(items: UploadItem[], maxParallel: number): UploadItem[] {
  const free = maxParallel - items.filter(isActive).length;
  if (free <= 0) return [];
  return items.filter((item) => item.phase === 'waiting').slice(0, free);
}

export function uploadPercent(item: UploadItem): number {
  if (item.file.size === 0) return item.phase === 'done' ? 100 : 0;
  return Math.floor((item.loaded / item.file.size) * 100);
}

/** E.g. "3.2 MB of 10 MB · 32%". */
export function uploadProgressLabel(item: UploadItem, locale?: string): string {
  return `${formatBytes(item.loaded, locale)} of ${formatBytes(item.file.size, locale)} · ${uploadPercent(item)}%`;
}
