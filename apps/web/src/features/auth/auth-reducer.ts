// Auth state transitions of spec §4, kept pure so they can be tested without React.
import type { User } from '@captionist/contracts';
import type { AuthState } from '../../lib/auth-context';

export type AuthAction =
  | { type: 'initialise'; user: User | null }
  | { type: 'login'; user: User }
  | { type: 'logout' }
  | { type: 'updateUser'; user: User };

export const initialAuthState: AuthState = { isInitialized: false, isLoggedIn: false, user: null };

export function authReducer(state: AuthState, action: AuthAction): AuthState {
  switch (action.type) {
    case 'initialise':
      return { isInitialized: true, isLoggedIn: action.user !== null, user: action.user };
    case 'login':
      return { ...state, isLoggedIn: true, user: action.user };
    case 'logout':
      return { ...state, isLoggedIn: false, user: null };
    case 'updateUser':
      return { ...state, user: action.user };
  }
}
