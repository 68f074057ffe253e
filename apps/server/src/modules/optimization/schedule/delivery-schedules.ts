/**
 * Delivery schedules at the edge (decision 155): set and lifted by applying and reverting an
 * AD_SCHEDULING recommendation, and carried out by the periodic job. Every pause and resume goes through
 * the campaign update path (decision 086: a published campaign's status changes on Facebook first);
 * `decideDelivery` (pure) says which.
 */
import { deliveryDaysLabel, updateCampaignBody, type Weekday } from '@ads-creative/contracts/campaigns';
import { deliveryScheduleNotices } from '@ads-creative/contracts/optimization';
import type { Db } from '../../../db/client.ts';
import { dayIn } from '../../../lib/calendar.ts';
import { AppError } from '../../../lib/errors.ts';
import type { CampaignsService } from '../../campaigns/campaigns.service.ts';
import type { Notify } from '../notice.ts';
import { type DeliveryAction, decideDelivery } from './delivery-decision.ts';
import { createDeliverySchedulesRepo, type ScheduleRow } from './delivery-schedules.repo.ts';

export interface DeliverySchedulesDeps {
  db: Db;
  clock: () => Date;
  campaigns: Pick<CampaignsService, 'update'>;
  notify?: Notify;
  warn: (error: unknown, what: string) => void;
}

const UNEXPECTED = 'an unexpected error.';
/** How long a tick holds a schedule it acts on (one pause or resume takes seconds; a crashed tick's hold runs out). */
const CLAIM_MS = 5 * 60_000;

export function createDeliverySchedules(deps: DeliverySchedulesDeps) {
  const repo = createDeliverySchedulesRepo(deps.db);
  const setStatus = (row: ScheduleRow, status: 'ACTIVE' | 'PAUSED') =>
    deps.campaigns.update(row.userId, row.campaignId, updateCampaignBody.parse({ status }));
  const tell = async (row: ScheduleRow, notice: { title: string; message: string }, type: 'info' | 'warning' | 'error') => {
    if (!deps.notify) return;
    await deps
      .notify(row.userId, { type, ...notice, data: { campaignId: row.campaignId } })
      .catch((e) => deps.warn(e, `notifying user ${row.userId}`));
  };

  /** Carries out one decision; a refusal (Facebook's, a busy campaign) is recorded and told once. */
  async function act(row: ScheduleRow, action: DeliveryAction, now: Date): Promise<void> {
    const deliversOn = deliveryDaysLabel(row.excludedDays);
    try {
      if (action === 'pause') {
        const day = dayIn(row.timezone, now);
        // The intent first: a crash once the campaign is paused leaves a schedule holding the pause, which
        // decideDelivery resumes on the next delivering day (a crash before leaves an ACTIVE campaign it releases).
        if (!(await repo.markPausing(row.campaignId, day, now))) return;
        let campaign: Awaited<ReturnType<typeof setStatus>>;
        try {
          campaign = await setStatus(row, 'PAUSED');
        } catch (e) {
          await repo.clearPausing(row.campaignId, row.lastPausedOn, now);
          throw e;
        }
        if (!(await repo.markPaused(row.campaignId, day, new Date(campaign.updatedDate), row.campaignUpdatedAt, now))) {
          // Lifted (reverted) while it was being paused: no schedule holds the pause, so it is undone.
          await setStatus(row, 'ACTIVE');
          return;
        }
        await tell(row, deliveryScheduleNotices.paused(row.campaignName, deliversOn), 'info');
      } else if (action === 'resume') {
        const campaign = await setStatus(row, 'ACTIVE');
        await repo.markReleased(row.campaignId, now, { campaignUpdatedAt: new Date(campaign.updatedDate), before: row.campaignUpdatedAt });
        await tell(row, deliveryScheduleNotices.resumed(row.campaignName, deliversOn), 'info');
      } else if (action === 'release') {
        await repo.markReleased(row.campaignId, now);
        if (row.status === 'PAUSED') await tell(row, deliveryScheduleNotices.keptPaused(row.campaignName), 'warning');
      }
    } catch (e) {
      if (!(e instanceof AppError)) deps.warn(e, `delivery schedule of campaign ${row.campaignId}`);
      const reason = e instanceof AppError ? e.message : UNEXPECTED;
      if (reason !== row.lastError) {
        await tell(row, deliveryScheduleNotices.failed(row.campaignName, action === 'pause' ? 'pause' : 'resume', reason), 'error');
      }
      await repo.markFailed(row.campaignId, reason, now);
    }
  }

  return {
    /** Applying AD_SCHEDULING: the campaign's schedule from now on (the job acts on it). */
    set: (userId: number, campaignId: number, excludedDays: Weekday[], recommendationId: number | null) =>
      repo.set(userId, campaignId, excludedDays, recommendationId, deps.clock()),

    /**
     * Reverting it: a campaign the schedule holds paused (and nobody changed since) is resumed first,
     * through the same path; then the schedule is gone. A refusal throws and keeps the schedule.
     */
    async lift(userId: number, campaignId: number): Promise<void> {
      const [row] = await repo.all(campaignId);
      if (row && row.userId === userId) {
        const action = decideDelivery({ ...row, excludedDays: [], timezone: row.timezone, now: deps.clock() });
        if (action === 'resume') await setStatus(row, 'ACTIVE');
      }
      await repo.remove(userId, campaignId);
    },

    /** The job's work: every schedule of every user compared with today in its account's zone. The actions taken. */
    async tick(): Promise<number> {
      let acted = 0;
      for (const listed of await repo.all()) {
        // One schedule's error (its zone, the database, a notifier) is warned about and the others go on.
        try {
          const now = deps.clock();
          if (decideDelivery({ ...listed, now }) === 'none') continue;
          // Claimed before acting, and read again once claimed: an overlapping tick that acted meanwhile left
          // the row that says so, and one acting now holds the claim.
          if (!(await repo.claim(listed.campaignId, now, new Date(now.getTime() + CLAIM_MS)))) continue;
          try {
            const [row] = await repo.all(listed.campaignId);
            const action = row ? decideDelivery({ ...row, now }) : 'none';
            if (!row || action === 'none') continue;
            await act(row, action, now);
            acted++;
          } finally {
            await repo.unclaim(listed.campaignId);
          }
        } catch (e) {
          deps.warn(e, `delivery schedule of campaign ${listed.campaignId}`);
        }
      }
      return acted;
    },
  };
}
export type DeliverySchedules = ReturnType<typeof createDeliverySchedules>;
