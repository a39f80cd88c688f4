import type { User } from '@captionist/contracts';
import { type ReactNode, startTransition, useEffect, useMemo, useReducer } from 'react';
import { AuthContext, type AuthContextValue } from '../../lib/auth-context';
import { authReducer, initialAuthState } from './auth-reducer';
import { checkSession } from './session-probe';

/** Finds out once, on start, whether a session exists, and holds the signed-in user. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, dispatch] = useReducer(authReducer, initialAuthState);

  useEffect(() => {
    let cancelled = false;
    // The answer renders the first real page: as a transition React renders it in slices, so a
    // slow phone stays responsive meanwhile.
    const initialise = (user: User | null) => {
      if (!cancelled) startTransition(() => dispatch({ type: 'initialise', user }));
    };
    checkSession().then(initialise, () => initialise(null));
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
