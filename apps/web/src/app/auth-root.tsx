/** The root route's element: the signed-in state for every page below it. */
import { Outlet } from 'react-router';
import { AuthProvider } from './auth/auth-provider.tsx';

export function AuthRoot() {
  return (
    <AuthProvider>
      <Outlet />
    </AuthProvider>
  );
}
