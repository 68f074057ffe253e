/**
 * The eight KPI cards of spec 2 §2, in order, with the spec's colours (§3: blue, green, purple,
 * orange, teal, indigo, pink, cyan) and formats (number, currency, percentage). Growth badges only on
 * campaigns, ads, impressions and budget.
 */
import type { KpiMetrics } from '@ads-creative/contracts/analytics';
import { formatKpi, formatRoi, type KpiFormat } from './analytics-format.ts';

export const kpiColors = ['blue', 'green', 'purple', 'orange', 'teal', 'indigo', 'pink', 'cyan'] as const;
export type KpiColor = (typeof kpiColors)[number];

/** Mantine's palette has no 'purple': its purple is 'grape'. */
export const mantineColor = (color: KpiColor) => (color === 'purple' ? 'grape' : color);

type NumberField = { [K in keyof KpiMetrics]: KpiMetrics[K] extends number | null ? K : never }[keyof KpiMetrics];

export interface KpiCard {
  label: string;
  value: NumberField;
  growth?: NumberField;
  color: KpiColor;
  format: KpiFormat;
}

export const KPI_CARDS: KpiCard[] = [
  { label: 'Total Campaigns', value: 'totalCampaigns', growth: 'campaignGrowth', color: 'blue', format: 'number' },
  { label: 'Total Ads', value: 'totalAds', growth: 'adGrowth', color: 'green', format: 'number' },
  { label: 'Total Impressions', value: 'totalImpressions', growth: 'impressionGrowth', color: 'purple', format: 'number' },
  { label: 'Average CTR', value: 'averageCTR', color: 'orange', format: 'percentage' },
  { label: 'Total Budget', value: 'totalBudget', growth: 'budgetGrowth', color: 'teal', format: 'currency' },
  { label: 'ROI', value: 'roi', color: 'indigo', format: 'percentage' },
  { label: 'AI Content Generated', value: 'contentGenerated', color: 'pink', format: 'number' },
  { label: 'AI Cost Savings', value: 'aiCostSavings', color: 'cyan', format: 'currency' },
];

/** A card's value as shown: ROI carries '+' when positive. */
export const kpiText = (card: KpiCard, kpis: KpiMetrics) =>
  card.value === 'roi' ? formatRoi(kpis.roi) : formatKpi(kpis[card.value], card.format);
