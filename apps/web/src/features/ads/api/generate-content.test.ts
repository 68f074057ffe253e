/** POST /api/ads/{id}/generate-content waits GENERATION_TIMEOUT_MS (180 s), not the 30 s of every other call (decision 041). */
import { GENERATION_TIMEOUT_MS, REQUEST_TIMEOUT_MS } from '@ads-creative/contracts/constants';
import { afterEach, expect, it, vi } from 'vitest';
import { generateContent } from './generate-content.ts';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

it('keeps waiting past REQUEST_TIMEOUT_MS and gives up after GENERATION_TIMEOUT_MS', async () => {
  vi.useFakeTimers();
  const signals: AbortSignal[] = [];
  const fetch = vi.fn(
    (_input: RequestInfo | URL, init: RequestInit = {}) =>
      new Promise<Response>((_resolve, reject) => {
        const signal = init.signal as AbortSignal;
        signals.push(signal);
        signal.addEventListener('abort', () => reject(signal.reason));
      }),
  );
  vi.stubGlobal('fetch', fetch);
  const outcome = generateContent(5, { prompt: 'Running shoes', provider: 'openai' }).catch((e: unknown) => e);
  expect(String(fetch.mock.calls[0][0])).toBe('/api/ads/5/generate-content');

  await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS + 1000);
  expect(signals[0].aborted).toBe(false);

  await vi.advanceTimersByTimeAsync(GENERATION_TIMEOUT_MS - REQUEST_TIMEOUT_MS);
  expect(signals[0].aborted).toBe(true);
  expect(await outcome).toMatchObject({ message: 'Request timed out', status: 0 });
});
