/**
 * Undo (decision 124): an implemented change is put back only while the objects it changed still are
 * as it left them. Pure: the stored after-state and the objects now in, the list of what changed since
 * out (empty = the revert may go ahead).
 */
import { deliveryDaysLabel, type Weekday } from '@ads-creative/contracts/campaigns';
import { type AppliedState, type CampaignNow, sameDays } from './plan.ts';

export interface CurrentState {
  campaigns: Map<number, CampaignNow>;
  defaultProvider: string | null;
  preferredFormat: string | null;
  draftAd: { id: number; updatedAt: string; name: string } | null;
}

const usd = (x: number | null | undefined) => (x === null || x === undefined ? 'none' : `$${x.toFixed(2)}`);
const scheduleText = (days: readonly Weekday[] | null) =>
  days ? `delivers ${deliveryDaysLabel(days)} by its schedule` : 'has no delivery schedule';
const sameMoney = (a: number | null | undefined, b: number | null | undefined) =>
  a === null || a === undefined || b === null || b === undefined ? a === b : Math.round(a * 100) === Math.round(b * 100);

/** Sentences naming each difference between the after-state and now. */
export function changedSince(after: AppliedState, now: CurrentState): string[] {
  const changes: string[] = [];
  for (const c of after.campaigns ?? []) {
    const cur = now.campaigns.get(c.id);
    if (!cur) {
      changes.push(`campaign ${c.id} was deleted`);
      continue;
    }
    if (c.dailyBudget !== undefined && !sameMoney(c.dailyBudget, cur.dailyBudget)) {
      changes.push(`"${cur.name}" has a daily budget of ${usd(cur.dailyBudget)}, not the ${usd(c.dailyBudget)} this change set`);
    }
    if (c.status !== undefined && c.status !== cur.status)
      changes.push(`"${cur.name}" is ${cur.status}, not ${c.status} as this change left it`);
    if (c.deliverySchedule !== undefined && !sameDays(c.deliverySchedule, cur.deliverySchedule)) {
      changes.push(
        `"${cur.name}" ${scheduleText(cur.deliverySchedule)} now, not as this change set it (${scheduleText(c.deliverySchedule)})`,
      );
    }
    if (c.objective !== undefined && c.objective !== cur.objective) {
      changes.push(`"${cur.name}" has the objective ${cur.objective}, not ${c.objective} as this change set`);
    }
  }
  if (after.defaultProvider !== undefined && after.defaultProvider !== now.defaultProvider) {
    changes.push(`the default provider is ${now.defaultProvider ?? 'none'} now, not ${after.defaultProvider}`);
  }
  if (after.preferredFormat !== undefined && after.preferredFormat !== now.preferredFormat) {
    changes.push(`the preferred content format is ${now.preferredFormat ?? 'none'} now, not ${after.preferredFormat}`);
  }
  if (after.draftAd) {
    if (!now.draftAd) changes.push(`the draft ad ${after.draftAd.id} was deleted`);
    else if (now.draftAd.updatedAt !== after.draftAd.updatedAt) changes.push(`the draft ad "${now.draftAd.name}" was edited`);
  }
  return changes;
}

/** The 409's message: 'Cannot revert: … changed since.' */
export const revertConflictMessage = (changes: string[]) => `Cannot revert: it was changed since (${changes.join('; ')}).`;
