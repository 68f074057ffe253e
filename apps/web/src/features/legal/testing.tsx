/** Test harness for the public pages: Mantine, TanStack Query and a memory router, with `fetch` faked at the HTTP level. */
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { vi } from 'vitest';

/** GET /api/public/config answers `config` (a promise holds the answer back); anything else 404s. */
export function fakePublicConfig(config: { contactEmail: string; facebookLogin: boolean } | Promise<unknown>) {
  const spy = vi.fn(async (input: RequestInfo | URL) => {
    const { pathname } = new URL(String(input), 'http://localhost');
    if (pathname !== '/api/public/config') return new Response(JSON.stringify({ code: 'NOT_FOUND', message: 'no' }), { status: 404 });
    return new Response(JSON.stringify(await config), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', spy);
  return spy;
}

export function renderPage(path: string, page: ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <MantineProvider>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={path} element={page} />
            <Route path="/" element={<h1>Home page</h1>} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}
