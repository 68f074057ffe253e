/** Renders the real app (providers, route table, guard, shell) in a memory router starting at `path`. */
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../app/providers.tsx';
import { createQueryClient } from '../app/query-client.ts';
import { routes } from '../app/routes.tsx';

export function renderApp(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const user = userEvent.setup();
  const view = render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  /** What the address bar would show. */
  const address = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { ...view, router, user, address };
}
