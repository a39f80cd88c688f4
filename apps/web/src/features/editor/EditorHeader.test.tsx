import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import { afterEach, describe, expect, it } from 'vitest';
import { answerApiWith, type FakeReply, successReply } from '../../test-support/answer-api-with';
import { sampleVideoDetail } from '../../test-support/editor-fixtures';
import { freePlanResponse } from '../../test-support/plan-fixtures';
import { renderProgress, renderWithWatcher } from '../../test-support/render-fixtures';
import { CreditsBadge } from '../plans';
import { readWatchList } from '../render';
import { EditorHeader } from './EditorHeader';

type Reply = FakeReply | ((body: unknown) => FakeReply);

/** Plays the API from `replies` ("METHOD /url" → answer); returns the calls and the bodies sent. */
function answerRender(replies: Record<string, Reply>) {
  const bodies: Record<string, unknown[]> = {};
  const calls = answerApiWith((config: InternalAxiosRequestConfig) => {
    const key = `${config.method?.toUpperCase()} ${config.url}`;
    const body = typeof config.data === 'string' ? JSON.parse(config.data) : undefined;
    if (body !== undefined) bodies[key] = [...(bodies[key] ?? []), body];
    const reply = replies[key];
    return typeof reply === 'function' ? reply(body) : (reply ?? { status: 204, data: '' });
  });
  return { calls, bodies };
}

const plan = (available: number) => successReply({ ...freePlanResponse, available_credits: available });
const progressReply = (patch: Parameters<typeof renderProgress>[0]) => successReply(renderProgress(patch));
const accepted = (patch: Parameters<typeof renderProgress>[0] = {}) => ({
  status: 202,
  data: { status: 'success', data: renderProgress({ status: 'queued', ...patch }) },
});
/** What axios reports when the request got no answer at all. */
const noAnswer: FakeReply = { status: 502, data: '' };

const video = sampleVideoDetail({ name: 'Launch teaser' });
const openHeader = () => renderWithWatcher(<EditorHeader video={video} />);
/** The button, once the latest render is known and it can be pressed. */
async function renderButton() {
  const button = await screen.findByRole('button', { name: 'Render video' });
  await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
  return button;
}

