/** `useAuth()`: the signed-in user and the login/logout actions, for any component under AuthProvider. */
import { useContext } from 'react';
import { AuthContext, type AuthState } from './auth-context.ts';

export function useAuth(): AuthState {
  const state = useContext(AuthContext);
  if (!state) throw new Error('useAuth() must be used inside <AuthProvider> (the router root provides it).');
  return state;
}
