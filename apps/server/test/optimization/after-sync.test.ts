/**
 * After each insights sync the engine runs for that user (issue 10): the sync against the sandbox
 * Facebook, on the app's own job queue, then an optimization run job; the user's last run is recorded
 * and a user who did not sync is not run.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GraphSandbox } from '../../src/sandbox/graph-sandbox.ts';
import { chooseAdAccount, connectFacebook, publishedAd, startSandboxApp, syncNow } from '../facebook/sandbox-app.ts';
import { queryRows } from '../helpers/ads-fixtures.ts';
import { signUp, type TestApp } from '../helpers/test-app.ts';

const lastRunOf = async (t: TestApp, userId: number) =>
  (await queryRows<{ at: string | null }>(t, sql`select last_run_at::text as at from optimization_settings where user_id = ${userId}`))[0]
    ?.at ?? null;

describe('the engine after an insights sync', () => {
  let sandbox: GraphSandbox;
  let t: TestApp;
  beforeAll(async () => {
    ({ sandbox, t } = await startSandboxApp(31));
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await sandbox?.close();
  });

  it('runs for the user whose sync finished, and only for them', async () => {
    const { headers, user } = await signUp(t);
    const bystander = await signUp(t);
    await connectFacebook(t, headers);
    await chooseAdAccount(t, headers, '100000001');
    await publishedAd(t, headers, { name: 'Shoes', dailyBudget: 30 });
    expect(await lastRunOf(t, user.id)).toBeNull();
    const run = await syncNow(t, headers);
    expect(run.status).toBe('succeeded');
    expect(run.rows).toBeGreaterThan(0);
    let at: string | null = null;
    for (let i = 0; i < 200 && at === null; i++) {
      at = await lastRunOf(t, user.id);
      if (at === null) await new Promise((r) => setTimeout(r, 50));
    }
    expect(at).not.toBeNull();
    expect(new Date(at as string).getTime()).toBe(t.clock.now().getTime());
    expect(await lastRunOf(t, bystander.user.id)).toBeNull();
  }, 60_000);
});
