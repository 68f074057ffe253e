/**
 * The job runner for PGlite: jobs in memory, run in this process with the same retry and back-off
 * rules as pg-boss, cron schedules by croner. A PGlite database belongs to one process,
 * so there is no other instance to share jobs with; jobs waiting at shutdown are lost, and the
 * schedules and the next request re-create the work (every handler is idempotent).
 */
import { randomUUID } from 'node:crypto';
import { Cron } from 'croner';
import { DEFAULT_RETRY, type JobHandler, type JobQueue, type QueueDefinition, retryDelay, type SendOptions } from './job-queue.ts';

interface Job {
  id: string;
  name: string;
  data: object;
  state: 'created' | 'active';
  attempt: number;
}

export function createInProcessQueue(opts: { onError?: (name: string, error: unknown) => void } = {}) {
  const definitions = new Map<string, { handler: JobHandler<object>; definition: QueueDefinition }>();
  const jobs = new Set<Job>();
  const timers = new Set<NodeJS.Timeout>();
  const crons: Cron[] = [];
  const running = new Set<Promise<void>>();
  let started = false;

  const later = (ms: number, fn: () => void) => {
    const t = setTimeout(() => {
      timers.delete(t);
      fn();
    }, ms);
    timers.add(t);
  };

  function run(job: Job) {
    if (!started) return;
    const def = definitions.get(job.name);
    if (!def) return;
    job.state = 'active';
    job.attempt++;
    const p = def
      .handler(job.data, job.id)
      .then(() => {
        jobs.delete(job);
      })
      .catch((error: unknown) => {
        opts.onError?.(job.name, error);
        const limit = def.definition.retryLimit ?? DEFAULT_RETRY.retryLimit;
        if (job.attempt > limit) {
          jobs.delete(job);
          return;
        }
        job.state = 'created';
        later(retryDelay(def.definition, job.attempt) * 1000, () => run(job));
      })
      .finally(() => running.delete(p));
    running.add(p);
  }

  const queue: JobQueue & { idle(): Promise<void> } = {
    kind: 'in-process',
    define(name, handler, definition = {}) {
      definitions.set(name, { handler: handler as JobHandler<object>, definition });
    },
    async send(name, data, options: SendOptions = {}) {
      const job: Job = { id: randomUUID(), name, data, state: 'created', attempt: 0 };
      jobs.add(job);
      const wait = options.startAfter ? Math.max(0, options.startAfter.getTime() - Date.now()) : 0;
      later(wait, () => run(job));
      return job.id;
    },
    async schedule(name, cron, data = {}) {
      crons.push(new Cron(cron, { timezone: 'UTC', paused: !started }, () => void queue.send(name, data)));
    },
    async start() {
      started = true;
      for (const c of crons) c.resume();
      for (const job of jobs) if (job.state === 'created') run(job);
    },
    async stop() {
      started = false;
      for (const c of crons) c.stop();
      for (const t of timers) clearTimeout(t);
      timers.clear();
      await Promise.allSettled([...running]);
    },
    /** Resolves once no job is running and none is due now (tests). */
    async idle() {
      while (running.size > 0) await Promise.allSettled([...running]);
    },
  };
  return queue;
}
