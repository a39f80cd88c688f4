// Renders a screen as the app does (Mantine with toasts, a fresh query cache or the one given, a
// router at `at`, matched by `path`) for unit tests.
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';

export function renderScreen(
  screen: ReactNode,
  {
    path = '*',
    at = '/',
    queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } }),
  } = {},
) {
  const router = createMemoryRouter(
    [
      { path, element: screen },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: [at] },
  );
  render(
    <MantineProvider>
      <Notifications />
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { queryClient, router };
}
