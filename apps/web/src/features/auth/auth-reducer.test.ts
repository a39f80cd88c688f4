import { describe, expect, it } from 'vitest';
import type { AuthState } from '../../lib/auth-context';
import { testUser as user } from '../../test-support/test-user';
import { authReducer, initialAuthState } from './auth-reducer';

const signedIn: AuthState = { isInitialized: true, isLoggedIn: true, user };

describe('authReducer', () => {
  it('starts uninitialised and logged out', () => {
    expect(initialAuthState).toEqual({ isInitialized: false, isLoggedIn: false, user: null });
  });

  it('initialises as logged in when the current user was found', () => {
    expect(authReducer(initialAuthState, { type: 'initialise', user })).toEqual(signedIn);
  });

  it('initialises as logged out when there is no current user', () => {
    expect(authReducer(initialAuthState, { type: 'initialise', user: null })).toEqual({
      isInitialized: true,
      isLoggedIn: false,
      user: null,
    });
  });

  it('logs in with the user', () => {
    const loggedOut: AuthState = { isInitialized: true, isLoggedIn: false, user: null };
    expect(authReducer(loggedOut, { type: 'login', user })).toEqual(signedIn);
  });

  it('logs out and forgets the user', () => {
    expect(authReducer(signedIn, { type: 'logout' })).toEqual({
      isInitialized: true,
      isLoggedIn: false,
      user: null,
    });
  });

  it('replaces the user on a profile update', () => {
    const renamed = { ...user, firstname: 'Augusta' };
    expect(authReducer(signedIn, { type: 'updateUser', user: renamed })).toEqual({
      ...signedIn,
      user: renamed,
    });
  });

  it('does not mutate the previous state', () => {
    const before = structuredClone(signedIn);
    authReducer(signedIn, { type: 'logout' });
    expect(signedIn).toEqual(before);
  });
});
