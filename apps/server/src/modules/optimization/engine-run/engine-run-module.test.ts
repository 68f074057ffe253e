/** The module stores its job schedules before it is ready: a queue that cannot store them fails the app's start. */
import { describe, expect, it } from 'vitest';
import type { Db } from '../../../db/client.ts';
import type { JobQueue } from '../../../jobs/job-queue.ts';
import { createEngineRunModule } from './engine-run-module.ts';

function queue(schedule: JobQueue['schedule']): JobQueue & { scheduled: string[] } {
  const scheduled: string[] = [];
  return {
    kind: 'in-process',
    scheduled,
    define: () => {},
    send: async () => null,
    schedule: async (name, cron, data) => {
      await schedule(name, cron, data);
      scheduled.push(name);
    },
    start: async () => {},
    stop: async () => {},
  };
}

const deps = (jobs: JobQueue) => ({
  db: {} as Db,
  clock: () => new Date('2026-03-02T10:00:00Z'),
  jobs,
  rates: {},
  account: async () => ({ timeZone: null, currency: null }) as never,
  availableProviders: async () => [],
  notify: async () => {},
  log: () => {},
});

describe('createEngineRunModule', () => {
  it('has stored every optimization schedule when it returns', async () => {
    const jobs = queue(async () => {});
    await createEngineRunModule(deps(jobs));
    expect(jobs.scheduled).toEqual(['optimization-run-due', 'optimization-expiry', 'optimization-impact']);
  });

  it('rejects when a schedule cannot be stored, instead of leaving an unhandled rejection', async () => {
    const jobs = queue(async () => {
      throw new Error('pg-boss is down');
    });
    await expect(createEngineRunModule(deps(jobs))).rejects.toThrow('pg-boss is down');
  });
});
