// Renders a component with what the app provides around it (theme, query client, router, auth),
// with a fake auth context so tests can see login and updateUser calls.
import type { User } from '@captionist/contracts';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { AuthContext, type AuthContextValue } from '../lib/auth-context';

export function renderWithAuth(ui: ReactNode, user: User | null = null) {
  const auth: AuthContextValue = {
    isInitialized: true,
    isLoggedIn: user !== null,
    user,
    login: vi.fn(),
    logout: vi.fn(),
    updateUser: vi.fn(),
  };
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <MantineProvider>
      <QueryClientProvider client={queryClient}>
        <AuthContext value={auth}>
          <MemoryRouter>{ui}</MemoryRouter>
        </AuthContext>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return auth;
}
