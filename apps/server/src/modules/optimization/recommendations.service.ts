/**
 * Acting on recommendations (issue 10 "Acting on a recommendation", spec 2 §4, decisions 120–126, 151, 152):
 * lists and summaries, accept / dismiss / schedule with their 409s, applying (plan → executors →
 * IMPLEMENTED, or the failure kept on the item for a retry), undo within REVERT_WINDOW_DAYS, batch,
 * the due-scheduled job's step and auto-accept. Scoped to the user: another user's id is a 404.
 */
import {
  type BatchInput,
  type BatchResult,
  DEFAULT_OPTIMIZATION_TIME_RANGE,
  type DismissInput,
  type HeaderSummary,
  type OptimizationTimeRange,
  REVERT_WINDOW_DAYS,
  type RecommendationsPage,
  type RecommendationsQuery,
  type RecommendationView,
  SCHEDULE_IN_PAST_MESSAGE,
  type ScheduleInput,
} from '@ads-creative/contracts/optimization';
import { MAX_ID } from '@ads-creative/contracts/paging';
import type { Db } from '../../db/client.ts';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import type { AdsService } from '../ads/ads.service.ts';
import { renderOffThread } from '../analytics/index.ts';
import type { CampaignsService } from '../campaigns/campaigns.service.ts';
import { createApplier } from './apply/applier.ts';
import { createExecutors } from './apply/execute.ts';
import type { AppliedState } from './apply/plan.ts';
import { changedSince, revertConflictMessage } from './apply/revert-check.ts';
import { createAutonomous } from './autonomous.ts';
import type { Notify } from './notice.ts';
import type { OptimizationExportFormat } from './optimization-export.ts';
import { applyFailureOf, type RecommendationRow, toRecommendationView } from './recommendation-view.ts';
import { APPLY_LEASE_MS, createRecommendationsRepo, type ListFilter } from './recommendations.repo.ts';
import { createDeliverySchedules } from './schedule/delivery-schedules.ts';

