import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useAuth } from '../../lib/use-auth';
import { answerApiWith, signedOutReply, successReply } from '../../test-support/answer-api-with';
import { testUser as user } from '../../test-support/test-user';
import { AuthProvider } from './AuthProvider';

const wrapper = ({ children }: { children: ReactNode }) => <AuthProvider>{children}</AuthProvider>;

describe('AuthProvider', () => {
  beforeEach(() => {
    window.history.pushState({}, '', '/dashboard');
  });
  afterEach(cleanup);

  it('is logged in once the current user loads', async () => {
    const calls = answerApiWith(() => successReply(user));
    const { result } = renderHook(() => useAuth(), { wrapper });
    expect(result.current.isInitialized).toBe(false);
    await waitFor(() => expect(result.current.isInitialized).toBe(true));
    expect(result.current).toMatchObject({ isLoggedIn: true, user });
    expect(calls).toContain('GET /session');
  });

  it('is logged out, without leaving the page, when there is no session', async () => {
    answerApiWith(() => signedOutReply);
    const { result } = renderHook(() => useAuth(), { wrapper });
    await waitFor(() => expect(result.current.isInitialized).toBe(true));
    expect(result.current).toMatchObject({ isLoggedIn: false, user: null });
    expect(window.location.pathname).toBe('/dashboard');
  });

  it('is logged out when the answer is not a user', async () => {
    answerApiWith(() => successReply({ unexpected: true }));
    const { result } = renderHook(() => useAuth(), { wrapper });
    await waitFor(() => expect(result.current.isInitialized).toBe(true));
    expect(result.current.isLoggedIn).toBe(false);
  });

  it('logs in, updates the user and logs out', async () => {
    answerApiWith(() => ({ status: 503, data: '' }));
    const { result } = renderHook(() => useAuth(), { wrapper });
    await waitFor(() => expect(result.current.isInitialized).toBe(true));
    act(() => result.current.login(user));
    expect(result.current).toMatchObject({ isLoggedIn: true, user });
    act(() => result.current.updateUser({ ...user, lastname: 'King' }));
    expect(result.current.user?.lastname).toBe('King');
    act(() => result.current.logout());
    expect(result.current).toMatchObject({ isLoggedIn: false, user: null });
  });
});
