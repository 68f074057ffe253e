/** What the registry gives every real adapter: the key, where to call, which model, and our policies. */
import type { PriceTable } from './prices.ts';
import type { RetryPolicy } from './retry-policy.ts';

export interface AdapterOptions {
  apiKey: string;
  /** The provider's API root; a local fake in tests, an OpenAI-compatible server for OPENAI. */
  baseUrl: string;
  model: string;
  /** Per HTTP attempt. */
  timeoutMs: number;
  prices: PriceTable;
  retry: RetryPolicy;
}

/** SDK time-outs sit a little behind ours, so that our deadline (and its message) wins. */
export const sdkTimeout = (timeoutMs: number) => timeoutMs + 1_000;
