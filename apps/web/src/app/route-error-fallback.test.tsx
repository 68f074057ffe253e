/** A page that crashes while rendering gives the spec's toast and a way out instead of a blank screen. */
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { expect, it, vi } from 'vitest';
import { notificationHistory } from '../lib/toast.ts';
import { AppProviders } from './providers.tsx';
import { createQueryClient } from './query-client.ts';
import { RouteErrorFallback } from './route-error-fallback.tsx';

function Broken(): never {
  throw new Error('boom');
}

it("toasts 'An unexpected error occurred. Please try again later.' once", async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  notificationHistory.clear();
  const router = createMemoryRouter([{ path: '/', element: <Broken />, errorElement: <RouteErrorFallback fullScreen /> }]);
  render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  const toastEl = await screen.findByRole('alert');
  expect(within(toastEl).getByText('An unexpected error occurred. Please try again later.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Reload page' })).toBeInTheDocument();
  expect(notificationHistory.list().filter((t) => t.message === 'An unexpected error occurred. Please try again later.')).toHaveLength(1);
  vi.restoreAllMocks();
});
