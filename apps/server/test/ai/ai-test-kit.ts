/**
 * Shared set-up for the AI adapter tests: a registry whose providers point at a local fake, with
 * short waits so the suite stays fast, and a helper that captures a rejected AiProviderError.
 */
import { aiConfigFrom } from '../../src/providers/ai/ai-config.ts';
import { AiProviderError } from '../../src/providers/ai/ai-provider-error.ts';
import { createAiRegistry } from '../../src/providers/ai/registry.ts';
import type { RecordedRequest } from '../fakes/ai/scripted-server.ts';

/** Waits used by the tests: a short back-off when no Retry-After comes; a Retry-After of 1 s is honoured. */
export const TEST_RETRY = { maxWaitMs: 10_000, backoffMs: 50 };

export function registryWith(env: Record<string, string>, opts: { timeoutMs?: number; maxWaitMs?: number } = {}) {
  return createAiRegistry(aiConfigFrom({ AI_TIMEOUT_MS: String(opts.timeoutMs ?? 5_000), ...env }), {
    retry: { ...TEST_RETRY, ...(opts.maxWaitMs !== undefined ? { maxWaitMs: opts.maxWaitMs } : {}) },
  });
}

export async function rejection(promise: Promise<unknown>): Promise<AiProviderError> {
  try {
    await promise;
  } catch (err) {
    if (err instanceof AiProviderError) return err;
    throw err;
  }
  throw new Error('expected the call to fail');
}

/** Everything a request sent, as one string, to look for prompt text wherever the wire format puts it. */
export const sent = (r: RecordedRequest) => r.raw.toString('utf8');
