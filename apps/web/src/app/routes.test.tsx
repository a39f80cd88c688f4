import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { answerApiWith, signedOutReply, successReply } from '../test-support/answer-api-with';
import { sampleVideoDetail } from '../test-support/editor-fixtures';
import { freeFeatures } from '../test-support/plan-fixtures';
import { sampleProject } from '../test-support/project-fixtures';
import { testUser } from '../test-support/test-user';
import { AppProviders } from './AppProviders';
import { routes } from './routes';

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

// What a signed-in user with one project and one video sees; every other call answers `{}`.
const signedInReplies: Record<string, unknown> = {
  '/session': testUser,
  '/user/features': freeFeatures,
  '/user/projects': [],
  '/user/projects/p1': sampleProject(),
  '/user/videos/project/p1': [],
  '/user/videos/v1': sampleVideoDetail(),
  '/user/api-keys': [],
  '/user/webhooks': [],
  '/logout': { message: 'You are signed out.' },
};
const signedIn = () => answerApiWith((config) => successReply(signedInReplies[config.url ?? ''] ?? {}));
const signedOut = () => answerApiWith(() => signedOutReply);

describe('routes', () => {
  // Without vitest globals, Testing Library cannot unmount between tests by itself.
  afterEach(cleanup);

  it('shows the not-found page for an unknown path, with a way home', async () => {
    signedOut();
    renderAt('/this/path/does-not-exist');
    expect(await screen.findByTestId('not-found')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Take me home' }).getAttribute('href')).toBe('/');
  });

  it('offers a signed-in user the way back to the dashboard from the not-found page', async () => {
    signedIn();
    renderAt('/nope');
    expect(await screen.findByRole('link', { name: 'Back to dashboard' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to dashboard' }).getAttribute('href')).toBe('/dashboard');
  });

  it.each([
    ['/', 'Log in'],
    ['/login', 'Log in'],
    ['/signup', 'Create your account'],
    ['/forgot-password', 'Forgot your password?'],
    ['/reset-password', 'Choose a new password'],
    ['/email-verify/abc?expires=1&signature=x', 'Verify your e-mail'],
    ['/checkout/success', 'Payment received'],
    ['/checkout/error', 'Payment not completed'],
  ])('lets a signed-out visitor open %s', async (path, heading) => {
    signedOut();
    renderAt(path);
    expect(await screen.findByRole('heading', { name: heading })).toBeTruthy();
  });

  it.each(['/login', '/signup'])('offers Google sign-in on %s only when the server does', async (path) => {
    answerApiWith((config) =>
      config.url === '/auth/google/status' ? successReply({ enabled: true }) : signedOutReply,
    );
    renderAt(path);
    expect(await screen.findByRole('link', { name: 'Continue with Google' })).toBeTruthy();
    cleanup();

    answerApiWith((config) =>
      config.url === '/auth/google/status' ? successReply({ enabled: false }) : signedOutReply,
    );
    renderAt(path);
    expect(await screen.findByRole('button', { name: /Log in|Create account/ })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Continue with Google' })).toBeNull();
    expect(screen.queryByText('or with your e-mail')).toBeNull();
  });

  it('sends a signed-out visitor from a signed-in page to the login page', async () => {
    signedOut();
    const router = renderAt('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('sends a signed-in user from the login page to the dashboard', async () => {
    signedIn();
    const router = renderAt('/login');
    expect(await screen.findByText('No projects yet')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it.each([
    ['/dashboard', 'Dashboard'],
    ['/profile', 'Profile'],
    ['/profile/developers', 'Developers'],
    ['/my-plan', 'My Plan'],
    ['/redeem-code', 'Redeem Code'],
    ['/project/p1', 'Launch teaser'],
    ['/video/v1', 'Interview.mp4'],
    ['/video/v1/view', 'Interview.mp4'],
  ])('shows %s to a signed-in user inside the shell', async (path, heading) => {
    signedIn();
    renderAt(path);
    // The editor's page is the largest lazy module: loading it may take seconds on a busy machine.
    expect(await screen.findByRole('heading', { name: heading }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Captionist home' })[0]?.getAttribute('href')).toBe(
      '/dashboard',
    );
  });

  it('signs out from the user menu and lands on the login page', async () => {
    const calls = signedIn();
    const router = renderAt('/my-plan');
    fireEvent.click(await screen.findByRole('button', { name: /open user menu/ }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Sign out' }));
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeTruthy();
    expect(calls).toContain('POST /logout');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});
