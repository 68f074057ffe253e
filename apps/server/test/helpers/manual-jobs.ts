/**
 * A job queue whose handlers run only when a test says so (never on the wall clock's cron), so a test runs a
 * job at the app's test clock, as the queue would.
 */
import type { JobHandler, JobQueue } from '../../src/jobs/job-queue.ts';

export function manualJobs() {
  const handlers = new Map<string, JobHandler<object>>();
  const jobs: JobQueue = {
    kind: 'in-process',
    define: (name, handler) => void handlers.set(name, handler as JobHandler<object>),
    send: async () => null,
    schedule: async () => {},
    start: async () => {},
    stop: async () => {},
  };
  /** The handler the app defined for `name`. */
  const handler = (name: string): JobHandler<object> => {
    const h = handlers.get(name);
    if (!h) throw new Error(`The app defined no job ${name}`);
    return h;
  };
  /** Runs job `name` once, as the queue would (`id` names the run). */
  const run = (name: string, id = name) => handler(name)({}, id);
  return { jobs, handler, run };
}
