import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthContext } from '../../lib/auth-context';
import { LoginPage } from './LoginPage';

const signedOut = {
  isInitialized: true,
  isLoggedIn: false,
  user: null,
  login: vi.fn(),
  logout: vi.fn(),
  updateUser: vi.fn(),
};

/** The login page at `url`, with Google sign-in not offered (the route's loader says so). */
function renderLoginAt(url: string) {
  const router = createMemoryRouter([{ path: '/login', Component: LoginPage, loader: () => false }], {
    initialEntries: [url],
  });
  render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient()}>
        <AuthContext value={signedOut}>
          <RouterProvider router={router} />
        </AuthContext>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('LoginPage', () => {
  afterEach(cleanup);

  it('explains a failed Google sign-in by its code', async () => {
    renderLoginAt('/login?error=unverified');
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Your Google account e-mail address is not verified, so we cannot sign you in with it.',
    );
  });

  it("never shows a link's own words as a sign-in error", async () => {
    renderLoginAt(`/login?error=${encodeURIComponent('Your account is locked: call +1 555 0100.')}`);
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText(/call \+1 555 0100/)).toBeNull();
  });
});
