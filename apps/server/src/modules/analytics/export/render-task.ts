/**
 * What the render worker is given and does (decision 169): plain data in (the rows the main thread
 * read from the database), the file out. Nothing here touches the database, the clock or the app, so
 * it runs the same in a worker thread and in the main thread.
 */
import type { ExportFormat, ExportType } from '@ads-creative/contracts/analytics-export';
import type { OptimizationTimeRange, RecommendationView } from '@ads-creative/contracts/optimization';
import { type OptimizationExportFormat, renderOptimizationExport } from '../../optimization/optimization-export.ts';
import { type ExportFile, renderExport } from './export-file.ts';
import type { ExportData } from './export-tables.ts';

export type RenderTask =
  | { kind: 'analytics'; type: ExportType; format: ExportFormat; data: ExportData & { generatedAt: Date } }
  | {
      kind: 'recommendations';
      format: OptimizationExportFormat;
      items: readonly RecommendationView[];
      timeRange: OptimizationTimeRange;
      createdAt: Date;
    };

export function renderTask(task: RenderTask): Promise<ExportFile> {
  return task.kind === 'analytics'
    ? renderExport(task.type, task.format, task.data)
    : renderOptimizationExport(task.format, task.items, task.timeRange, task.createdAt);
}
