/**
 * The AI call log: one ai_calls row per provider call, successful or failed, with what it cost and
 * how long it took; later, whether the user chose what it wrote. Callers record a whole run's calls
 * at once (in the transaction that saves the run's contents, or alone when the run failed).
 * Column meanings: docs/decisions/040-generation-flow.md.
 */
import type { Db } from '../../db/client.ts';
import type { NewAiCall } from '../../db/schema/ai.ts';
import type { AdContentRow } from '../../db/schema/campaigns.ts';
import { isAiProviderError } from '../../providers/ai/ai-provider-error.ts';
import type { AiUsage } from '../../providers/ai/types.ts';
import { createAiCallsRepo } from './ai-calls.repo.ts';

/** What one provider call ended in: its usage, and the error class when it failed. */
export interface CallOutcome {
  usage: AiUsage;
  /** null on success; an AiProviderError kind, 'cancelled' or 'internal' otherwise. */
  errorClass: string | null;
}

export const succeeded = (usage: AiUsage): CallOutcome => ({ usage, errorClass: null });

/**
 * A failed call's outcome: the error's own usage when the provider layer attached it, otherwise
 * what the caller measured (a call refused before it reached the provider made no attempt).
 */
export function failed(error: unknown, fallback: Omit<AiUsage, 'latencyMs'> & { startedAt: number }, cancelled = false): CallOutcome {
  const { startedAt, ...rest } = fallback;
  const usage: AiUsage = (isAiProviderError(error) ? error.usage : undefined) ?? {
    ...rest,
    latencyMs: Math.round(performance.now() - startedAt),
  };
  const errorClass = cancelled ? 'cancelled' : isAiProviderError(error) ? error.kind : 'internal';
  return { usage, errorClass };
}

const toRow = (userId: number, adId: number | null, o: CallOutcome): NewAiCall => ({
  userId,
  adId,
  provider: o.usage.provider,
  model: o.usage.model,
  kind: o.usage.kind,
  latencyMs: Math.max(0, Math.round(o.usage.latencyMs)),
  attempts: o.usage.attempts,
  inputTokens: o.usage.inputTokens ?? null,
  outputTokens: o.usage.outputTokens ?? null,
  images: o.usage.kind === 'image' ? (o.usage.images ?? 0) : null,
  costUsd: o.usage.costUsd === null ? null : o.usage.costUsd.toFixed(6),
  success: o.errorClass === null,
  errorClass: o.errorClass,
});

export function createAiCallLog(deps: { db: Db; clock: () => Date }) {
  return {
    /** Appends the calls (in order) with `db` (a transaction, or the pool); returns their ids in order. */
    async record(db: Db, userId: number, adId: number | null, outcomes: CallOutcome[]): Promise<number[]> {
      const now = deps.clock();
      return createAiCallsRepo(db).insertMany(outcomes.map((o) => ({ ...toRow(userId, adId, o), createdAt: now })));
    },
    /** Marks the calls that wrote a chosen content (its text call and, if any, its image call). */
    async markContentSelected(db: Db, content: Pick<AdContentRow, 'textCallId' | 'imageCallId'>): Promise<void> {
      const ids = [content.textCallId, content.imageCallId].filter((id): id is number => typeof id === 'number');
      await createAiCallsRepo(db).markSelected(ids);
    },
    /** The AI provider of each of the calls, read with `db` (a transaction sees the calls it just recorded). */
    providersOf: (db: Db, callIds: number[]) => createAiCallsRepo(db).providers(callIds),
    /** Points the user's calls of one ad at another, in `db`'s transaction (a preview's contents moved to the ad it edits). */
    repoint: (db: Db, userId: number, fromAdId: number, toAdId: number) => createAiCallsRepo(db).repoint(userId, fromAdId, toAdId),
  };
}
export type AiCallLog = ReturnType<typeof createAiCallLog>;
