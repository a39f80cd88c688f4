import type { User } from '@captionist/contracts';
import { type ReactNode, useEffect, useMemo, useReducer } from 'react';
import { AuthContext, type AuthContextValue } from '../../lib/auth-context';
import { authReducer, initialAuthState } from './auth-reducer';
import { fetchCurrentUser } from './auth-requests';

/** Finds out once, on start, whether a session exists, and holds the signed-in user. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, dispatch] = useReducer(authReducer, initialAuthState);

  useEffect(() => {
    let cancelled = false;
    fetchCurrentUser().then(
      (user) => {
        if (!cancelled) dispatch({ type: 'initialise', user });
      },
      () => {
        if (!cancelled) dispatch({ type: 'initialise', user: null });
      },
    );
    return () => {
      cancelled = true;
    };
  }, []);

  const value = useMemo<AuthContextValue>(
    () => ({
      ...state,
      login: (user: User) => dispatch({ type: 'login', user }),
      logout: () => dispatch({ type: 'logout' }),
      updateUser: (user: User) => dispatch({ type: 'updateUser', user }),
    }),
    [state],
  );

  return <AuthContext value={value}>{children}</AuthContext>;
}
