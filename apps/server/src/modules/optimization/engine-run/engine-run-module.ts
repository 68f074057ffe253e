/**
 * Composes the engine's running side from buildApp's parts: settings, the run service (refresh), the
 * jobs (frequency, after sync, expiry, impact) and their schedules. `autoAccept` comes from the module
 * that applies recommendations (a no-op until it is wired); `notify` from modules/notifications.
 */
import type { AiProviderId } from '@ads-creative/contracts/ai';
import type { Db } from '../../../db/client.ts';
import type { JobQueue } from '../../../jobs/job-queue.ts';
import type { UserAccount } from '../../analytics/analytics-data.ts';
import type { UsdRates } from '../../analytics/fx.ts';
import type { Notify } from '../../notifications/notifications.service.ts';
import { createOptimizationJobs } from '../jobs/optimization-jobs.ts';
import { createSettingsRepo } from '../settings.repo.ts';
import { type AutoAccept, createEngineRunService } from './engine-run.service.ts';

export function createEngineRunModule(deps: {
  db: Db;
  clock: () => Date;
  jobs: JobQueue;
  rates: UsdRates;
  account: (userId: number) => Promise<UserAccount>;
  availableProviders: (userId: number) => Promise<AiProviderId[]>;
  /** The user's default AI provider; none is stored today (null: the engine takes the most used one). */
  defaultProvider?: (userId: number) => Promise<AiProviderId | null>;
  autoAccept?: AutoAccept;
  notify: Notify;
  log: (error: unknown, what: string) => void;
}) {
  const settings = createSettingsRepo(deps.db);
  const engineRun = createEngineRunService({
    ...deps,
    settings,
    defaultProvider: deps.defaultProvider ?? (async () => null),
  });
  const jobs = createOptimizationJobs({ ...deps, runForUser: engineRun.runForUser });
  void jobs.schedule();
  return { settings, engineRun, jobs };
}

export type EngineRunModule = ReturnType<typeof createEngineRunModule>;
