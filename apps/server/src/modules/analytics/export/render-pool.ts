/**
 * Export files are rendered in worker threads (piscina), so one user's year-long PDF does not hold
 * up every other request of the server (issue 15, decision 169). The main thread reads the rows and
 * hands them over as plain data; the worker answers the file. One pool per process, made on the first
 * export: its threads are unref'd while idle and end after RENDER_POOL.idleMs, so neither a test
 * process nor a shutting-down server waits for them.
 */
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import type { ExportFormat, ExportType } from '@ads-creative/contracts/analytics-export';
import type { OptimizationTimeRange, optimizationExportFormats, RecommendationView } from '@ads-creative/contracts/optimization';
import { Piscina } from 'piscina';
import { RENDER_POOL } from '../../../plugins/expensive-work-limits.ts';
import type { ExportFile } from './export-file.ts';
import type { ExportData } from './export-tables.ts';

/**
 * What a render worker is given (src/render-worker.ts renders it): plain data only. Declared here, not beside
 * the renderer, so the pool does not import the renderers (decision 172).
 */
export type RenderTask =
  | { kind: 'analytics'; type: ExportType; format: ExportFormat; data: ExportData & { generatedAt: Date } }
  | {
      kind: 'recommendations';
      format: (typeof optimizationExportFormats)[number];
      items: readonly RecommendationView[];
      timeRange: OptimizationTimeRange;
      createdAt: Date;
    };

/**
 * The worker's file: the built bundle's dist/render-worker.js beside dist/server.js (tsup entry), or
 * src/render-worker.ts through tsx when the server runs from its sources (tests, `npm run dev`).
 */
function workerEntry(): { filename: string; execArgv: string[] } {
  const fromSources = import.meta.url.endsWith('.ts');
  if (!fromSources) return { filename: new URL('./render-worker.js', import.meta.url).href, execArgv: [] };
  const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
  return { filename: new URL('../../../render-worker.ts', import.meta.url).href, execArgv: ['--import', tsx] };
}

let pool: Piscina<RenderTask, ExportFile> | undefined;

const renderPool = () => {
  pool ??= new Piscina<RenderTask, ExportFile>({
    ...workerEntry(),
    minThreads: 0,
    maxThreads: RENDER_POOL.threads,
    idleTimeout: RENDER_POOL.idleMs,
  });
  return pool;
};

/** The file of `task`, rendered in a worker thread. Its bytes cross back as a Uint8Array: made a Buffer again. */
export async function renderOffThread(task: RenderTask): Promise<ExportFile> {
  const file = await renderPool().run(task);
  return { ...file, body: Buffer.from(file.body.buffer, file.body.byteOffset, file.body.byteLength) };
}

/** Files the worker threads have rendered in this process (for tests and metrics). */
export const renderedOffThread = () => pool?.completed ?? 0;
