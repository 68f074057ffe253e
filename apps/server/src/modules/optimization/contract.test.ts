import {
  DEFAULT_OPTIMIZATION_SETTINGS,
  dismissInput,
  LOW_RISK_TYPES,
  optimizationSettingsInput,
  optimizationSettingsSchema,
  RECOMMENDATION_TYPE_INFO,
  recommendationTypes,
} from '@ads-creative/contracts/optimization';
import { describe, expect, it } from 'vitest';

const base = { frequency: 'daily', minConfidence: 0.7, autoAccept: false, excludedTypes: [] };

describe('optimization settings (spec 2 §3, §5, §9)', () => {
  it('defaults: daily, 0.7, no auto-accept, nothing excluded', () => {
    expect(DEFAULT_OPTIMIZATION_SETTINGS).toMatchObject(base);
    expect(optimizationSettingsSchema.parse(DEFAULT_OPTIMIZATION_SETTINGS)).toEqual(DEFAULT_OPTIMIZATION_SETTINGS);
  });

  it('minConfidence from 0.5 to 1 in steps of 0.05', () => {
    for (const ok of [0.5, 0.55, 0.7, 0.85, 0.95, 1])
      expect(optimizationSettingsInput.safeParse({ ...base, minConfidence: ok }).success).toBe(true);
    for (const bad of [0.45, 0.72, 1.05, '0.7']) {
      const r = optimizationSettingsInput.safeParse({ ...base, minConfidence: bad });
      expect(r.success).toBe(false);
      expect(r.error?.issues[0].message).toBe('minConfidence must be between 0.5 and 1 in steps of 0.05.');
    }
  });

  it('frequency and excluded types from the lists, duplicates dropped', () => {
    expect(optimizationSettingsInput.safeParse({ ...base, frequency: 'hourly' }).error?.issues[0].message).toBe(
      'frequency must be one of daily, weekly, monthly.',
    );
    expect(optimizationSettingsInput.safeParse({ ...base, excludedTypes: ['NOPE'] }).success).toBe(false);
    expect(optimizationSettingsInput.parse({ ...base, excludedTypes: ['CAMPAIGN_PAUSE', 'CAMPAIGN_PAUSE'] }).excludedTypes).toEqual([
      'CAMPAIGN_PAUSE',
    ]);
  });

  it('a budget step cap of at most 20 %', () => {
    expect(optimizationSettingsInput.safeParse({ ...base, maxBudgetStepPercent: 25 }).success).toBe(false);
    expect(optimizationSettingsInput.parse({ ...base, maxBudgetStepPercent: 10 }).maxBudgetStepPercent).toBe(10);
  });
});

describe('recommendation vocabulary', () => {
  it('every type has a category of the spec, and only low-risk ones may be auto-accepted', () => {
    expect(recommendationTypes).toHaveLength(8);
    expect(LOW_RISK_TYPES).toEqual(['AI_PROVIDER_SWITCH', 'CONTENT_TYPE_OPTIMIZATION', 'AD_CREATIVE_REFRESH']);
    expect(RECOMMENDATION_TYPE_INFO.AD_SCHEDULING.category).toBe('Timing Optimization');
  });

  it("dismissing with 'other' needs the free text", () => {
    expect(dismissInput.safeParse({ reason: 'too_risky' }).success).toBe(true);
    expect(dismissInput.safeParse({ reason: 'other' }).error?.issues[0].message).toBe("A comment is required when the reason is 'other'.");
    expect(dismissInput.parse({ reason: 'other', comment: ' seasonal ' })).toEqual({ reason: 'other', comment: 'seasonal' });
    expect(dismissInput.safeParse({ reason: 'bored' }).error?.issues[0].message).toBe(
      'reason must be one of not_relevant, already_implemented, insufficient_data, too_risky, other.',
    );
  });
});
