/** The root route's element: the signed-in state for every page below it, and 'Loading...' while a page's code downloads. */
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { AuthProvider } from '../lib/auth/auth-provider.tsx';
import { LoadingScreen } from './loading-screen.tsx';

export function AuthRoot() {
  return (
    <AuthProvider>
      <Suspense fallback={<LoadingScreen />}>
        <Outlet />
      </Suspense>
    </AuthProvider>
  );
}
