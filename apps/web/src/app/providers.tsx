/** Everything the app needs above the router: Mantine (theme, colour scheme), toasts, modals, TanStack Query. */
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { colorSchemeManager, theme } from './theme.ts';

export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <MantineProvider theme={theme} colorSchemeManager={colorSchemeManager} defaultColorScheme="auto">
      {/* Below the 60 px header, so toasts never cover the bell, theme toggle or user menu. */}
      <Notifications
        position="top-right"
        limit={5}
        top={72}
        zIndex={400}
        // `top` stretches the unused position containers down the page: let clicks pass through them.
        styles={{ root: { pointerEvents: 'none' }, notification: { pointerEvents: 'auto' } }}
      />
      <QueryClientProvider client={queryClient}>
        <ModalsProvider labels={{ confirm: 'Yes', cancel: 'No' }}>{children}</ModalsProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
