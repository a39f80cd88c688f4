import type { User } from '@captionist/contracts';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuthState } from '../../lib/auth-context';
import { AuthContext, type AuthContextValue } from '../../lib/auth-context';
import { answerApiWith, successReply } from '../../test-support/answer-api-with';
import { freePlanResponse } from '../../test-support/plan-fixtures';
import { SignedInShell } from './SignedInShell';

const user: User = {
  id: 'u1',
  email: 'ada@example.com',
  firstname: 'Ada',
  lastname: 'Lovelace',
  avatar: null,
  email_verified: true,
  has_password: true,
};
const signedIn: AuthState = { isInitialized: true, isLoggedIn: true, user };

interface HappyDomWindow {
  happyDOM: { setViewport(viewport: { width: number; height: number }): void };
}

/** Resizes happy-dom's window, which both media queries and Mantine's hiddenFrom CSS follow. */
function useViewport(kind: 'phone' | 'desktop') {
  const viewport = kind === 'phone' ? { width: 390, height: 844 } : { width: 1280, height: 800 };
  (window as unknown as HappyDomWindow).happyDOM.setViewport(viewport);
}

function renderShell(auth: AuthState, path: string) {
  // The credits badge in the top bar asks for the plan.
  answerApiWith(() => successReply(freePlanResponse));
  const value: AuthContextValue = { ...auth, login: vi.fn(), logout: vi.fn(), updateUser: vi.fn() };
  const router = createMemoryRouter(
    [
      { path: '/login', element: <p>login page</p> },
      {
        element: <SignedInShell />,
        children: [
          { path: '/dashboard', element: <p>dashboard page</p> },
          { path: '/video/:vid', element: <p>editor page</p> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient()}>
        <AuthContext value={value}>
          <RouterProvider router={router} />
        </AuthContext>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return router;
}

describe('SignedInShell', () => {
  afterEach(() => {
    cleanup();
  });

  it('shows a loader while the auth state is unknown', () => {
    useViewport('desktop');
    renderShell({ isInitialized: false, isLoggedIn: false, user: null }, '/dashboard');
    expect(screen.getByTestId('page-loader')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeTruthy();
  });

  it('replaces the page with the login page once known to be signed out', () => {
    useViewport('desktop');
    const router = renderShell({ isInitialized: true, isLoggedIn: false, user: null }, '/dashboard');
    expect(screen.getByText('login page')).toBeTruthy();
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('offers the user menu on wide screens, named by the first name it shows', () => {
    useViewport('desktop');
    renderShell(signedIn, '/video/v1');
    // The accessible name starts with the visible text (WCAG 2.5.3), without the avatar's initials.
    expect(screen.getByRole('button', { name: 'Ada (open user menu)' })).toBeTruthy();
    expect(screen.getByText('editor page')).toBeTruthy();
  });

  it('offers a burger menu with the account links on phones', () => {
    useViewport('phone');
    renderShell(signedIn, '/dashboard');
    expect(screen.getByRole('button', { name: 'Open menu' })).toBeTruthy();
    for (const label of ['Dashboard', 'Profile', 'My Plan', 'Redeem Code']) {
      expect(screen.getAllByRole('link', { name: label }).length).toBeGreaterThan(0);
    }
    expect(screen.getByText('Ada Lovelace')).toBeTruthy();
  });

  it('keeps the folded phone menu inert (out of the Tab order) until the burger opens it', () => {
    useViewport('phone');
    renderShell(signedIn, '/dashboard');
    const menu = screen.getByText('Ada Lovelace').closest('nav');
    expect(menu?.hasAttribute('inert')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(menu?.hasAttribute('inert')).toBe(false);
  });

  it('keeps the phone menu inert on wide screens, where it is never shown', () => {
    useViewport('desktop');
    renderShell(signedIn, '/dashboard');
    expect(screen.getByText('Ada Lovelace').closest('nav')?.hasAttribute('inert')).toBe(true);
  });

  it('hides the top bar in the phone editor and keeps a small logo home', () => {
    useViewport('phone');
    renderShell(signedIn, '/video/v1');
    expect(screen.queryByRole('button', { name: 'Open menu' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Captionist home' }).getAttribute('href')).toBe('/dashboard');
    expect(screen.getByText('editor page')).toBeTruthy();
  });
});
