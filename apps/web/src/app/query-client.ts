/** The TanStack Query client: no retries on 4xx (the answer will not change), two on transport or 5xx. */
import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api-client.ts';

const retry = (failures: number, error: unknown) =>
  !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failures < 2;

export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: { retry, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
