/**
 * GET /api/analytics/export/{type}?format&timeRange: the server builds the file; the browser saves it
 * as 'analytics-{type}-{range}.{format}' (spec 2 §7).
 */
import { type ExportFormat, type ExportType, exportFileName } from '@ads-creative/contracts/analytics-export';
import type { TimeRange } from '@ads-creative/contracts/metrics';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { saveFile } from '../../../lib/save-file.ts';

export interface ExportRequest {
  type: ExportType;
  format: ExportFormat;
  timeRange: TimeRange;
}

/** Export files are built from a year of rows: give the server more than the usual 30 s. */
const EXPORT_TIMEOUT_MS = 120_000;

export async function exportAnalytics({ type, format, timeRange }: ExportRequest): Promise<string> {
  const file = await api<Blob>(`/analytics/export/${type}`, {
    query: { format, timeRange },
    responseType: 'blob',
    timeoutMs: EXPORT_TIMEOUT_MS,
  });
  const name = exportFileName(type, timeRange, format);
  saveFile(file, name);
  return name;
}

export const useExportAnalytics = () =>
  useMutation({
    mutationFn: exportAnalytics,
    // Logged as well as shown in the dialog: spec 2 §8 logs export failures.
    onError: (error) => console.warn('Analytics export failed', error),
  });
