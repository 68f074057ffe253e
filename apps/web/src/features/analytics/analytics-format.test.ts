import { describe, expect, it } from 'vitest';
import {
  formatCount,
  formatDay,
  formatGrowth,
  formatKpi,
  formatMetric,
  formatPercent,
  formatResponseTime,
  formatRoi,
  formatUsd,
  formatUsdCents,
} from './analytics-format.ts';

describe('analytics number formats (spec 2 §9)', () => {
  it('abbreviates counts with K from 1,000 and M from 1,000,000', () => {
    expect(formatCount(999)).toBe('999');
    expect(formatCount(1000)).toBe('1K');
    expect(formatCount(12_345)).toBe('12.3K');
    expect(formatCount(2_500_000)).toBe('2.5M');
  });

  it('writes USD without decimals, and with two for provider cost and CPC', () => {
    expect(formatUsd(1234.5)).toBe('$1,235');
    expect(formatUsd(-40.2)).toBe('-$40');
    expect(formatUsdCents(0.4)).toBe('$0.40');
    expect(formatUsdCents(1234.567)).toBe('$1,234.57');
  });

  it("reads '—' for every value the server leaves null", () => {
    for (const f of [formatCount, formatUsd, formatUsdCents, formatPercent, formatRoi, formatGrowth, formatResponseTime])
      expect(f(null)).toBe('—');
    expect(formatKpi(null, 'percentage')).toBe('—');
  });

  it("puts '+' on a positive ROI only", () => {
    expect(formatRoi(15.25)).toBe('+15.25%');
    expect(formatRoi(-20)).toBe('-20.00%');
    expect(formatRoi(0)).toBe('0.00%');
    // 0.001 % rounds to 0.00 %: no sign on what reads as zero.
    expect(formatRoi(0.001)).toBe('0.00%');
    expect(formatRoi(12_345.6)).toBe('+12,345.60%');
  });

  it('writes growth with one decimal and its sign', () => {
    expect(formatGrowth(12.34)).toBe('+12.3%');
    expect(formatGrowth(-3.25)).toBe('-3.3%');
  });

  it('formats a KPI by its kind', () => {
    expect(formatKpi(1_500_000, 'number')).toBe('1.5M');
    expect(formatKpi(2500, 'currency')).toBe('$2,500');
    expect(formatKpi(2.5, 'percentage')).toBe('2.50%');
  });

  it('formats a trend value in its metric’s unit', () => {
    expect(formatMetric('impressions', 45_600)).toBe('45.6K');
    expect(formatMetric('ctr', 1.666)).toBe('1.67%');
    expect(formatMetric('cpc', 0.415)).toBe('$0.42');
    expect(formatMetric('spend', 99.5)).toBe('$100');
    expect(formatMetric('conversions', 12)).toBe('12');
  });

  it('writes response times in ms under a second, else in seconds', () => {
    expect(formatResponseTime(850)).toBe('850 ms');
    expect(formatResponseTime(1250)).toBe('1.3 s');
  });

  it('writes a calendar day as month and day', () => {
    expect(formatDay('2026-11-22')).toBe('Nov 22');
  });
});
