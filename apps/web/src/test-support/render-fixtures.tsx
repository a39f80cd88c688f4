// Render answers as the server sends them, and a screen with the signed-in shell's watcher, for
// unit tests.
import type { RenderProgress } from '@captionist/contracts';
import { MantineProvider } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { RenderWatcher } from '../features/render';
import { AuthContext, type AuthContextValue } from '../lib/auth-context';
import { testUser } from './test-user';

export const renderProgress = (patch: Partial<RenderProgress> = {}): RenderProgress => ({
  render_id: 'r1',
  status: 'running',
  progress: 0,
  eta_seconds: null,
  error: null,
  created_at: '2026-01-01T10:00:00.000Z',
  finished_at: null,
  ...patch,
});

const auth: AuthContextValue = {
  isInitialized: true,
  isLoggedIn: true,
  user: testUser,
  login: vi.fn(),
  logout: vi.fn(),
  updateUser: vi.fn(),
};

/** Renders `screen` at `at` as the signed-in shell does: with toasts and the render watcher. */
export function renderWithWatcher(
  screen: ReactNode,
  {
    path = '*',
    at = '/',
    queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } }),
  } = {},
) {
  notifications.clean();
  const withWatcher = (page: ReactNode) => (
    <>
      {page}
      <RenderWatcher userId={testUser.id} />
    </>
  );
  const router = createMemoryRouter(
    [
      { path, element: withWatcher(screen) },
      { path: '*', element: withWatcher(<p>elsewhere</p>) },
    ],
    { initialEntries: [at] },
  );
  const view = render(
    <MantineProvider>
      <Notifications />
      <QueryClientProvider client={queryClient}>
        <AuthContext value={auth}>
          <RouterProvider router={router} />
        </AuthContext>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { queryClient, router, unmount: view.unmount };
}
