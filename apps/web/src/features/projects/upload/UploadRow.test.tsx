import type { Video } from '@captionist/contracts';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderScreen } from '../../../test-support/render-screen';
import { sampleVideo } from '../../../test-support/video-fixtures';
import { UploadRow } from './UploadRow';
import { newUpload, type UploadAction, type UploadItem, uploadQueueReducer } from './upload-queue';

const uploaded = (): UploadItem => {
  const actions: UploadAction[] = [
    { type: 'checked', id: 'u1', refusal: null },
    { type: 'started', id: 'u1' },
    { type: 'created', id: 'u1', videoId: 'v1' },
    { type: 'sent', id: 'u1' },
    { type: 'confirmed', id: 'u1' },
  ];
  const [item] = actions.reduce(uploadQueueReducer, [newUpload('u1', new File(['abc'], 'clip.mp4'), null)]);
  if (!item) throw new Error('the upload vanished');
  return item;
};

const showRow = (video: Video | undefined) =>
  renderScreen(
    <UploadRow
      item={uploaded()}
      video={video}
      onCancel={() => undefined}
      onRetry={() => undefined}
      onResume={() => undefined}
      onDismiss={() => undefined}
    />,
  );

describe('UploadRow of an uploaded file', () => {
  afterEach(cleanup);

  it('says the video is being processed while it is', () => {
    showRow(sampleVideo({ id: 'v1', status: 'transcribing', transcription_status: 'running' }));
    expect(screen.getByText('Uploaded. The video is being processed.')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Upload of clip.mp4' })).toBeTruthy();
  });

  it('ends on one line saying the video is ready', () => {
    showRow(sampleVideo({ id: 'v1', status: 'ready' }));
    expect(screen.getByRole('status').textContent).toBe('Ready to style and render.');
    expect(screen.queryByText(/being processed/)).toBeNull();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByRole('button', { name: 'Dismiss clip.mp4' })).toBeTruthy();
  });

  it('ends on one line giving the reason the video failed', () => {
    showRow(sampleVideo({ id: 'v1', status: 'failed', error: 'This file is not a video we can read.' }));
    expect(screen.getByRole('alert').textContent).toBe('Failed: This file is not a video we can read.');
    expect(screen.queryByText(/being processed/)).toBeNull();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
