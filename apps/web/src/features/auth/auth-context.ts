import type { User } from '@captionist/contracts';
import { createContext } from 'react';
import type { AuthState } from './auth-reducer';

export interface AuthContextValue extends AuthState {
  login: (user: User) => void;
  logout: () => void;
  updateUser: (user: User) => void;
}

export const AuthContext = createContext<AuthContextValue | null>(null);
