/** The guard of the expensive routes (decision 169) with a fake window: what counts against it and what frees a slot. */
import { messages } from '@ads-creative/contracts/messages';
import { describe, expect, it, vi } from 'vitest';
import { AppError } from '../lib/errors.ts';
import { createExpensiveWork } from './expensive-work.ts';
import { EXPENSIVE_WORK } from './expensive-work-limits.ts';

const windowUsedUp = () => new AppError('RATE_LIMITED', messages.tooManyRequests, undefined, { 'retry-after': '60' });

describe('expensive work', () => {
  it('refuses one call more than the cap in flight with 429 and Retry-After, without counting it against the window', async () => {
    const consume = vi.fn(async () => {});
    const work = createExpensiveWork({ consume });
    let release = () => {};
    const gate = new Promise<void>((r) => {
      release = r;
    });
    const held = Array.from({ length: EXPENSIVE_WORK.export.concurrent }, () => work.run('export', 7, () => gate));
    await vi.waitFor(() => expect(consume).toHaveBeenCalledTimes(EXPENSIVE_WORK.export.concurrent));

    const refused = await work.run('export', 7, async () => 'ran').catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({
      statusCode: 429,
      code: 'RATE_LIMITED',
      message: messages.exportsStillRunning,
      headers: { 'retry-after': String(EXPENSIVE_WORK.export.retryAfterSeconds) },
    });
    expect(consume).toHaveBeenCalledTimes(EXPENSIVE_WORK.export.concurrent);
    // Another user, and another kind of the same user, have slots of their own.
    await expect(work.run('export', 8, async () => 'ran')).resolves.toBe('ran');
    await expect(work.run('compare', 7, async () => 'ran')).resolves.toBe('ran');
    expect(consume).toHaveBeenCalledWith({ 'export:user': 'user:8' });

    release();
    await Promise.all(held);
    await expect(work.run('export', 7, async () => 'ran')).resolves.toBe('ran');
  });

  it('answers the window’s refusal and frees the slot it took', async () => {
    const work = createExpensiveWork({ consume: vi.fn(async () => Promise.reject(windowUsedUp())) });
    const task = vi.fn(async () => 'ran');
    for (let i = 0; i <= EXPENSIVE_WORK.refresh.concurrent; i++) {
      await expect(work.run('refresh', 7, task)).rejects.toMatchObject({ message: messages.tooManyRequests });
    }
    expect(task).not.toHaveBeenCalled();
  });
});
