import type { UnfinishedUpload } from '@captionist/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { answerApiWith, successReply } from '../../test-support/answer-api-with';
import { freeFeatures } from '../../test-support/plan-fixtures';
import { sampleProject } from '../../test-support/project-fixtures';
import { renderScreen } from '../../test-support/render-screen';
import { sampleVideo } from '../../test-support/video-fixtures';
import { ProjectPage } from './ProjectPage';

const MB = 1024 * 1024;
const LAST_MODIFIED = 1_700_000_000_000;
const waiting = sampleVideo({
  id: 'v3',
  name: 'Long interview',
  status: 'uploading',
  transcription_status: 'none',
});
const inParts = (interrupted: boolean): UnfinishedUpload => ({
  video_id: 'v3',
  interrupted,
  resume: { file_name: 'long.mp4', size: 120 * MB, last_modified: LAST_MODIFIED, received_bytes: 48 * MB },
});

/** The project page with one video waiting for its file; returns the calls made and their bodies. */
function openWith(upload: UnfinishedUpload) {
  const bodies: Record<string, unknown> = {};
  const calls = answerApiWith((config) => {
    const key = `${config.method?.toUpperCase()} ${config.url}`;
    if (config.data) bodies[key] = JSON.parse(config.data);
    if (key === 'GET /user/projects/p1') return successReply(sampleProject());
    if (key === 'GET /user/videos/project/p1') return successReply([waiting]);
    if (key === 'GET /user/videos/project/p1/unfinished-uploads') return successReply([upload]);
    if (config.url === '/user/features') return successReply(freeFeatures);
    if (key === 'POST /user/videos/multipart-upload-url/p1')
      return { status: 503, data: { status: 'error', message: 'Storage is down.' } };
    return { status: 204, data: '' };
  });
  renderScreen(<ProjectPage />, { path: '/project/:pid', at: '/project/p1' });
  return { calls, bodies };
}

const file = (name: string, size: number, lastModified = LAST_MODIFIED) => {
  const chosen = new File(['x'], name, { type: 'video/mp4', lastModified });
  Object.defineProperty(chosen, 'size', { value: size });
  return chosen;
};

const card = async () =>
  (await screen.findByRole('link', { name: 'Long interview' })).closest(
    '[data-testid="video-card"]',
  ) as HTMLElement;

describe('a video whose upload nobody is sending any more', () => {
  afterEach(() => {
    cleanup();
    sessionStorage.clear();
  });

  it('says the upload was interrupted and offers to resume, restart or delete it', async () => {
    openWith(inParts(true));
    const shown = await card();
    await waitFor(() =>
      expect(within(shown).getByTestId('video-status').textContent).toBe('Upload interrupted'),
    );
    expect(shown.textContent).toContain('The upload stopped at 40%. Resume sends the rest of the same file.');
    for (const name of ['Resume', 'Retry', 'Delete'])
      expect(within(shown).getByRole('button', { name })).toBeTruthy();
  });

  it('resumes only with the file it began with', async () => {
    const { calls, bodies } = openWith(inParts(true));
    const shown = await card();
    await within(shown).findByRole('button', { name: 'Resume' });
    const [resumePicker] = shown.querySelectorAll<HTMLInputElement>('input[type="file"]');
    fireEvent.change(resumePicker as HTMLInputElement, {
      target: { files: [file('long.mp4', 120 * MB - 1)] },
    });
    expect(within(shown).getByRole('alert').textContent).toBe(
      'This is not the file that was being uploaded. Choose “long.mp4” (120 MB).',
    );
    expect(calls).not.toContain('POST /user/videos/multipart-upload-url/p1');

    fireEvent.change(resumePicker as HTMLInputElement, { target: { files: [file('long.mp4', 120 * MB)] } });
    expect(await screen.findByText('Storage is down.')).toBeTruthy();
    expect(bodies['POST /user/videos/multipart-upload-url/p1']).toEqual({ video_id: 'v3' });
  });

  it('is interrupted at once when an earlier page of this tab was sending it', async () => {
    sessionStorage.setItem('captionist.uploadsInThisTab', JSON.stringify(['v3']));
    openWith({ video_id: 'v3', interrupted: false, resume: null });
    const shown = await card();
    await waitFor(() =>
      expect(within(shown).getByTestId('video-status').textContent).toBe('Upload interrupted'),
    );
    expect(within(shown).queryByRole('button', { name: 'Resume' })).toBeNull();
    expect(within(shown).getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('still says uploading while the server has seen it lately and this tab was not sending it', async () => {
    const { calls } = openWith(inParts(false));
    const shown = await card();
    await waitFor(() => expect(calls).toContain('GET /user/videos/project/p1/unfinished-uploads'));
    expect(within(shown).getByTestId('video-status').textContent).toBe('Uploading');
    expect(within(shown).queryByRole('button', { name: 'Resume' })).toBeNull();
  });
});
