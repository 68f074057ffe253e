/**
 * Runs the engine for one user and stores its plan (docs/optimization.md §Running the engine, decision 130):
 * load the snapshot, plan against what is stored, create the new ones as PENDING, refresh the PENDING ones
 * found again, leave kept, suppressed and stale ones as they are, record the run, then hand the ones marked
 * autoAccept to the injected `autoAccept` (the recommendations service's: accepts, applies and notifies).
 */
import type { RecommendationsSummary } from '@ads-creative/contracts/optimization';
import type { Db } from '../../../db/client.ts';
import type { Prioritized } from '../engine/prioritize.ts';
import { planRun } from '../engine/run-engine.ts';
import { createRecommendationsRepo } from '../recommendations.repo.ts';
import type { SettingsRepo } from '../settings.repo.ts';
import { loadSnapshot, type SnapshotDeps } from './load-snapshot.ts';
import { createPlanRepo } from './plan.repo.ts';

export const runTriggers = ['schedule', 'refresh', 'sync'] as const;
export type RunTrigger = (typeof runTriggers)[number];

/** Accepts (and applies) the given PENDING recommendations of the user on their behalf. */
export type AutoAccept = (userId: number, ids: number[]) => Promise<void>;

export interface RunResult {
  trigger: RunTrigger;
  created: number[];
  refreshed: number[];
  kept: number[];
  suppressed: number[];
  stale: number[];
  autoAccepted: number[];
}

export interface EngineRunDeps extends Omit<SnapshotDeps, 'settings'> {
  db: Db;
  clock: () => Date;
  settings: SettingsRepo;
  autoAccept?: AutoAccept;
  log?: (error: unknown, what: string) => void;
}

export function createEngineRunService(deps: EngineRunDeps) {
  const repo = createPlanRepo(deps.db);
  const autoAccept = deps.autoAccept ?? (async () => {});

  type Stored = { id: number; made: 'created' | 'refreshed' | 'kept' };

  /** A PENDING one's new numbers; kept as it is when the user acted on it meanwhile. */
  async function refreshOne(userId: number, id: number, r: Prioritized, now: Date): Promise<Stored> {
    return { id, made: (await repo.refresh(userId, id, r, now)) ? 'refreshed' : 'kept' };
  }

  /** A new one, or, when a concurrent run or click made the open one first, that one refreshed. */
  async function createOne(userId: number, r: Prioritized, now: Date): Promise<Stored> {
    const id = await repo.create(userId, r, now);
    if (id !== null) return { id, made: 'created' };
    const open = await repo.openOf(userId, r);
    if (!open) throw new Error(`recommendation ${r.type} ${r.targetEntity.id} neither created nor open`);
    return open.status === 'PENDING' ? refreshOne(userId, open.id, r, now) : { id: open.id, made: 'kept' };
  }

  async function runForUser(userId: number, trigger: RunTrigger): Promise<RunResult> {
    const now = deps.clock();
    const snapshot = await loadSnapshot({ ...deps, settings: (id) => deps.settings.get(id) }, userId, now);
    const plan = planRun(snapshot, await repo.existing(userId, now));
    const result: RunResult = {
      trigger,
      created: [],
      refreshed: [],
      kept: plan.keep.map((k) => k.id),
      suppressed: plan.suppressed.map((s) => s.id),
      stale: plan.stale,
      autoAccepted: [],
    };
    const writes = [
      ...plan.create.map((r) => ({ r, write: () => createOne(userId, r, now) })),
      ...plan.refresh.map(({ id, recommendation: r }) => ({ r, write: () => refreshOne(userId, id, r, now) })),
    ];
    const auto: number[] = [];
    for (const { r, write } of writes) {
      const { id, made } = await write();
      ({ created: result.created, refreshed: result.refreshed, kept: result.kept })[made].push(id);
      if (made !== 'kept' && r.autoAccept) auto.push(id);
    }
    await deps.settings.markRun(userId, now);
    if (auto.length) {
      await autoAccept(userId, auto).then(
        () => result.autoAccepted.push(...auto),
        (e) => deps.log?.(e, `auto-accept for user ${userId}`),
      );
    }
    return result;
  }

  return {
    runForUser,
    /** Runs the engine now and answers the summary of the open ones (POST …/recommendations/refresh). */
    async refresh(userId: number): Promise<RecommendationsSummary> {
      await runForUser(userId, 'refresh');
      return createRecommendationsRepo(deps.db).summary(userId);
    },
  };
}

export type EngineRunService = ReturnType<typeof createEngineRunService>;
