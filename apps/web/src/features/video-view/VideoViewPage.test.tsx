import { QueryClient } from '@tanstack/react-query';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { answerApiWith, type FakeReply, successReply } from '../../test-support/answer-api-with';
import { sampleVideoDetail } from '../../test-support/editor-fixtures';
import { renderProgress, renderWithWatcher } from '../../test-support/render-fixtures';
import { readWatchList } from '../render';
import { VideoViewPage } from './VideoViewPage';

const inAnHour = () => new Date(Date.now() + 3600_000).toISOString();
const signed = (sig: number) => ({
  url: `/files/renders/r1.mp4?expires=1&sig=${sig}`,
  filename: 'Launch teaser (captioned).mp4',
  expires_at: inAnHour(),
});
const notRendered: FakeReply = {
  status: 409,
  data: { status: 'error', message: 'This video has not been rendered yet.' },
};

function answerView(replies: Record<string, FakeReply | (() => FakeReply)>) {
  return answerApiWith((config) => {
    const reply = replies[config.url ?? ''];
    return typeof reply === 'function' ? reply() : (reply ?? { status: 204, data: '' });
  });
}

const openView = () =>
  renderWithWatcher(<VideoViewPage />, { path: '/video/:vid/view', at: '/video/v1/view' });
const rendered = sampleVideoDetail({ name: 'Launch teaser', status: 'rendered' });

