/**
 * The render worker's entry (a piscina worker thread, decision 169): PDF and Excel writing is
 * synchronous CPU work of up to seconds, which here runs beside the event loop instead of on it.
 * Built as its own file by tsup (dist/render-worker.js); loaded through tsx from the sources.
 */
import { renderTask } from './render-task.ts';

export default renderTask;
