/**
 * Composes the engine's running side from buildApp's parts: settings, the run service (refresh), the
 * jobs (frequency, after sync, expiry, impact) and their schedules. `autoAccept` is the recommendations
 * service's (applies the LOW-risk ones the run marks, decision 125); `notify` from modules/notifications.
 * Async: the schedules are stored before it returns, so a failure to store them fails the app's start
 * (like registerApplyDueJob) instead of becoming an unhandled rejection.
 */
import type { AiProviderId } from '@ads-creative/contracts/ai';
import type { Db } from '../../../db/client.ts';
import type { JobQueue } from '../../../jobs/job-queue.ts';
import type { UsdRates, UserAccount } from '../../analytics/index.ts';
import type { Notify } from '../../notifications/notifications.service.ts';
import { createOptimizationJobs } from '../jobs/optimization-jobs.ts';
import { createSettingsRepo } from '../settings.repo.ts';
import { type AutoAccept, createEngineRunService } from './engine-run.service.ts';

export async function createEngineRunModule(deps: {
  db: Db;
  clock: () => Date;
  jobs: JobQueue;
  rates: UsdRates;
  account: (userId: number) => Promise<UserAccount>;
  availableProviders: (userId: number) => Promise<AiProviderId[]>;
  /**
   * The user's default AI provider, as the last applied provider switch set it (preferences.ts, decision 123);
   * null (also when not given): none set, the engine takes the most used one.
   */
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
  await jobs.schedule();
  return { settings, engineRun, jobs };
}

export type EngineRunModule = Awaited<ReturnType<typeof createEngineRunModule>>;
