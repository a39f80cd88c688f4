import { type VideoStatus, videoStatuses } from '@captionist/contracts';
import { describe, expect, it } from 'vitest';
import {
  UNFINISHED_UPLOADS_POLL_INTERVAL_MS,
  unfinishedUploadsPollInterval,
  VIDEO_POLL_INTERVAL_MS,
  videoListPollInterval,
} from './video-polling';

const videos = (...statuses: VideoStatus[]) => statuses.map((status) => ({ status }));

describe('videoListPollInterval', () => {
  it.each(['uploading', 'processing', 'transcribing'] as const)(
    'polls every 2 s while a video is %s',
    (status) => {
      expect(videoListPollInterval(videos('ready', status))).toBe(VIDEO_POLL_INTERVAL_MS);
      expect(VIDEO_POLL_INTERVAL_MS).toBe(2000);
    },
  );

  it('stops once every video has settled', () => {
    const settled = videoStatuses.filter((s) => !['uploading', 'processing', 'transcribing'].includes(s));
    expect(videoListPollInterval(videos(...settled))).toBe(false);
  });

  it('does not poll an empty or not yet loaded list', () => {
    expect(videoListPollInterval([])).toBe(false);
    expect(videoListPollInterval(undefined)).toBe(false);
  });
});

describe('unfinishedUploadsPollInterval', () => {
  it('asks again every 30 s while an upload is not yet called interrupted', () => {
    expect(unfinishedUploadsPollInterval([{ interrupted: true }, { interrupted: false }])).toBe(
      UNFINISHED_UPLOADS_POLL_INTERVAL_MS,
    );
    expect(UNFINISHED_UPLOADS_POLL_INTERVAL_MS).toBe(30_000);
  });

  it('stops once every upload is interrupted, or there is none', () => {
    expect(unfinishedUploadsPollInterval([{ interrupted: true }])).toBe(false);
    expect(unfinishedUploadsPollInterval([])).toBe(false);
    expect(unfinishedUploadsPollInterval(undefined)).toBe(false);
  });
});