describe('RenderControl', () => {
  afterEach(() => {
    cleanup();
    localStorage.clear();
  });

  it('refuses at once, with the §5 message and a way to the plan, when no credits are left', async () => {
    const { calls } = answerRender({
      'GET /user/plan': plan(0),
      'GET /user/videos/v1/render-progress': progressReply({ render_id: null, status: 'none' }),
    });
    openHeader();
    fireEvent.click(await renderButton());
    const refusal = await screen.findByTestId('render-refusal');
    expect(refusal.textContent).toContain('You have no video credits left.');
    // It floats under the button (e2e/tests/first-hour-details.spec.ts checks the layout). happy-dom
    // lays nothing out, so the popover takes its button for scrolled away and hides: hidden: true.
    const planLink = within(refusal).getByRole('link', { name: 'See your plan and credits', hidden: true });
    expect(planLink.getAttribute('href')).toBe('/my-plan');
    expect(calls).not.toContain('POST /user/videos/v1/request-render');
  });

  it('shows the server’s refusal when it disagrees with the browser', async () => {
    answerRender({
      'GET /user/plan': plan(2),
      'GET /user/videos/v1/render-progress': progressReply({ render_id: null, status: 'none' }),
      'POST /user/videos/v1/request-render': {
        status: 403,
        data: { status: 'error', message: 'Your subscription is not active' },
      },
    });
    openHeader();
    fireEvent.click(await renderButton());
    expect((await screen.findByTestId('render-refusal')).textContent).toContain(
      'Your subscription is not active',
    );
  });

  it('sends one request id per press, and the same id again when a request got no answer', async () => {
    let answered = 0;
    let latest = renderProgress({ render_id: null, status: 'none' });
    const { bodies } = answerRender({
      'GET /user/plan': plan(2),
      'GET /user/videos/v1/render-progress': () => successReply(latest),
      // Lost twice (the quiet retry included), then the person presses "Try again".
      'POST /user/videos/v1/request-render': () => {
        answered += 1;
        if (answered <= 2) return noAnswer;
        latest = renderProgress({ status: 'queued' });
        return accepted();
      },
    });
    openHeader();
    fireEvent.click(await renderButton());
    const failed = await screen.findByTestId('render-request-failed', {}, { timeout: 3000 });
    expect(failed.textContent).toContain('you will not be charged twice');
    fireEvent.click(within(failed).getByRole('button', { name: 'Try again' }));
    await screen.findByRole('progressbar', { name: 'Render progress' });

    const sent = bodies['POST /user/videos/v1/request-render'] as { request_id: string }[];
    expect(sent).toHaveLength(3);
    expect(sent[0]?.request_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Set(sent.map((body) => body.request_id)).size).toBe(1);
    expect(readWatchList('u1')).toEqual([{ videoId: 'v1', videoName: 'Launch teaser', renderId: 'r1' }]);
  });

  it('uses a new request id for a new press', async () => {
    const { bodies } = answerRender({
      'GET /user/plan': plan(2),
      'GET /user/videos/v1/render-progress': progressReply({ status: 'failed', error: 'The render failed.' }),
      'POST /user/videos/v1/request-render': { status: 409, data: { status: 'error', message: 'Not yet.' } },
    });
    openHeader();
    fireEvent.click(await renderButton());
    await screen.findByTestId('render-request-failed');
    fireEvent.click(within(screen.getByTestId('render-failed')).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(bodies['POST /user/videos/v1/request-render']).toHaveLength(2));
    const [first, second] = bodies['POST /user/videos/v1/request-render'] as { request_id: string }[];
    expect(first?.request_id).not.toBe(second?.request_id);
  });

  it('shows the progress with its ETA, updates the credits badge, and offers the result when done', async () => {
    let available = 2;
    let polls = 0;
    let started = false;
    answerRender({
      'GET /user/plan': () => plan(available),
      'GET /user/videos/v1': successReply(video),
      'GET /user/videos/v1/render-progress': () => {
        if (!started) return progressReply({ render_id: null, status: 'none' });
        polls += 1;
        return polls < 3
          ? progressReply({ progress: 42, eta_seconds: 38 })
          : progressReply({ status: 'done', progress: 100, eta_seconds: 0 });
      },
      'POST /user/videos/v1/request-render': () => {
        started = true;
        available -= 1;
        return accepted();
      },
    });
    renderWithWatcher(
      <>
        <CreditsBadge />
        <EditorHeader video={video} />
      </>,
    );
    expect((await screen.findByTestId('credits-badge')).textContent).toContain('1/3 video');
    fireEvent.click(await renderButton());
    await waitFor(() => expect(screen.getByTestId('render-percent').textContent).toBe('42%'), {
      timeout: 4000,
    });
    expect(screen.getByRole('progressbar', { name: 'Render progress' }).getAttribute('aria-valuenow')).toBe(
      '42',
    );
    expect(screen.getByTestId('render-eta').textContent).toContain('About 40 s left.');
    expect(screen.getByTestId('credits-badge').textContent).toContain('2/3 video');

    const view = await screen.findByRole('link', { name: 'View and download' }, { timeout: 6000 });
    expect(view.getAttribute('href')).toBe('/video/v1/view');
    expect(screen.getByRole('button', { name: 'Render again' })).toBeTruthy();
  }, 12_000);

  it('cancels after asking, says the credit was refunded, and gives it back on the badge', async () => {
    let latest = renderProgress({ progress: 10, eta_seconds: 90 });
    let available = 1;
    const { calls } = answerRender({
      'GET /user/plan': () => plan(available),
      'GET /user/videos/v1/render-progress': () => successReply(latest),
      'POST /user/videos/v1/cancel-render': () => {
        latest = renderProgress({ status: 'cancelled', progress: 10 });
        available += 1;
        return successReply(latest);
      },
    });
    renderWithWatcher(
      <>
        <CreditsBadge />
        <EditorHeader video={video} />
      </>,
    );
    expect((await screen.findByTestId('credits-badge')).textContent).toContain('2/3 video');
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel the render' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this render?' });
    expect(dialog.textContent).toContain('your credit is refunded');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel the render' }));
    expect(await screen.findByText('Render cancelled; your credit was refunded.')).toBeTruthy();
    expect(calls).toContain('POST /user/videos/v1/cancel-render');
    await waitFor(() => expect(screen.getByTestId('credits-badge').textContent).toContain('1/3 video'));
    expect(screen.getByRole('button', { name: 'Render video' })).toBeTruthy();
  });

  it('waits for the captions before a render can start', async () => {
    answerRender({
      'GET /user/videos/v1/render-progress': progressReply({ render_id: null, status: 'none' }),
    });
    renderWithWatcher(
      <EditorHeader video={sampleVideoDetail({ status: 'transcribing', transcription_status: 'running' })} />,
    );
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Render video' }) as HTMLButtonElement).disabled).toBe(true),
    );
    expect(screen.getByText('You can render once the captions are ready.')).toBeTruthy();
  });
});

describe('EditorHeader', () => {
  afterEach(cleanup);

  it('gives a clip its own length, not its recording’s', async () => {
    answerRender({
      'GET /user/plan': plan(3),
      'GET /user/videos/v1/render-progress': progressReply({ render_id: null, status: 'none' }),
    });
    const clip = sampleVideoDetail({
      duration_ms: 3_600_000,
      ranges: [{ start_ms: 60_000, end_ms: 95_500 }],
    });
    renderWithWatcher(<EditorHeader video={clip} />);
    expect(await screen.findByText('0:35')).toBeTruthy();
    expect(screen.queryByText('1:00:00')).toBeNull();
  });
});
