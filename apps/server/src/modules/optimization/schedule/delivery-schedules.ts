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
import type { Notify } from '../autonomous.ts';
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
        const campaign = await setStatus(row, 'PAUSED');
        await repo.markPaused(row.campaignId, dayIn(row.timezone, now), new Date(campaign.updatedDate), row.campaignUpdatedAt, now);
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
      for (const row of await repo.all()) {
        // One schedule's error (its zone, the database, a notifier) is warned about and the others go on.
        try {
          const now = deps.clock();
          const action = decideDelivery({ ...row, now });
          if (action === 'none') continue;
          await act(row, action, now);
          acted++;
        } catch (e) {
          deps.warn(e, `delivery schedule of campaign ${row.campaignId}`);
        }
      }
      return acted;
    },
  };
}
export type DeliverySchedules = ReturnType<typeof createDeliverySchedules>;
