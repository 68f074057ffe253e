/** Everything the app needs above the router: Mantine (theme, colour scheme), toasts, TanStack Query. Modals are the shell's. */
import { MantineProvider } from '@mantine/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, Suspense } from 'react';
import { lazyNamed } from '../lib/lazy-named.ts';
import { useToastPopped } from '../lib/toast.ts';
import { colorSchemeManager, cssVariablesResolver, theme } from './theme.ts';

// Loaded with the first toast (lib/toast.ts): a visit that shows none never downloads it (decision 173).
const Toasts = lazyNamed(() => import('./toasts.tsx'), 'Toasts');

export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  const toastPopped = useToastPopped();
  return (
    <MantineProvider
      theme={theme}
      colorSchemeManager={colorSchemeManager}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="auto"
    >
      {toastPopped && (
        <Suspense fallback={null}>
          <Toasts />
        </Suspense>
      )}
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
