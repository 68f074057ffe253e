import { describe, expect, it } from 'vitest';
import {
  contentRating,
  contentTrend,
  depletionText,
  providerScoreClass,
  scoreBarPercent,
  selectionRateInsight,
  utilizationLevel,
  utilizationMessage,
  volumeInsight,
} from './analytics-rules.ts';

describe('budget utilization (spec 2 §9)', () => {
  it('is high from 90, medium from 70, else low', () => {
    expect(utilizationLevel(90)).toBe('high');
    expect(utilizationLevel(120)).toBe('high');
    expect(utilizationLevel(89.99)).toBe('medium');
    expect(utilizationLevel(70)).toBe('medium');
    expect(utilizationLevel(69.99)).toBe('low');
    expect(utilizationLevel(0)).toBe('low');
    expect(utilizationLevel(null)).toBeNull();
  });

  it('says the spec’s message for each level', () => {
    expect(utilizationMessage(95)).toBe('High utilization - Monitor spending closely');
    expect(utilizationMessage(75)).toBe('Moderate utilization - On track');
    expect(utilizationMessage(10)).toBe('Low utilization - Room for increased spending');
    expect(utilizationMessage(null)).toBe('No budget allocated in this period');
  });
});

describe('budget depletion', () => {
  it("reads 'N/A' without spend and 'Budget exhausted' at 0 or less", () => {
    expect(depletionText(null)).toBe('N/A');
    expect(depletionText(0)).toBe('Budget exhausted');
    expect(depletionText(-3)).toBe('Budget exhausted');
  });

  it('gives the days otherwise: $500 left at $40 a day is 12.5 days', () => {
    expect(depletionText(500 / 40)).toBe('12.5 days');
    expect(depletionText(1)).toBe('1 day');
    expect(depletionText(1234)).toBe('1,234 days');
  });

  it('never reads a little budget left as exhausted: $5 left at $1,000 a day is under 0.1 day', () => {
    expect(depletionText(0.005)).toBe('< 0.1 days');
    // $4 left at $50 a day: 0.08 days, which rounding alone would show as '0.1 days'.
    expect(depletionText(4 / 50)).toBe('< 0.1 days');
    expect(depletionText(0.1)).toBe('0.1 days');
  });
});

describe('provider score classes', () => {
  it('are 80 or more excellent, 60 good, 40 average, else poor', () => {
    expect(providerScoreClass(80)).toBe('excellent');
    expect(providerScoreClass(79.9)).toBe('good');
    expect(providerScoreClass(60)).toBe('good');
    expect(providerScoreClass(40)).toBe('average');
    expect(providerScoreClass(39.9)).toBe('poor');
    expect(providerScoreClass(null)).toBeNull();
  });
});

describe('content performance score', () => {
  it('rates Excellent from 8000, Very Good 6000, Good 4000, Average 2000, else Below Average', () => {
    expect(contentRating(10_000)).toBe('Excellent');
    expect(contentRating(8000)).toBe('Excellent');
    expect(contentRating(7999)).toBe('Very Good');
    expect(contentRating(6000)).toBe('Very Good');
    expect(contentRating(4000)).toBe('Good');
    expect(contentRating(2000)).toBe('Average');
    expect(contentRating(1999)).toBe('Below Average');
    expect(contentRating(0)).toBe('Below Average');
  });

  it('fills the score bar to the score over 10,000, capped', () => {
    expect(scoreBarPercent(5800)).toBe(58);
    expect(scoreBarPercent(10_000)).toBe(100);
    expect(scoreBarPercent(12_500)).toBe(100);
    expect(scoreBarPercent(-5)).toBe(0);
  });

  it('points the trend arrow up from 6000, stable from 3000, else down', () => {
    expect(contentTrend(6000)).toBe('up');
    expect(contentTrend(5999)).toBe('stable');
    expect(contentTrend(3000)).toBe('stable');
    expect(contentTrend(2999)).toBe('down');
  });
});

describe('content quality insights', () => {
  it('classes the selection rate: 70 and up excellent, 50 good, 30 average, else poor', () => {
    expect(selectionRateInsight(70)?.level).toBe('excellent');
    expect(selectionRateInsight(69.9)?.level).toBe('good');
    expect(selectionRateInsight(50)?.level).toBe('good');
    expect(selectionRateInsight(30)?.level).toBe('average');
    expect(selectionRateInsight(29.9)?.level).toBe('poor');
    expect(selectionRateInsight(null)).toBeNull();
  });

  it('classes the volume: over 1000 high, over 500 moderate, over 100 growing, else building', () => {
    expect(volumeInsight(1001).level).toBe('high');
    expect(volumeInsight(1000).level).toBe('moderate');
    expect(volumeInsight(501).level).toBe('moderate');
    expect(volumeInsight(500).level).toBe('growing');
    expect(volumeInsight(101).level).toBe('growing');
    expect(volumeInsight(100).level).toBe('building');
    expect(volumeInsight(0).level).toBe('building');
  });
});
