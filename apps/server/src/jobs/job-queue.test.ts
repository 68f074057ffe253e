/**
 * Both job runners keep the same promises: a job runs with its data, a failure is retried with
 * back-off, and every job runs exactly once (on PostgreSQL: with two pg-boss instances polling the
 * same queue, as two app servers would).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresTestDatabase } from '../../test/helpers/test-database.ts';
import { createInProcessQueue } from './in-process-queue.ts';
import type { JobQueue } from './job-queue.ts';
import { createPgBossQueue } from './pg-boss-queue.ts';

const until = async (check: () => boolean, ms = 20_000) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out waiting for the job');
    await new Promise((r) => setTimeout(r, 50));
  }
};

function contract(label: string, make: () => Promise<{ a: JobQueue; b: JobQueue; close: () => Promise<void> }>) {
  describe(label, () => {
    let a: JobQueue;
    let b: JobQueue;
    let close: () => Promise<void>;
    const seen: { name: string; data: object; attempt: number }[] = [];
    let failuresLeft = 2;
    const counted: number[] = [];

    beforeAll(async () => {
      ({ a, b, close } = await make());
      for (const q of [a, b]) {
        q.define<{ n: number }>('echo', async (data) => void seen.push({ name: 'echo', data, attempt: 0 }), { retryLimit: 0 });
        q.define<{ n: number }>(
          'flaky',
          async (data) => {
            seen.push({ name: 'flaky', data, attempt: 2 - failuresLeft });
            if (failuresLeft-- > 0) throw new Error('not yet');
          },
          { retryLimit: 3, retryDelaySeconds: 1, retryBackoff: false },
        );
        q.define<{ n: number }>('count', async (data) => void counted.push(data.n), { retryLimit: 0 });
      }
      await a.start();
      await b.start();
    }, 60_000);
    afterAll(async () => {
      await close();
    }, 60_000);

    it('runs a job with its data', async () => {
      expect(await a.send('echo', { n: 1 })).toEqual(expect.any(String));
      await until(() => seen.some((s) => s.name === 'echo'));
      expect(seen.find((s) => s.name === 'echo')?.data).toEqual({ n: 1 });
    });

    it('retries a failing job until it succeeds', async () => {
      await a.send('flaky', { n: 2 });
      await until(() => seen.filter((s) => s.name === 'flaky').length === 3);
      expect(seen.filter((s) => s.name === 'flaky').map((s) => s.attempt)).toEqual([0, 1, 2]);
    }, 30_000);

    it('runs every job exactly once, whichever instance sent it', async () => {
      const ids = await Promise.all(Array.from({ length: 10 }, (_, n) => (n % 2 ? a : b).send('count', { n })));
      expect(new Set(ids).size).toBe(10);
      await until(() => counted.length === 10);
      await new Promise((r) => setTimeout(r, 1500));
      expect(counted.sort((x, y) => x - y)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    }, 30_000);
  });
}

contract('in-process job queue', async () => {
  const q = createInProcessQueue();
  return { a: q, b: q, close: () => q.stop() };
});

const adminUrl = process.env.TEST_DATABASE_URL;
if (adminUrl) {
  contract('pg-boss job queue (two instances on one PostgreSQL)', async () => {
    const { url, drop } = await createPostgresTestDatabase(adminUrl);
    const a = createPgBossQueue({ connectionString: url, pollingIntervalSeconds: 0.5 });
    const b = createPgBossQueue({ connectionString: url, pollingIntervalSeconds: 0.5 });
    return {
      a,
      b,
      close: async () => {
        await a.stop();
        await b.stop();
        await drop();
      },
    };
  });
}
