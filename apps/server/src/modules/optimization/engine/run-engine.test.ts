import { describe, expect, it } from 'vitest';
import { snapshot, steadyCampaign } from './fixtures.ts';
import { campaignObjectiveOptimization } from './rules/campaign-objective-optimization.ts';
import { campaignPause } from './rules/campaign-pause.ts';
import { planRun, resolveConflicts, runEngine } from './run-engine.ts';

// Sales: $30 a day, 42 conversions at $50 ($10 each). Winner: $48 of $50 a day, 28 conversions at $60.
const sales = steadyCampaign(2, { spend: 30, conversions: 42, conversionValue: 2100 }, { name: 'Sales', dailyBudget: 100 });
const winner = steadyCampaign(3, { spend: 48, conversions: 28, conversionValue: 1680 }, { name: 'Winner' });
// Dud: a conversions campaign with 840 clicks and no conversion on $420.
const dud = steadyCampaign(1, { impressions: 3000, clicks: 60, spend: 30 }, { name: 'Dud' });
// Traffic: a traffic campaign with a 3 % CTR.
const traffic = steadyCampaign(
  4,
  { impressions: 1000, clicks: 30, spend: 10 },
  { objective: 'TRAFFIC', name: 'Traffic', dailyBudget: 100 },
);

describe('runEngine', () => {
  it('runs every rule and ranks the result', () => {
    const recs = runEngine(snapshot({ campaigns: [dud, sales, winner, traffic] }));
    expect(recs.map((r) => [r.type, r.targetEntity.name, r.priority])).toEqual([
      ['CAMPAIGN_PAUSE', 'Dud', 'HIGH'],
      ['CAMPAIGN_SCALE', 'Winner', 'HIGH'],
    ]);
  });

  it('a campaign proposed for pausing gets no other proposal (here: a new objective)', () => {
    const s = snapshot({ campaigns: [dud, sales, traffic] });
    expect(campaignObjectiveOptimization(s).map((c) => c.targetEntity.name)).toEqual(['Dud']);
    expect(resolveConflicts([...campaignPause(s), ...campaignObjectiveOptimization(s)]).map((c) => c.type)).toEqual(['CAMPAIGN_PAUSE']);
    // With pausing excluded, the objective proposal shows.
    const recs = runEngine({ ...s, settings: { ...s.settings, excludedTypes: ['CAMPAIGN_PAUSE'] } });
    expect(recs.map((r) => [r.type, r.targetEntity.name])).toEqual([['CAMPAIGN_OBJECTIVE_OPTIMIZATION', 'Dud']]);
  });

  it('never pauses a campaign with 3 conversions', () => {
    const three = steadyCampaign(1, { spend: 1000 / 14, conversions: 3, conversionValue: 30 }, { name: 'Three' });
    const recs = runEngine(snapshot({ campaigns: [three, sales] }));
    expect(recs.filter((r) => r.type === 'CAMPAIGN_PAUSE')).toEqual([]);
  });

  it('an account without data gets nothing', () => {
    expect(runEngine(snapshot())).toEqual([]);
  });

  it('a re-run refreshes the pending recommendation instead of adding a second', () => {
    const s = snapshot({ campaigns: [dud, sales] });
    const first = planRun(s, []);
    expect(first.create.map((r) => r.type)).toEqual(['CAMPAIGN_PAUSE']);
    const second = planRun(s, [
      { id: 7, type: 'CAMPAIGN_PAUSE', targetEntity: { kind: 'campaign', id: '1' }, status: 'PENDING', decidedAt: null },
    ]);
    expect(second.create).toEqual([]);
    expect(second.refresh.map((r) => r.id)).toEqual([7]);
  });
});