describe('VideoViewPage', () => {
  afterEach(() => {
    cleanup();
    localStorage.clear();
  });

  it('shows a skeleton while the video loads', () => {
    answerView({});
    openView();
    expect(screen.getByRole('status', { name: 'Loading the rendered video' })).toBeTruthy();
  });

  it('plays the rendered video, with its download and the caption files', async () => {
    answerView({
      '/user/videos/v1': successReply(rendered),
      '/user/videos/v1/render-progress': successReply(renderProgress({ status: 'done', progress: 100 })),
      '/user/videos/v1/download-url': successReply(signed(1)),
    });
    openView();
    expect(await screen.findByRole('heading', { name: 'Launch teaser' })).toBeTruthy();
    const player = await screen.findByTestId('rendered-video');
    expect(player.getAttribute('src')).toBe('/files/renders/r1.mp4?expires=1&sig=1');
    const downloads = screen.getByTestId('render-downloads');
    const download = within(downloads).getByRole('link', { name: 'Download video' });
    expect(download.getAttribute('href')).toBe('/files/renders/r1.mp4?expires=1&sig=1');
    expect(download.getAttribute('download')).toBe('Launch teaser (captioned).mp4');
    expect(within(downloads).getByRole('link', { name: 'Download SRT captions' }).getAttribute('href')).toBe(
      '/api/user/videos/v1/captions.srt',
    );
    expect(within(downloads).getByRole('link', { name: 'Download VTT captions' }).getAttribute('href')).toBe(
      '/api/user/videos/v1/captions.vtt',
    );
    expect(
      within(downloads).getByRole('link', { name: 'Download styled ASS captions' }).getAttribute('href'),
    ).toBe('/api/user/videos/v1/captions.ass');
    expect(screen.getByRole('link', { name: '← Back to the editor' }).getAttribute('href')).toBe('/video/v1');
  });

  it('makes a caption overlay on request, shows its progress, then links the file', async () => {
    const overlays = (mov: object) => ({
      render_id: 'r1',
      overlays: [
        { format: 'mov', status: 'none', progress: 0, error: null, ...mov },
        { format: 'webm', status: 'none', progress: 0, error: null },
      ],
    });
    let mov: object = {};
    const calls = answerView({
      '/user/videos/v1': successReply(rendered),
      '/user/videos/v1/render-progress': successReply(renderProgress({ status: 'done', progress: 100 })),
      '/user/videos/v1/download-url': successReply(signed(1)),
      '/user/videos/v1/overlays': () => successReply(overlays(mov)),
      '/user/videos/v1/overlays/mov': () => {
        mov = { status: 'running', progress: 40 };
        return { status: 202, data: { status: 'success', data: overlays(mov) } };
      },
      '/user/videos/v1/overlays/mov/download-url': successReply({
        url: '/files/renders/r1-overlay.mov?expires=1&sig=3',
        filename: 'Launch teaser (captions overlay).mov',
        expires_at: inAnHour(),
      }),
    });
    openView();
    const panel = await screen.findByTestId('caption-overlays');
    const make = await within(panel).findByRole('button', {
      name: 'Make ProRes 4444 (.mov) caption overlay',
    });
    // The name starts with the words on the button (WCAG 2.5.3).
    expect(make.textContent).toBe('Make ProRes 4444 (.mov)');
    fireEvent.click(make);
    const bar = await within(panel).findByRole('progressbar', { name: 'ProRes 4444 overlay progress' });
    expect(bar.getAttribute('aria-valuenow')).toBe('40');
    expect(calls).toContain('POST /user/videos/v1/overlays/mov');

    mov = { status: 'done', progress: 100 };
    const link = await within(panel).findByRole(
      'link',
      { name: 'Download the ProRes 4444 caption overlay (.mov)' },
      { timeout: 4000 },
    );
    await waitFor(() =>
      expect(link.getAttribute('href')).toBe('/files/renders/r1-overlay.mov?expires=1&sig=3'),
    );
    expect(link.getAttribute('download')).toBe('Launch teaser (captions overlay).mov');
    // The other format is still one press away.
    expect(within(panel).getByRole('button', { name: 'Make WebM (.webm) caption overlay' })).toBeTruthy();
  });

  it('says why an overlay failed and offers to try again', async () => {
    answerView({
      '/user/videos/v1': successReply(rendered),
      '/user/videos/v1/render-progress': successReply(renderProgress({ status: 'done', progress: 100 })),
      '/user/videos/v1/download-url': successReply(signed(1)),
      '/user/videos/v1/overlays': successReply({
        render_id: 'r1',
        overlays: [
          { format: 'mov', status: 'none', progress: 0, error: null },
          {
            format: 'webm',
            status: 'failed',
            progress: 0,
            error: 'The overlay failed several times. Please try again.',
          },
        ],
      }),
    });
    openView();
    const panel = await screen.findByTestId('caption-overlays');
    expect((await within(panel).findByRole('alert')).textContent).toBe(
      'The overlay failed several times. Please try again.',
    );
    expect(
      within(panel).getByRole('button', { name: 'Try WebM again (.webm caption overlay)' }).textContent,
    ).toBe('Try WebM again');
  });

  it('takes a fresh signed URL when playback fails', async () => {
    let signature = 1;
    answerView({
      '/user/videos/v1': successReply(rendered),
      '/user/videos/v1/render-progress': successReply(renderProgress({ status: 'done', progress: 100 })),
      '/user/videos/v1/download-url': () => successReply(signed(signature)),
    });
    openView();
    const player = await screen.findByTestId('rendered-video');
    signature = 2;
    fireEvent.error(player);
    await waitFor(() => expect(player.getAttribute('src')).toBe('/files/renders/r1.mp4?expires=1&sig=2'));
    expect(screen.getByRole('link', { name: 'Download video' }).getAttribute('href')).toContain('sig=2');
  });

  it('sends a video that was never rendered to the editor', async () => {
    answerView({
      '/user/videos/v1': successReply(sampleVideoDetail({ status: 'ready' })),
      '/user/videos/v1/render-progress': successReply(renderProgress({ render_id: null, status: 'none' })),
    });
    openView();
    const empty = await screen.findByTestId('view-not-rendered');
    expect(empty.textContent).toContain('Not rendered yet');
    expect(within(empty).getByRole('link', { name: 'Open the editor' }).getAttribute('href')).toBe(
      '/video/v1',
    );
  });

  it('shows the progress of a render under way', async () => {
    answerView({
      '/user/videos/v1': successReply(sampleVideoDetail({ status: 'rendering' })),
      '/user/videos/v1/render-progress': successReply(renderProgress({ progress: 64, eta_seconds: 100 })),
    });
    openView();
    const panel = await screen.findByTestId('view-rendering');
    expect(
      within(panel).getByRole('progressbar', { name: 'Render progress' }).getAttribute('aria-valuenow'),
    ).toBe('64');
    expect(panel.textContent).toContain('About 2 min left.');
  });

  it('says why the render failed', async () => {
    answerView({
      '/user/videos/v1': successReply(sampleVideoDetail({ status: 'ready' })),
      '/user/videos/v1/render-progress': successReply(
        renderProgress({
          status: 'failed',
          error: 'The render failed several times. Your credit was refunded.',
        }),
      ),
      '/user/videos/v1/download-url': notRendered,
    });
    openView();
    const failed = await screen.findByTestId('view-failed');
    expect(failed.textContent).toContain('The render failed several times. Your credit was refunded.');
    expect(within(failed).getByRole('link', { name: 'Open the editor' })).toBeTruthy();
  });

  it('keeps showing the previous render when a new one failed', async () => {
    answerView({
      '/user/videos/v1': successReply(rendered),
      '/user/videos/v1/render-progress': successReply(
        renderProgress({ status: 'failed', error: 'It broke.' }),
      ),
      '/user/videos/v1/download-url': successReply(signed(1)),
    });
    openView();
    expect(await screen.findByTestId('rendered-video')).toBeTruthy();
    expect(screen.getByText('Your latest render failed')).toBeTruthy();
  });

  it('does not announce again a render that the cache of the last visit remembers as running', async () => {
    answerView({
      '/user/videos/v1': successReply(rendered),
      '/user/videos/v1/render-progress': successReply(renderProgress({ status: 'done', progress: 100 })),
      '/user/videos/v1/download-url': successReply(signed(1)),
    });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    queryClient.setQueryData(['user', 'videos', 'v1'], { ...rendered, status: 'rendering' });
    queryClient.setQueryData(['user', 'videos', 'v1', 'render-progress'], renderProgress({ progress: 80 }));
    renderWithWatcher(<VideoViewPage />, { path: '/video/:vid/view', at: '/video/v1/view', queryClient });
    expect(await screen.findByTestId('rendered-video')).toBeTruthy();
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(readWatchList('u1')).toEqual([]);
    expect(screen.queryByText('“Launch teaser” is rendered')).toBeNull();
  });

  it('says so when the video does not exist', async () => {
    answerView({
      '/user/videos/v1': { status: 404, data: { status: 'error', message: 'This video does not exist.' } },
    });
    openView();
    expect(await screen.findByTestId('video-not-found')).toBeTruthy();
  });
});