export interface RecommendationsServiceDeps {
  db: Db;
  clock: () => Date;
  campaigns: CampaignsService;
  ads: AdsService;
  /** Told when a scheduled or auto-accepted recommendation was applied or failed (app.ts passes modules/notifications'); none: nobody is told. */
  notify?: Notify;
  warn?: (error: unknown, what: string) => void;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const RANGE_DAYS: Record<OptimizationTimeRange, number> = { '7d': 7, '30d': 30, '90d': 90 };
export const sinceOf = (range: OptimizationTimeRange, now: Date) => new Date(now.getTime() - RANGE_DAYS[range] * DAY_MS);

export const recommendationMessages = {
  notFound: 'Recommendation not found.',
  cannot: (verb: string, status: string) => `Cannot ${verb}: the recommendation is ${status}.`,
  expired: (verb: string) => `Cannot ${verb}: the recommendation has expired.`,
  busy: (verb: string, status: string) => `Cannot ${verb}: the recommendation is ${status} and being applied right now.`,
  afterExpiry: (expiresAt: Date) => `scheduledFor must be before the recommendation expires (${expiresAt.toISOString()}).`,
  notImplemented: (status: string) => `Cannot revert: the recommendation is ${status}; only an implemented change can be reverted.`,
  alreadyReverted: 'Cannot revert: the change was already reverted.',
  nothingToRevert: 'Cannot revert: this recommendation changed nothing the app can put back.',
  revertWindow: `Cannot revert: a change can be reverted within ${REVERT_WINDOW_DAYS} days of being applied.`,
} as const;

export function createRecommendationsService(deps: RecommendationsServiceDeps) {
  const repo = createRecommendationsRepo(deps.db);
  const warn = deps.warn ?? (() => {});
  const schedules = createDeliverySchedules({ db: deps.db, clock: deps.clock, campaigns: deps.campaigns, notify: deps.notify, warn });
  const executors = createExecutors({ campaigns: deps.campaigns, ads: deps.ads, schedules, warn });
  const applier = createApplier({ repo, executors, clock: deps.clock, warn });
  const { applyClaimed, preferences } = applier;
  const autonomous = createAutonomous({ repo, applier, clock: deps.clock, notify: deps.notify ?? (async () => {}), warn });

  async function views(rows: RecommendationRow[]): Promise<RecommendationView[]> {
    const impacts = await repo.impactsOf(rows.map((r) => r.id));
    const now = deps.clock();
    return rows.map((r) => toRecommendationView(r, impacts, now));
  }
  const view = async (row: RecommendationRow) => (await views([row]))[0] as RecommendationView;

  async function owned(userId: number, id: number): Promise<RecommendationRow> {
    const row = id <= MAX_ID ? await repo.find(userId, id) : undefined;
    if (!row) throw notFound(recommendationMessages.notFound);
    return row;
  }

  /** Why `verb` is refused for this row (it exists): expired, being applied, or the status. */
  function conflict(row: RecommendationRow, verb: string): AppError {
    const now = deps.clock();
    if (row.status === 'PENDING' && row.expiresAt <= now) return new AppError('CONFLICT', recommendationMessages.expired(verb));
    if (row.applyingSince && now.getTime() - row.applyingSince.getTime() < APPLY_LEASE_MS) {
      return new AppError('CONFLICT', recommendationMessages.busy(verb, row.status));
    }
    return new AppError('CONFLICT', recommendationMessages.cannot(verb, row.status));
  }

  async function page(userId: number, query: RecommendationsQuery, fixed: Partial<ListFilter> = {}): Promise<RecommendationsPage> {
    const since = sinceOf(query.timeRange, deps.clock());
    const filter: ListFilter = {
      since,
      priority: query.priority,
      type: query.type,
      category: query.category,
      status: query.status,
      ...fixed,
    };
    const [rows, total, summary] = await Promise.all([
      repo.list(userId, filter, query.size, query.page * query.size),
      repo.count(userId, filter),
      repo.summary(userId, since),
    ]);
    return {
      summary,
      recommendations: await views(rows),
      totalElements: total,
      totalPages: Math.ceil(total / query.size),
      number: query.page,
      size: query.size,
    };
  }

  async function accept(userId: number, id: number, opts: { auto?: boolean } = {}): Promise<RecommendationView> {
    const claimed =
      id <= MAX_ID ? await repo.acceptAndClaim(userId, id, deps.clock(), { auto: opts.auto ?? false, retry: true }) : undefined;
    if (!claimed) throw conflict(await owned(userId, id), 'accept');
    return view(await applyClaimed(claimed));
  }

  async function dismiss(userId: number, id: number, input: DismissInput): Promise<RecommendationView> {
    const comment = input.comment && input.comment !== '' ? input.comment : null;
    const row = id <= MAX_ID ? await repo.dismiss(userId, id, deps.clock(), input.reason, comment) : undefined;
    if (!row) throw conflict(await owned(userId, id), 'dismiss');
    return view(row);
  }

  return {
    page,
    preferences,
    accept,
    dismiss,

    status: async (userId: number, id: number) => {
      const row = await owned(userId, id);
      return {
        id: row.id,
        status: row.status as RecommendationView['status'],
        applyFailure: applyFailureOf(row),
        implementedAt: row.implementedAt?.toISOString() ?? null,
        scheduledFor: row.scheduledFor?.toISOString() ?? null,
      };
    },

    /** Spec 2 §3 header: every open recommendation, whatever its age. */
    async headerSummary(userId: number): Promise<HeaderSummary> {
      const s = await repo.summary(userId);
      return {
        totalRecommendations: s.totalRecommendations,
        highPriorityCount: s.highPriorityRecommendations,
        totalPotentialImpact: s.totalPotentialImpact,
      };
    },

    async schedule(userId: number, id: number, input: ScheduleInput): Promise<RecommendationView> {
      const at = new Date(input.scheduledFor);
      const now = deps.clock();
      if (at <= now) throw badRequest(SCHEDULE_IN_PAST_MESSAGE, 'scheduledFor');
      const row = id <= MAX_ID ? await repo.schedule(userId, id, now, at) : undefined;
      if (row) return view(row);
      const current = await owned(userId, id);
      if ((current.status === 'PENDING' || current.status === 'SCHEDULED') && current.expiresAt > now && current.expiresAt <= at) {
        throw badRequest(recommendationMessages.afterExpiry(current.expiresAt), 'scheduledFor');
      }
      throw conflict(current, 'schedule');
    },

    /** Cancels a schedule: SCHEDULED → PENDING, to accept, schedule or dismiss later (decision 152). */
    async unschedule(userId: number, id: number): Promise<RecommendationView> {
      const row = id <= MAX_ID ? await repo.unschedule(userId, id, deps.clock()) : undefined;
      if (!row) throw conflict(await owned(userId, id), 'cancel the schedule');
      return view(row);
    },

    /** Puts the before-state back through the same paths, while nothing changed since (else 409 saying what). */
    async revert(userId: number, id: number): Promise<RecommendationView> {
      const now = deps.clock();
      const claimed =
        id <= MAX_ID ? await repo.claimRevert(userId, id, now, new Date(now.getTime() - REVERT_WINDOW_DAYS * DAY_MS)) : undefined;
      if (!claimed) {
        const row = await owned(userId, id);
        if (row.status !== 'IMPLEMENTED') throw new AppError('CONFLICT', recommendationMessages.notImplemented(row.status));
        if (row.revertedAt) throw new AppError('CONFLICT', recommendationMessages.alreadyReverted);
        if (row.beforeState === null) throw new AppError('CONFLICT', recommendationMessages.nothingToRevert);
        if (row.applyingSince) throw new AppError('CONFLICT', recommendationMessages.busy('revert', row.status));
        throw new AppError('CONFLICT', recommendationMessages.revertWindow);
      }
      try {
        const before = claimed.beforeState as AppliedState;
        const after = claimed.afterState as AppliedState;
        const [objects, prefs] = await Promise.all([executors.current(userId, after), preferences(userId)]);
        const changes = changedSince(after, { ...objects, ...prefs });
        if (changes.length > 0) throw new AppError('CONFLICT', revertConflictMessage(changes));
        await executors.restore(userId, before, after);
        return view((await repo.markReverted(id, deps.clock())) as RecommendationRow);
      } finally {
        await repo.release(id);
      }
    },

    /** One transition per id, each answered on its own (spec 2 §4: batch reports counts). */
    async batch(userId: number, input: BatchInput): Promise<BatchResult> {
      const results: BatchResult['results'] = [];
      for (const id of [...new Set(input.ids)]) {
        try {
          const v =
            input.action === 'accept'
              ? await accept(userId, id)
              : await dismiss(userId, id, { reason: input.reason as DismissInput['reason'], comment: input.comment });
          const ok = input.action === 'dismiss' || v.applyFailure === null;
          results.push({ id, ok, status: v.status, code: ok ? null : 'APPLY_FAILED', message: v.applyFailure?.message ?? null });
        } catch (e) {
          if (!(e instanceof AppError)) throw e;
          results.push({ id, ok: false, status: null, code: e.code, message: e.message });
        }
      }
      const succeeded = results.filter((r) => r.ok).length;
      return { results, succeeded, failed: results.length - succeeded };
    },

    ...autonomous,

    /** The delivery schedule job's work (decision 155): pauses and resumes campaigns by their schedules. */
    deliveryTick: () => schedules.tick(),

    /** Every recommendation created or updated in the range, as a file (decision 126). */
    async exportFile(userId: number, format: OptimizationExportFormat, timeRange: OptimizationTimeRange = DEFAULT_OPTIMIZATION_TIME_RANGE) {
      const now = deps.clock();
      const rows = await views(await repo.allSince(userId, sinceOf(timeRange, now)));
      return renderOffThread({ kind: 'recommendations', format, items: rows, timeRange, createdAt: now });
    },
  };
}
export type RecommendationsService = ReturnType<typeof createRecommendationsService>;
