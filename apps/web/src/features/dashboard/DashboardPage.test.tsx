import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import { afterEach, describe, expect, it } from 'vitest';
import { answerApiWith, type FakeReply, successReply } from '../../test-support/answer-api-with';
import { freeFeatures } from '../../test-support/plan-fixtures';
import { sampleProject } from '../../test-support/project-fixtures';
import { renderScreen } from '../../test-support/render-screen';
import { DashboardPage } from './DashboardPage';

const projects = (count: number) =>
  Array.from({ length: count }, (_, i) => sampleProject({ id: `p${i + 1}`, name: `Project ${i + 1}` }));

/** Plays the server: the listed projects, the Free plan's features, and `answer` for the rest. */
function answerDashboard(
  list: unknown,
  answer: (config: InternalAxiosRequestConfig) => FakeReply | null = () => null,
) {
  return answerApiWith((config) => {
    const custom = answer(config);
    if (custom) return custom;
    if (config.url === '/user/features') return successReply(freeFeatures);
    if (config.url === '/user/projects') return successReply(list);
    return { status: 204, data: '' };
  });
}

describe('DashboardPage', () => {
  afterEach(cleanup);

  it('shows each project with its videos, and how many projects the plan allows', async () => {
    answerDashboard([
      sampleProject({ video_count: 1, thumbnail_url: '/files/videos/v1/renders/r1.jpg?expires=1&sig=1' }),
      sampleProject({ id: 'p2', name: 'Podcast', video_count: 0 }),
    ]);
    renderScreen(<DashboardPage />);
    expect((await screen.findByTestId('project-usage')).textContent).toBe('2 of 3 projects');
    const cards = screen.getAllByTestId('project-card');
    expect(within(cards[0] as HTMLElement).getByText('1 video')).toBeTruthy();
    // The newest video's picture on the card; a project without one shows the placeholder.
    expect(
      within(cards[0] as HTMLElement)
        .getByTestId('video-poster')
        .getAttribute('src'),
    ).toBe('/files/videos/v1/renders/r1.jpg?expires=1&sig=1');
    expect(within(cards[1] as HTMLElement).queryByTestId('video-poster')).toBeNull();
    expect(screen.getByRole('link', { name: 'Podcast' }).getAttribute('href')).toBe('/project/p2');
    expect((screen.getByRole('button', { name: 'New project' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('disables "New project" at the limit and says why', async () => {
    answerDashboard(projects(3));
    renderScreen(<DashboardPage />);
    expect((await screen.findByTestId('project-limit')).textContent).toContain(
      'Your plan allows 3 projects. Delete one or upgrade to create more.',
    );
    expect((screen.getByRole('button', { name: 'New project' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('invites to create the first project', async () => {
    answerDashboard([]);
    renderScreen(<DashboardPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Create your first project' }));
    expect(await screen.findByRole('dialog', { name: 'New project' })).toBeTruthy();
  });

  it('creates a project and opens it', async () => {
    const calls = answerDashboard([], (config) =>
      config.method === 'post' && config.url === '/user/projects'
        ? { status: 201, data: { status: 'success', data: sampleProject({ id: 'new', name: 'Trailer' }) } }
        : null,
    );
    const { router } = renderScreen(<DashboardPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'New project' }));
    const name = await screen.findByLabelText(/Project name/);
    fireEvent.submit(name.closest('form') as HTMLFormElement);
    expect(await screen.findByText('The project name is required.')).toBeTruthy();
    fireEvent.change(name, { target: { value: '  Trailer ' } });
    fireEvent.submit(name.closest('form') as HTMLFormElement);
    await waitFor(() => expect(router.state.location.pathname).toBe('/project/new'));
    expect(calls).toContain('POST /user/projects');
  });

  it("shows the server's refusal in a toast when the plan said no meanwhile", async () => {
    const refusal = 'Your plan allows 3 projects. Delete one or upgrade to create more.';
    answerDashboard(projects(2), (config) =>
      config.method === 'post' ? { status: 403, data: { status: 'error', message: refusal } } : null,
    );
    renderScreen(<DashboardPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'New project' }));
    const name = await screen.findByLabelText(/Project name/);
    fireEvent.change(name, { target: { value: 'One more' } });
    fireEvent.submit(name.closest('form') as HTMLFormElement);
    expect(await screen.findByText(refusal)).toBeTruthy();
    expect(screen.getByText('Project not created')).toBeTruthy();
  });

  it('explains a failed load and loads again on retry', async () => {
    let list: FakeReply = { status: 500, data: { status: 'error', message: 'The server is down.' } };
    answerDashboard([], (config) => (config.url === '/user/projects' ? list : null));
    renderScreen(<DashboardPage />);
    expect(await screen.findByText('The server is down.')).toBeTruthy();
    list = successReply(projects(1));
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Project 1' })).toBeTruthy();
  });
});
