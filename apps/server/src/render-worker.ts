/**
 * The export files' render worker (a piscina worker thread, decision 169): plain data in (the rows the main
 * thread read from the database), the file out, so PDF and Excel writing (synchronous CPU work of up to seconds)
 * runs beside the event loop instead of on it. Nothing here touches the database, the clock or the app, so it
 * renders the same in a worker thread and in the main thread. An entry beside server.ts, not inside a module:
 * it renders both the analytics' files and the optimization center's, and inside either module it would tie the
 * two together (decision 172). Built as its own file by tsup (dist/render-worker.js); loaded through tsx from
 * the sources (modules/analytics/export/render-pool.ts).
 */
import { type ExportFile, type RenderTask, renderExport } from './modules/analytics/index.ts';
import { renderOptimizationExport } from './modules/optimization/optimization-export.ts';

export function renderTask(task: RenderTask): Promise<ExportFile> {
  return task.kind === 'analytics'
    ? renderExport(task.type, task.format, task.data)
    : renderOptimizationExport(task.format, task.items, task.timeRange, task.createdAt);
}

export default renderTask;
