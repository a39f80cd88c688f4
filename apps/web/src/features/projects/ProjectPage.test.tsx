import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerApiWith, type FakeReply, successReply } from '../../test-support/answer-api-with';
import { freeFeatures, freePlanResponse } from '../../test-support/plan-fixtures';
import { sampleProject } from '../../test-support/project-fixtures';
import { renderScreen } from '../../test-support/render-screen';
import { sampleVideo } from '../../test-support/video-fixtures';
import { ProjectPage } from './ProjectPage';

function answerProject(replies: Record<string, FakeReply>) {
  return answerApiWith((config) => {
    const key = `${config.method?.toUpperCase()} ${config.url}`;
    if (replies[key]) return replies[key];
    if (config.url === '/user/features') return successReply(freeFeatures);
    return { status: 204, data: '' };
  });
}

const openProject = (id = 'p1') =>
  renderScreen(<ProjectPage />, { path: '/project/:pid', at: `/project/${id}` });

describe('ProjectPage', () => {
  afterEach(() => {
    cleanup();
    localStorage.clear();
  });

  it('shows the videos with their status, length and the reason of a failure', async () => {
    answerProject({
      'GET /user/projects/p1': successReply(sampleProject()),
      'GET /user/videos/project/p1': successReply([
        sampleVideo({ id: 'v1', name: 'Interview.mp4' }),
        sampleVideo({
          id: 'v2',
          name: 'Broken.mov',
          status: 'failed',
          duration_ms: null,
          error: 'This file is not a video.',
        }),
        // A clip of a long recording: its own length, not the recording's.
        sampleVideo({
          id: 'v3',
          name: 'Best bit',
          duration_ms: 3_600_000,
          ranges: [{ start_ms: 60_000, end_ms: 95_000 }],
        }),
      ]),
    });
    openProject();
    expect(await screen.findByRole('heading', { level: 1, name: 'Launch teaser' })).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Interview.mp4' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Interview.mp4' }).getAttribute('href')).toBe('/video/v1');
    expect(screen.getAllByTestId('video-status').map((chip) => chip.textContent)).toEqual([
      'Ready',
      'Failed',
      'Ready',
    ]);
    expect(screen.getByLabelText('Length 1:05')).toBeTruthy();
    expect(screen.getByLabelText('Length 0:35')).toBeTruthy();
    expect(screen.getByText('This file is not a video.')).toBeTruthy();
  });

  it('shows a way back when the project does not exist', async () => {
    answerProject({
      'GET /user/projects/p9': {
        status: 404,
        data: { status: 'error', message: 'This project does not exist.' },
      },
    });
    openProject('p9');
    expect((await screen.findByTestId('project-not-found')).textContent).toContain('Project not found');
    expect(screen.getByRole('link', { name: 'Back to your projects' }).getAttribute('href')).toBe(
      '/dashboard',
    );
  });

  it('deletes a video after saying what is lost', async () => {
    const calls = answerProject({
      'GET /user/projects/p1': successReply(sampleProject()),
      'GET /user/videos/project/p1': successReply([sampleVideo()]),
      'DELETE /user/videos/v1': successReply({ message: 'The video was deleted.' }),
    });
    openProject();
    fireEvent.click(await screen.findByRole('button', { name: 'Actions for Interview.mp4' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete video?' });
    expect(dialog.textContent).toContain('uploaded file');
    fireEvent.click(screen.getByRole('button', { name: 'Delete video' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Interview.mp4' })).toBeNull());
    expect(calls).toContain('DELETE /user/videos/v1');
  });

  it("lists a file over the plan's upload size with the reason, without calling the server", async () => {
    const calls = answerProject({
      'GET /user/projects/p1': successReply(sampleProject()),
      'GET /user/videos/project/p1': successReply([]),
    });
    openProject();
    const input = (await screen.findByTestId('video-dropzone')).querySelector('input') as HTMLInputElement;
    const big = new File(['x'], 'huge.mp4', { type: 'video/mp4' });
    Object.defineProperty(big, 'size', { value: 501 * 1024 * 1024 });
    fireEvent.change(input, { target: { files: [big] } });
    expect(await screen.findByText("The file is larger than your plan's limit of 500 MB.")).toBeTruthy();
    expect(calls.some((call) => call.includes('upload-url'))).toBe(false);
  });

  it('asks for the spoken language picked above the drop area with each upload, and remembers it', async () => {
    const bodies: unknown[] = [];
    answerApiWith((config) => {
      const key = `${config.method?.toUpperCase()} ${config.url}`;
      if (key === 'GET /user/projects/p1') return successReply(sampleProject());
      if (key === 'GET /user/videos/project/p1') return successReply([]);
      if (config.url === '/user/features') return successReply(freeFeatures);
      if (key !== 'POST /user/videos/upload-url/p1') return { status: 204, data: '' };
      bodies.push(JSON.parse(config.data));
      return { status: 503, data: { status: 'error', message: 'Storage is down.' } };
    });
    openProject();
    const picker = (await screen.findByLabelText('Spoken language', {
      selector: 'input',
    })) as HTMLInputElement;
    expect(picker.value).toBe('Detect automatically');
    picker.focus();
    fireEvent.click(picker);
    fireEvent.change(picker, { target: { value: 'germ' } });
    await waitFor(() =>
      expect(screen.getAllByRole('option', { hidden: true }).map((option) => option.textContent)).toEqual([
        'German',
      ]),
    );
    fireEvent.click(screen.getByRole('option', { name: 'German', hidden: true }));
    await waitFor(() => expect(picker.value).toBe('German'));

    const input = screen.getByTestId('video-dropzone').querySelector('input') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['x'], 'interview.mp4', { type: 'video/mp4' })] } });
    expect(await screen.findByText('Storage is down.')).toBeTruthy();
    expect(bodies).toEqual([
      { name: 'interview.mp4', size: 1, content_type: 'video/mp4', language: 'de', long_recording: false },
    ]);

    cleanup();
    openProject();
    const remembered = await screen.findByLabelText('Spoken language', { selector: 'input' });
    expect((remembered as HTMLInputElement).value).toBe('German');
  });

  it('uploads a long recording to the plan’s limits for those, in parts, and opens it on the clip finder', async () => {
    const bodies: unknown[] = [];
    answerApiWith((config) => {
      const key = `${config.method?.toUpperCase()} ${config.url}`;
      if (key === 'GET /user/projects/p1') return successReply(sampleProject());
      if (key === 'GET /user/videos/project/p1')
        return successReply([sampleVideo({ id: 'talk', name: 'Talk', long_recording: true })]);
      if (config.url === '/user/features') return successReply(freeFeatures);
      if (config.url === '/user/plan') return successReply(freePlanResponse);
      if (key !== 'POST /user/videos/multipart-upload-url/p1') return { status: 204, data: '' };
      bodies.push(JSON.parse(config.data));
      return { status: 503, data: { status: 'error', message: 'Storage is down.' } };
    });
    // Happy DOM loads no media: reading the length would wait out its timeout, as a browser that
    // cannot read the file does; this one says at once that it cannot.
    vi.spyOn(URL, 'createObjectURL').mockImplementation(() => {
      throw new Error('This browser cannot read the file.');
    });
    openProject();
    const card = await screen.findByRole('link', { name: /Talk/ });
    expect(card.getAttribute('href')).toBe('/video/talk?panel=clips');
    expect(screen.getByText('Long recording')).toBeTruthy();

    const picker = () =>
      [...document.querySelectorAll<HTMLInputElement>('input[type=file]')].find(
        (input) => !input.closest('[data-testid=video-dropzone]'),
      ) as HTMLInputElement;
    const file = (name: string, mb: number) => {
      const made = new File(['x'], name, { type: 'video/mp4' });
      Object.defineProperty(made, 'size', { value: mb * 1024 * 1024 });
      return made;
    };
    // Over the video cap of 500 MB, within the hour's 2048 MB for long recordings.
    fireEvent.change(picker(), { target: { files: [file('podcast.mp4', 600)] } });
    expect(await screen.findByText('Storage is down.')).toBeTruthy();
    expect(bodies).toMatchObject([{ name: 'podcast.mp4', long_recording: true }]);
    fireEvent.change(picker(), { target: { files: [file('stream.mp4', 3000)] } });
    expect(
      await screen.findByText("The file is larger than your plan's limit of 2048 MB for long recordings."),
    ).toBeTruthy();
    expect(bodies).toHaveLength(1);
    vi.restoreAllMocks();
  });

  it('adds the sample video to the grid, where it is prepared like an upload', async () => {
    const calls = answerProject({
      'GET /user/projects/p1': successReply(sampleProject()),
      'GET /user/videos/project/p1': successReply([]),
      'POST /user/videos/use-sample-video/p1': {
        status: 201,
        data: {
          status: 'success',
          data: sampleVideo({ id: 'v7', name: 'Sample video', status: 'processing' }),
        },
      },
    });
    openProject();
    fireEvent.click(await screen.findByRole('button', { name: 'Try a sample video' }));
    expect(await screen.findByRole('link', { name: 'Sample video' })).toBeTruthy();
    expect(screen.getByTestId('video-status').textContent).toBe('Processing');
    expect(calls).toContain('POST /user/videos/use-sample-video/p1');
  });

  it('says why the sample video could not be added', async () => {
    answerProject({
      'GET /user/projects/p1': successReply(sampleProject()),
      'GET /user/videos/project/p1': successReply([]),
      'POST /user/videos/use-sample-video/p1': {
        status: 503,
        data: { status: 'error', message: 'The sample video is not available right now.' },
      },
    });
    openProject();
    fireEvent.click(await screen.findByRole('button', { name: 'Try a sample video' }));
    expect(await screen.findByText('The sample video is not available right now.')).toBeTruthy();
  });
});
