/**
 * The one error every AI provider call ends in, whatever SDK was underneath. `message` is written
 * for the user and never carries what the provider (or the network) said: that goes to `detail`,
 * for the server log only (issue 15, docs/decisions/168-provider-requests-stay-home.md). `kind` is
 * for the caller's logic and logs.
 */
import type { AiProviderId } from '@ads-creative/contracts/ai';
import type { AiUsage } from './types.ts';

export const aiErrorKinds = ['auth', 'rate_limited', 'timeout', 'invalid_output', 'unavailable', 'bad_request', 'not_configured'] as const;
export type AiErrorKind = (typeof aiErrorKinds)[number];

export class AiProviderError extends Error {
  override readonly name = 'AiProviderError';
  readonly provider: AiProviderId;
  readonly kind: AiErrorKind;
  /** The provider's HTTP status, when there was one. */
  readonly status?: number;
  /** How long the provider asked us to wait (Retry-After), in ms. */
  readonly retryAfterMs?: number;
  /** What the provider or the network said (an error body, ECONNREFUSED): logged, never sent to the user. */
  readonly detail?: string;
  /** What the failed call still consumed (latency, attempts, tokens, cost), for the call log. */
  usage?: AiUsage;

  constructor(opts: {
    provider: AiProviderId;
    kind: AiErrorKind;
    message: string;
    status?: number;
    retryAfterMs?: number;
    detail?: string;
    cause?: unknown;
  }) {
    super(opts.message, { cause: opts.cause });
    this.provider = opts.provider;
    this.kind = opts.kind;
    this.status = opts.status;
    this.retryAfterMs = opts.retryAfterMs;
    this.detail = opts.detail;
  }

  /** 429 and 5xx are worth one more try; nothing else is. */
  get retryable(): boolean {
    return this.kind === 'rate_limited' || this.kind === 'unavailable';
  }
}

export const isAiProviderError = (e: unknown): e is AiProviderError => e instanceof AiProviderError;
