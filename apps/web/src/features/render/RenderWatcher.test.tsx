import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { answerApiWith, successReply } from '../../test-support/answer-api-with';
import { renderProgress, renderWithWatcher } from '../../test-support/render-fixtures';
import { readWatchList, type WatchedRender, watchListKey } from './render-watch-list';

const teaser = { videoId: 'v1', videoName: 'Launch teaser', renderId: 'r1' };

/** What an earlier visit left: the renders the user started. */
const watched = (...entries: WatchedRender[]) =>
  localStorage.setItem(watchListKey('u1'), JSON.stringify(entries));

describe('RenderWatcher', () => {
  afterEach(() => {
    cleanup();
    localStorage.clear();
  });

  it('announces a render that ended while the app was closed, with a way to view it', async () => {
    let latest = renderProgress({ progress: 30 });
    const calls = answerApiWith(() => successReply(latest));
    watched(teaser);
    const first = renderWithWatcher(<p>dashboard</p>, { path: '/dashboard', at: '/dashboard' });
    await waitFor(() => expect(calls).toContain('GET /user/videos/v1/render-progress'));
    expect(screen.queryByText('“Launch teaser” is rendered')).toBeNull();
    first.unmount();

    latest = renderProgress({ status: 'done', progress: 100, finished_at: '2026-01-01T10:01:00.000Z' });
    const second = renderWithWatcher(<p>dashboard</p>, { path: '/dashboard', at: '/dashboard' });
    expect(await screen.findByText('“Launch teaser” is rendered')).toBeTruthy();
    expect(screen.getByText('The captioned video is ready to watch and download.')).toBeTruthy();
    await waitFor(() => expect(readWatchList('u1')).toEqual([]));

    fireEvent.click(screen.getByRole('button', { name: 'View' }));
    await waitFor(() => expect(second.router.state.location.pathname).toBe('/video/v1/view'));
  });

  it('announces a failed render with its reason and the way back to the editor', async () => {
    answerApiWith(() =>
      successReply(
        renderProgress({
          status: 'failed',
          error: 'The original video file is no longer available, so the render stopped.',
        }),
      ),
    );
    watched(teaser);
    const { router } = renderWithWatcher(<p>dashboard</p>, { path: '/dashboard', at: '/dashboard' });
    expect(await screen.findByText('“Launch teaser” could not be rendered')).toBeTruthy();
    expect(screen.getByText(/no longer available/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Open the editor' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/video/v1'));
  });

  it('follows a render to its end while the user is elsewhere, then stops asking', async () => {
    let polls = 0;
    const calls = answerApiWith(() => {
      polls += 1;
      return successReply(
        polls < 2 ? renderProgress({ progress: 50 }) : renderProgress({ status: 'done', progress: 100 }),
      );
    });
    watched(teaser);
    renderWithWatcher(<p>dashboard</p>, { path: '/dashboard', at: '/dashboard' });
    expect(await screen.findByText('“Launch teaser” is rendered', {}, { timeout: 4000 })).toBeTruthy();
    const asked = calls.length;
    await act(() => new Promise((resolve) => setTimeout(resolve, 2000)));
    expect(calls.length).toBe(asked);
  });

  it('says nothing about a cancelled render or a deleted video', async () => {
    answerApiWith((config) =>
      config.url === '/user/videos/v2/render-progress'
        ? { status: 404, data: { status: 'error', message: 'This video does not exist.' } }
        : successReply(renderProgress({ status: 'cancelled' })),
    );
    watched(teaser, { videoId: 'v2', videoName: 'Gone', renderId: 'r2' });
    renderWithWatcher(<p>dashboard</p>, { path: '/dashboard', at: '/dashboard' });
    await waitFor(() => expect(readWatchList('u1')).toEqual([]));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(document.querySelector('.mantine-Notification-root')).toBeNull();
  });
});
