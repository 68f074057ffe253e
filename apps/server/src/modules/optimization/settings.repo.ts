/**
 * The user's optimization settings (spec 2 §3, decision 100): one row per user, the defaults when there
 * is none; and when the engine last ran for them (the frequency job's due check).
 */
import {
  DEFAULT_OPTIMIZATION_SETTINGS,
  type OptimizationFrequency,
  type OptimizationSettings,
  type optimizationSettingsInput,
  type RecommendationType,
} from '@ads-creative/contracts/optimization';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { optimizationSettings } from '../../db/schema/optimization.ts';

export type OptimizationSettingsInput = z.output<typeof optimizationSettingsInput>;

type Row = typeof optimizationSettings.$inferSelect;

function fromRow(r: Row): OptimizationSettings {
  return {
    frequency: r.frequency as OptimizationFrequency,
    minConfidence: r.minConfidence,
    autoAccept: r.autoAccept,
    excludedTypes: r.excludedTypes as RecommendationType[],
    targetRoi: r.targetRoi,
    maxBudgetStepPercent: r.maxBudgetStepPercent,
  };
}

export function createSettingsRepo(db: Db) {
  async function row(userId: number): Promise<Row | undefined> {
    const [r] = await db.select().from(optimizationSettings).where(eq(optimizationSettings.userId, userId));
    return r;
  }

  return {
    /** The stored settings, or the defaults when the user never saved any. */
    async get(userId: number): Promise<OptimizationSettings> {
      const r = await row(userId);
      return r ? fromRow(r) : { ...DEFAULT_OPTIMIZATION_SETTINGS, excludedTypes: [] };
    },

    /** Saves the spec's four fields; the extensions keep their stored value (or default) when not given. */
    async put(userId: number, input: OptimizationSettingsInput, now: Date): Promise<OptimizationSettings> {
      const current = await this.get(userId);
      const next: OptimizationSettings = {
        ...current,
        ...input,
        targetRoi: input.targetRoi ?? current.targetRoi,
        maxBudgetStepPercent: input.maxBudgetStepPercent ?? current.maxBudgetStepPercent,
      };
      const values = { ...next, updatedAt: now };
      await db
        .insert(optimizationSettings)
        .values({ userId, ...values })
        .onConflictDoUpdate({ target: optimizationSettings.userId, set: values });
      return next;
    },

    /** When the engine last ran for the user; null = never. */
    async lastRunAt(userId: number): Promise<Date | null> {
      return (await row(userId))?.lastRunAt ?? null;
    },

    /** Records a run (creating the row with the defaults when the user has none). */
    async markRun(userId: number, at: Date): Promise<void> {
      await db
        .insert(optimizationSettings)
        .values({ userId, lastRunAt: at })
        .onConflictDoUpdate({ target: optimizationSettings.userId, set: { lastRunAt: at } });
    },
  };
}

export type SettingsRepo = ReturnType<typeof createSettingsRepo>;
