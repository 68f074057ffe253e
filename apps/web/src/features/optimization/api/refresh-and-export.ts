/**
 * Refresh: POST /api/optimization/recommendations/refresh runs the engine for the user now and answers the
 * new summary; then every optimization query loads again. Export: GET /api/optimization/export?format&timeRange,
 * saved as 'optimization-recommendations.{format}'. Failures are toasts (decision 141).
 */
import {
  type OptimizationTimeRange,
  optimizationExportFileName,
  type optimizationExportFormats,
} from '@ads-creative/contracts/optimization';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, errorMessage } from '../../../lib/api-client.ts';
import { saveFile } from '../../../lib/save-file.ts';
import { toast } from '../../../lib/toast.ts';
import { optimizationKeys } from './optimization-keys.ts';

export type OptimizationExportFormat = (typeof optimizationExportFormats)[number];

/** The engine reads the whole account: allow it more than the usual 30 s. */
const LONG_TIMEOUT_MS = 120_000;

export function useRefreshRecommendations() {
  const queryClient = useQueryClient();
  return useMutation({
    // The answer is the new summary; every view (header, lists, categories) loads again anyway.
    mutationFn: () => api<unknown>('/optimization/recommendations/refresh', { method: 'POST', timeoutMs: LONG_TIMEOUT_MS }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: optimizationKeys.all }),
    onError: (error) => toast.error({ title: 'Refresh failed', message: errorMessage(error) }),
  });
}

export function useExportRecommendations() {
  return useMutation({
    mutationFn: async ({ format, timeRange }: { format: OptimizationExportFormat; timeRange: OptimizationTimeRange }) => {
      const file = await api<Blob>('/optimization/export', {
        query: { format, timeRange },
        responseType: 'blob',
        timeoutMs: LONG_TIMEOUT_MS,
      });
      const name = optimizationExportFileName(format);
      saveFile(file, name);
      return name;
    },
    onSuccess: (name) => toast.success(`Downloaded ${name}`),
    onError: (error) => toast.error({ title: 'Export failed', message: errorMessage(error) }),
  });
}
