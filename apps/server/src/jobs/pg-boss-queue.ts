/**
 * The job queue on PostgreSQL: pg-boss 10 in its own schema ('pgboss'). Queues are created with
 * their retry policy; a job is fetched by one instance only (SKIP LOCKED), retried with back-off.
 */
import PgBoss from 'pg-boss';
import { DEFAULT_RETRY, type JobHandler, type JobQueue, type QueueDefinition } from './job-queue.ts';

export function createPgBossQueue(opts: {
  connectionString: string;
  onError?: (error: unknown) => void;
  pollingIntervalSeconds?: number;
}): JobQueue & { boss: PgBoss } {
  const boss = new PgBoss({ connectionString: opts.connectionString, schema: 'pgboss', max: 4 });
  boss.on('error', (e) => opts.onError?.(e));
  const definitions = new Map<string, { handler: JobHandler<object>; definition: QueueDefinition }>();
  const schedules: { name: string; cron: string; data: object }[] = [];
  let started = false;

  return {
    kind: 'pg-boss',
    boss,
    define(name, handler, definition = {}) {
      definitions.set(name, { handler: handler as JobHandler<object>, definition });
    },
    async send(name, data, options = {}) {
      const id = await boss.send(name, data, { startAfter: options.startAfter });
      if (!id) throw new Error(`pg-boss refused a job for ${name}`);
      return id;
    },
    async schedule(name, cron, data = {}) {
      if (started) await boss.schedule(name, cron, data, { tz: 'UTC' });
      else schedules.push({ name, cron, data });
    },
    async start() {
      await boss.start();
      started = true;
      for (const [name, { handler, definition }] of definitions) {
        const queue = {
          name,
          retryLimit: definition.retryLimit ?? DEFAULT_RETRY.retryLimit,
          retryDelay: definition.retryDelaySeconds ?? DEFAULT_RETRY.retryDelaySeconds,
          retryBackoff: definition.retryBackoff ?? DEFAULT_RETRY.retryBackoff,
        };
        if (await boss.getQueue(name)) await boss.updateQueue(name, queue);
        else await boss.createQueue(name, queue);
        await boss.work<object>(name, { pollingIntervalSeconds: opts.pollingIntervalSeconds ?? 2 }, async ([job]) => {
          if (job) await handler(job.data, job.id);
        });
      }
      for (const s of schedules.splice(0)) await boss.schedule(s.name, s.cron, s.data, { tz: 'UTC' });
    },
    async stop() {
      started = false;
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
  };
}
