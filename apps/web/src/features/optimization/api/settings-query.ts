/** GET and PUT /api/optimization/settings: the spec's four settings, kept on the server (issue 10). */
import type { OptimizationSettings, optimizationSettingsInput } from '@ads-creative/contracts/optimization';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { optimizationKeys } from './optimization-keys.ts';

export type SettingsInput = z.input<typeof optimizationSettingsInput>;

export const useOptimizationSettings = () =>
  useQuery({ queryKey: optimizationKeys.settings, queryFn: () => api<OptimizationSettings>('/optimization/settings') });

export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SettingsInput) => api<OptimizationSettings>('/optimization/settings', { method: 'PUT', body: input }),
    onSuccess: (saved) => queryClient.setQueryData(optimizationKeys.settings, saved),
  });
}
