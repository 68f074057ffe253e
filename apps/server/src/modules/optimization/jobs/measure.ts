/**
 * Measures one implemented recommendation at one horizon (docs/optimization.md §Measured results), by its
 * type's IMPACT_DESIGN: 'target' — its campaigns (or the ad) against the user's campaigns the change did not
 * touch and no other applied recommendation changed over the two windows; 'account' — the account less the
 * campaigns other changes touched, against its untouched part (nested: the change's campaigns are the only
 * difference); 'before_after' — the account-wide series alone (a preference has no untouched rest).
 */
import { type ImpactMetric, impactMetricIds, type MeasuredImpact, type RecommendationType } from '@ads-creative/contracts/optimization';
import { addDays, dayIn } from '../../../lib/calendar.ts';
import { dayStart, type UsdRates } from '../../analytics/index.ts';
import { IMPACT_DESIGN, impactWindows, measureImpact, type RatioDay, ratioDays } from '../engine/impact.ts';
import type { createImpactRepo, SeriesScope, ToMeasure } from './impact.repo.ts';

type ImpactRepo = ReturnType<typeof createImpactRepo>;

export async function measureOne(
  repo: ImpactRepo,
  rec: ToMeasure,
  horizonDays: number,
  ctx: { timezone: string; now: Date; rates: UsdRates },
): Promise<MeasuredImpact> {
  const metric = (
    impactMetricIds.includes(rec.expected_impact.metric as ImpactMetric) ? rec.expected_impact.metric : 'conversions'
  ) as ImpactMetric;
  const implementedOn = dayIn(ctx.timezone, new Date(rec.implemented_at));
  const today = dayIn(ctx.timezone, ctx.now);
  const { before, after } = impactWindows(implementedOn, horizonDays);
  const input = { metric, expectedChange: rec.expected_impact.expectedChange, implementedOn, horizonDays, today };
  if (metric === 'selection_rate') {
    const treated = await repo.selection(rec.user_id, ctx.timezone, before.since, after.until);
    return measureImpact({ ...input, treated, control: null });
  }
  const series = async (scope: SeriesScope): Promise<RatioDay[]> =>
    ratioDays(await repo.daily(rec.user_id, scope, before.since, after.until, ctx.rates), metric);
  const design = IMPACT_DESIGN[rec.type as RecommendationType] ?? 'before_after';
  if (design === 'before_after') return measureImpact({ ...input, treated: await series({ kind: 'account' }), control: null });
  const isAd = rec.target_kind === 'ad';
  const adCampaign = isAd ? await repo.campaignOfAd(rec.user_id, Number(rec.target_id)) : null;
  const touched = [...rec.campaign_ids, ...(adCampaign === null ? [] : [adCampaign])];
  const otherChanges = await repo.changedCampaigns(
    rec.user_id,
    rec.id,
    dayStart(before.since, ctx.timezone),
    dayStart(addDays(after.until, 1), ctx.timezone),
  );
  const treatedScope: SeriesScope =
    design === 'account'
      ? { kind: 'untouched', exclude: otherChanges.filter((id) => !touched.includes(id)) }
      : isAd
        ? { kind: 'ad', id: Number(rec.target_id) }
        : { kind: 'campaigns', ids: rec.campaign_ids.length ? rec.campaign_ids : [Number(rec.target_id)] };
  const [treated, control] = await Promise.all([
    series(treatedScope),
    series({ kind: 'untouched', exclude: [...touched, ...otherChanges] }),
  ]);
  return measureImpact({ ...input, treated, control, nested: design === 'account' });
}
