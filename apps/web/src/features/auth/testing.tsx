/**
 * Test harness for the auth pages: the real providers (Mantine with toasts, TanStack Query, the
 * app's AuthProvider inside a memory router); with `fetch` replaced at the HTTP level by the shared
 * `fakeServer` (src/test/fake-server.ts), pages run their real API client, auth state and navigation.
 */
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Outlet, type RouteObject, RouterProvider } from 'react-router';
import { AuthProvider } from '../../lib/auth/auth-provider.tsx';

/** A stand-in page that says where the user ended up. */
const Landing = ({ name }: { name: string }) => <h1>{name} page</h1>;

/**
 * Renders `pages` (path → element) plus stand-ins for /dashboard and /ads under the real
 * AuthProvider, starting at `initialEntry`. `router.state.location` tells where navigation went, `visited` the way there.
 */
export function renderWithRouter(initialEntry: string, pages: RouteObject[], options: { advanceTimers?: (ms: number) => unknown } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <AuthProvider>
            <Outlet />
          </AuthProvider>
        ),
        children: [
          ...pages,
          { path: 'dashboard', element: <Landing name="Dashboard" /> },
          { path: 'ads', element: <Landing name="Ads" /> },
        ],
      },
    ],
    { initialEntries: [initialEntry] },
  );
  // Every address the app went through, so a test can see a redirect the next page then tidies up.
  const visited = [initialEntry];
  router.subscribe((state) => {
    const { pathname, search, hash } = state.location;
    const here = `${pathname}${search}${hash}`;
    if (visited.at(-1) !== here) visited.push(here);
  });
  const user = userEvent.setup(options.advanceTimers ? { advanceTimers: options.advanceTimers } : {});
  const view = render(
    <MantineProvider>
      <Notifications />
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...view, router, user, visited };
}
