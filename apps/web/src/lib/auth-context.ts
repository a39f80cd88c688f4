import type { User } from '@captionist/contracts';
import { createContext } from 'react';

/** Who is signed in, as the auth provider knows it (shared by every feature that needs the user). */
export interface AuthState {
  isInitialized: boolean;
  isLoggedIn: boolean;
  user: User | null;
}

export interface AuthContextValue extends AuthState {
  login: (user: User) => void;
  logout: () => void;
  updateUser: (user: User) => void;
}

export const AuthContext = createContext<AuthContextValue | null>(null);
