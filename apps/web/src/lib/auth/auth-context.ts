/** The shape of the signed-in state shared through React context; see auth-provider.tsx. */
import type { User } from '@ads-creative/contracts/auth';
import { createContext } from 'react';

export interface AuthState {
  user: User | null;
  /** A token and a user are both present (spec 1 §4). */
  isAuthenticated: boolean;
  /** A stored token's user is still being fetched, or a logout is under way. */
  isLoading: boolean;
  /** Stores the token, then fetches the user. Resolves to null (after the spec's toast) when that fails. */
  login: (token: string) => Promise<User | null>;
  /** Ends the server session, clears the token and goes to '/'. */
  logout: () => Promise<void>;
  /** Fetches the user again (after a profile change, for instance). */
  refreshUser: () => Promise<User | null>;
  /** Forgets the token, the user and every cached query, without a server call. */
  clearAuth: () => void;
}

export const AuthContext = createContext<AuthState | null>(null);
