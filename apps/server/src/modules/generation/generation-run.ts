/**
 * One generation's provider calls: the text call, then the image calls side by side. Every call's
 * outcome is kept for the call log. The first failure cancels the calls still running and ends the
 * run: the run's calls are logged (no ad: nothing was saved) and the failure becomes the HTTP error.
 */

import type { Db } from '../../db/client.ts';
import { isAiProviderError } from '../../providers/ai/ai-provider-error.ts';
import type {
  AiUsage,
  ImageGenerationRequest,
  ImageGenerationResult,
  ImageProvider,
  TextGenerationRequest,
  TextGenerationResult,
  TextProvider,
} from '../../providers/ai/types.ts';
import { type AiCallLog, type CallOutcome, failed, succeeded } from '../ai-calls/ai-calls.service.ts';
import { providerErrorToHttp } from './provider-errors.ts';

type Fallback = Omit<AiUsage, 'latencyMs'> & { startedAt: number };
const fallback = (p: TextProvider | ImageProvider, kind: 'text' | 'image'): Fallback => ({
  provider: p.id,
  kind,
  model: p.model,
  attempts: 0,
  costUsd: null,
  startedAt: performance.now(),
});

export interface GenerationRunDeps {
  db: Db;
  aiCalls: AiCallLog;
  onLogFailure?: (error: unknown) => void;
  /** Told about the provider failure that ends a run, with its `detail` (what the provider said): the user never sees that. */
  onProviderFailure?: (error: unknown) => void;
}

export function startGenerationRun(deps: GenerationRunDeps, userId: number, outer?: AbortSignal) {
  const outcomes: CallOutcome[] = [];
  const controller = new AbortController();
  const signal = outer ? AbortSignal.any([outer, controller.signal]) : controller.signal;
  const ctx = { userId, signal };

  /** Logs the run's calls without an ad; never throws (the caller is already failing). */
  async function logUnsaved(): Promise<void> {
    try {
      await deps.aiCalls.record(deps.db, userId, null, outcomes);
    } catch (error) {
      deps.onLogFailure?.(error);
    }
  }

  async function fail(error: unknown): Promise<never> {
    if (isAiProviderError(error)) deps.onProviderFailure?.(error);
    await logUnsaved();
    throw isAiProviderError(error) ? providerErrorToHttp(error) : error;
  }

  return {
    outcomes,
    logUnsaved,

    async text(provider: TextProvider, request: TextGenerationRequest): Promise<TextGenerationResult> {
      const fb = fallback(provider, 'text');
      try {
        const result = await provider.generateVariations(request, ctx);
        outcomes.push(succeeded(result.usage));
        return result;
      } catch (error) {
        outcomes.push(failed(error, fb, outer?.aborted === true));
        return fail(error);
      }
    },

    /** One image per request, all started at once (the registry queues them per user); in request order. */
    async images(provider: ImageProvider, requests: ImageGenerationRequest[]): Promise<ImageGenerationResult[]> {
      let first: { error: unknown } | undefined;
      const settled = await Promise.all(
        requests.map(async (request) => {
          const fb = fallback(provider, 'image');
          try {
            return { ok: true as const, result: await provider.generateImage(request, ctx) };
          } catch (error) {
            if (!first) {
              first = { error };
              controller.abort();
            }
            return { ok: false as const, error, fb };
          }
        }),
      );
      for (const s of settled) {
        if (s.ok) outcomes.push(succeeded(s.result.usage));
        else outcomes.push(failed(s.error, s.fb, s.error !== first?.error || outer?.aborted === true));
      }
      if (first) return fail(first.error);
      return settled.map((s) => (s as { result: ImageGenerationResult }).result);
    },
  };
}
export type GenerationRun = ReturnType<typeof startGenerationRun>;
