/**
 * What the render worker is given and does (decision 169): plain data in (the rows the main thread
 * read from the database), the file out. Nothing here touches the database, the clock or the app, so
 * it runs the same in a worker thread and in the main thread. It imports the optimization export's renderer,
 * which reads the analytics writers through the module's public face: the pool (which that face offers) must
 * not import this file, or the two would make a cycle (decision 172).
 */
import { renderOptimizationExport } from '../../optimization/optimization-export.ts';
import { type ExportFile, renderExport } from './export-file.ts';
import type { RenderTask } from './render-pool.ts';

export function renderTask(task: RenderTask): Promise<ExportFile> {
  return task.kind === 'analytics'
    ? renderExport(task.type, task.format, task.data)
    : renderOptimizationExport(task.format, task.items, task.timeRange, task.createdAt);
}
