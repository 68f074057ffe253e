/** POST /api/ads/generate waits GENERATION_TIMEOUT_MS (180 s), not the 30 s of every other call (decision 041). */
import { GENERATION_TIMEOUT_MS, REQUEST_TIMEOUT_MS } from '@ads-creative/contracts/constants';
import { afterEach, expect, it, vi } from 'vitest';
import { generateAd } from './generate-ad.ts';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** A server that never answers: the request ends only when its signal aborts. */
function hangingFetch() {
  const signals: AbortSignal[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(
      (_input: RequestInfo | URL, init: RequestInit = {}) =>
        new Promise<Response>((_resolve, reject) => {
          const signal = init.signal as AbortSignal;
          signals.push(signal);
          signal.addEventListener('abort', () => reject(signal.reason));
        }),
    ),
  );
  return signals;
}

it('keeps waiting past REQUEST_TIMEOUT_MS and gives up after GENERATION_TIMEOUT_MS (180000 ms)', async () => {
  vi.useFakeTimers();
  const signals = hangingFetch();
  const outcome = generateAd({
    campaignId: 1,
    name: 'Sneakers',
    prompt: 'Shoes',
    textProvider: 'BUILTIN',
    imageProvider: 'OPENAI',
    callToAction: 'SHOP_NOW',
    isPreview: true,
  }).catch((e: unknown) => e);

  await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS + 1000);
  expect(signals).toHaveLength(1);
  expect(signals[0].aborted).toBe(false);

  await vi.advanceTimersByTimeAsync(GENERATION_TIMEOUT_MS - REQUEST_TIMEOUT_MS);
  expect(signals[0].aborted).toBe(true);
  expect(await outcome).toMatchObject({ message: 'Request timed out', status: 0 });
});
