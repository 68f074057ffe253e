/**
 * What the model-backed text and image providers share for one generation: every request to the
 * model gets a deadline (joined to the caller's signal) and our one retry, failures become
 * AiProviderError, and attempts, tokens and latency are counted over all requests for the usage
 * that comes back with the result or on the error.
 */
import type { AiProviderId } from '@ads-creative/contracts/ai';
import type { AiProviderError } from './ai-provider-error.ts';
import type { PriceTable } from './prices.ts';
import { toAiProviderError } from './provider-failure.ts';
import { type RetryPolicy, withOneRetry } from './retry-policy.ts';
import type { AiCallContext, AiUsage } from './types.ts';

/** What createModelTextProvider and createModelImageProvider take besides their transport. */
export interface ModelProviderOptions {
  id: AiProviderId;
  model: string;
  timeoutMs: number;
  prices: PriceTable;
  retry: RetryPolicy;
}

/** Token counts a provider may report with an answer. */
export interface TokenCounts {
  inputTokens?: number;
  outputTokens?: number;
}

export interface ModelCallMeter {
  readonly attempts: number;
  /** Summed over the answers that reported them; undefined when none did. */
  readonly inputTokens: number | undefined;
  readonly outputTokens: number | undefined;
  /** One request with a deadline and our one retry; the tokens of its answer are added up. */
  send<T extends TokenCounts>(request: (signal: AbortSignal) => Promise<T>): Promise<T>;
  /** The usage fields every kind shares, as of now. */
  usage(kind: AiUsage['kind']): Omit<AiUsage, 'costUsd'>;
  /** The error to throw for a failed generation: mapped to AiProviderError, with the usage so far. */
  failure(err: unknown, usage: AiUsage): AiProviderError;
}

export function startModelCallMeter(opts: ModelProviderOptions, ctx: AiCallContext): ModelCallMeter {
  const started = performance.now();
  let attempts = 0;
  let inputTokens: number | undefined;
  let outputTokens: number | undefined;

  return {
    get attempts() {
      return attempts;
    },
    get inputTokens() {
      return inputTokens;
    },
    get outputTokens() {
      return outputTokens;
    },
    send: (request) =>
      withOneRetry(
        async () => {
          attempts++;
          const deadline = AbortSignal.timeout(opts.timeoutMs);
          const signal = ctx.signal ? AbortSignal.any([deadline, ctx.signal]) : deadline;
          try {
            const answer = await request(signal);
            if (answer.inputTokens !== undefined) inputTokens = (inputTokens ?? 0) + answer.inputTokens;
            if (answer.outputTokens !== undefined) outputTokens = (outputTokens ?? 0) + answer.outputTokens;
            return answer;
          } catch (err) {
            throw toAiProviderError(opts.id, err, { signal: deadline, timeoutMs: opts.timeoutMs }, ctx.signal);
          }
        },
        opts.retry,
        ctx.signal,
      ),
    usage: (kind) => ({
      provider: opts.id,
      kind,
      model: opts.model,
      latencyMs: Math.round(performance.now() - started),
      attempts,
      inputTokens,
      outputTokens,
    }),
    failure(err, usage) {
      const error = toAiProviderError(opts.id, err, undefined, ctx.signal);
      error.usage = usage;
      return error;
    },
  };
}
