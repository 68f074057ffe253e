import type { ImpactMetric, ImpactVerdict, MeasuredImpact } from '@ads-creative/contracts/optimization';
import { describe, expect, it } from 'vitest';
import { type CategoryRow, categoryStats, historyOf, type ImplementedRow, resultOf } from './outcomes.ts';

const m = (horizonDays: number, metric: ImpactMetric, verdict: ImpactVerdict, change: number | null): MeasuredImpact => ({
  horizonDays,
  metric,
  verdict,
  change,
  lower: change === null ? null : change - 5,
  upper: change === null ? null : change + 5,
  level: 0.9,
  method: 'difference_in_differences',
});

const implemented = (id: number, measured: MeasuredImpact[]): ImplementedRow => ({
  id,
  type: 'CAMPAIGN_SCALE',
  title: `Rec ${id}`,
  description: 'd',
  implementedAt: `2026-06-0${id}T10:00:00.000Z`,
  revertedAt: null,
  revertible: false,
  measured,
});

describe('history (Performance tab)', () => {
  // Newest first: 5 measured at 7 and 14 days, 4 a cost that fell 20 %, 3 a failure, 2 inconclusive, 1 not yet measured.
  const rows = [
    implemented(5, [m(14, 'ctr', 'PARTIAL', 8), m(7, 'ctr', 'SUCCESS', 12)]),
    implemented(4, [m(14, 'cost_per_conversion', 'SUCCESS', -20)]),
    implemented(3, [m(7, 'conversions', 'FAILED', -5)]),
    implemented(2, [m(7, 'ctr', 'INCONCLUSIVE', 3)]),
    implemented(1, []),
  ];

  it('an item shows its latest measurement: 14 days over 7; nothing measured is too early', () => {
    expect(resultOf(rows[0]?.measured ?? [])).toEqual({ actualImpact: 8, verdict: 'PARTIAL', status: 'PARTIAL', metric: 'ctr' });
    expect(resultOf([m(7, 'ctr', 'INCONCLUSIVE', 3)])).toEqual({ actualImpact: 3, verdict: 'INCONCLUSIVE', status: null, metric: 'ctr' });
    expect(resultOf([m(14, 'ctr', 'TOO_EARLY', null)])).toEqual({ actualImpact: null, verdict: 'TOO_EARLY', status: null, metric: null });
  });

  it('worked by hand: 5 implemented; average improvement (8 + 20 − 5 + 3) / 4 = 6.5; 1 success of 3 decided = 33.3 %', () => {
    const h = historyOf(rows, 2);
    expect(h.totalImplemented).toBe(5);
    expect(h.averageImpact).toBe(6.5);
    expect(h.successRate).toBe(33.3);
    expect(h.items.map((i) => [i.id, i.actualImpact, i.status, i.verdict])).toEqual([
      [5, 8, 'PARTIAL', 'PARTIAL'],
      [4, -20, 'SUCCESS', 'SUCCESS'],
    ]);
    expect(h.items[0]?.measuredImpact.map((x) => x.horizonDays)).toEqual([7, 14]);
  });

  it('nothing measured or decided: null averages', () => {
    expect(historyOf([implemented(1, [])], 50)).toMatchObject({ totalImplemented: 1, averageImpact: null, successRate: null });
    expect(historyOf([], 50)).toEqual({ totalImplemented: 0, averageImpact: null, successRate: null, items: [] });
  });
});

describe('categories (By Category tab)', () => {
  const row = (
    type: CategoryRow['type'],
    status: CategoryRow['status'],
    priority: CategoryRow['priority'],
    measured: MeasuredImpact[] = [],
  ): CategoryRow => ({
    type,
    status,
    priority,
    implemented: status === 'IMPLEMENTED',
    measured,
  });

  it('worked by hand over a handful of recommendations', () => {
    const stats = categoryStats([
      row('CAMPAIGN_SCALE', 'PENDING', 'HIGH'),
      row('BUDGET_REALLOCATION', 'SCHEDULED', 'MEDIUM'),
      row('BUDGET_REALLOCATION', 'IMPLEMENTED', 'HIGH', [m(14, 'roas', 'SUCCESS', 10)]),
      row('CAMPAIGN_PAUSE', 'IMPLEMENTED', 'HIGH', [m(7, 'cost_per_conversion', 'SUCCESS', -30)]),
      row('CAMPAIGN_PAUSE', 'DISMISSED', 'HIGH'),
      row('AD_CREATIVE_REFRESH', 'EXPIRED', 'LOW'),
      row('AI_PROVIDER_SWITCH', 'ACCEPTED', 'HIGH'),
    ]);
    expect(stats).toEqual([
      {
        category: 'Budget Optimization',
        open: 2,
        highPriority: 1,
        implemented: 1,
        averageImpact: 10,
        types: ['BUDGET_REALLOCATION', 'CAMPAIGN_SCALE'],
      },
      { category: 'AI Optimization', open: 1, highPriority: 1, implemented: 0, averageImpact: null, types: ['AI_PROVIDER_SWITCH'] },
      {
        category: 'Campaign Strategy',
        open: 0,
        highPriority: 0,
        implemented: 1,
        averageImpact: 30,
        types: ['CAMPAIGN_OBJECTIVE_OPTIMIZATION', 'CAMPAIGN_PAUSE'],
      },
      {
        category: 'Creative Optimization',
        open: 0,
        highPriority: 0,
        implemented: 0,
        averageImpact: null,
        types: ['CONTENT_TYPE_OPTIMIZATION', 'AD_CREATIVE_REFRESH'],
      },
      { category: 'Timing Optimization', open: 0, highPriority: 0, implemented: 0, averageImpact: null, types: ['AD_SCHEDULING'] },
    ]);
  });
});
