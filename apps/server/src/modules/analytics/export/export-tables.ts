/**
 * The tables of an analytics export (docs/analytics.md §Exports), the same for every format: a summary
 * (the range and the eight KPIs), and the campaigns, ads and contents the export type asks for. Each
 * cell says what kind of number it is, so CSV writes it plainly, Excel types and formats it, and the PDF
 * shows it with its unit. Pure: data in, tables out.
 */
import type {
  AdAnalyticsRow,
  AnalyticsMeta,
  CampaignAnalyticsRow,
  KpiMetrics,
  PerformanceTrend,
  TopContent,
} from '@ads-creative/contracts/analytics';
import type { ExportType } from '@ads-creative/contracts/analytics-export';
import {
  type CreativeMetric,
  type CreativeValueResult,
  WHAT_WORKS_MIN_ADS,
  WHAT_WORKS_MIN_IMPRESSIONS,
  whatWorksMessages,
} from '@ads-creative/contracts/creative-analytics';
import { TIME_RANGE_DAYS } from '@ads-creative/contracts/metrics';
import type { WhatWorksRow } from '../what-works/what-works.ts';

/** text; int: a count; money: USD; percent: 2.5 means 2.5 %; score: a whole number without unit. */
export type CellKind = 'text' | 'int' | 'money' | 'percent' | 'score';
export type CellValue = string | number | null;
export interface Cell {
  value: CellValue;
  kind: CellKind;
}

export interface ExportColumn {
  header: string;
  /** The kind of its cells (the summary's Value column holds several kinds: each cell says its own). */
  kind: CellKind;
  /** Shown in the PDF's table (which has room for fewer columns than a spreadsheet). */
  inPdf: boolean;
  /** Relative width in the PDF. */
  pdfWidth?: number;
}

export type ExportSection = 'campaigns' | 'ads' | 'content' | 'whatWorks';
export interface ExportTable {
  /** 'recommendations': the optimization center's export (modules/optimization/optimization-export.ts). */
  key: 'summary' | ExportSection | 'recommendations';
  title: string;
  columns: ExportColumn[];
  rows: Cell[][];
}

/** What the analytics service gives an export (AnalyticsService.exportData). */
export interface ExportData {
  meta: AnalyticsMeta;
  kpiMetrics: KpiMetrics;
  granularity: 'day' | 'week';
  performanceTrends: PerformanceTrend[];
  campaigns?: CampaignAnalyticsRow[];
  ads?: AdAnalyticsRow[];
  content?: { contents: TopContent[] };
  /** 'What works for you' (decision 184): every tag value with its CTR, CPA and ROAS lift against the rest. */
  whatWorks?: WhatWorksRow[];
}

/** The sections each export type holds, in the order they appear. */
export const sectionsOf = (type: ExportType): ExportSection[] => (type === 'all' ? ['campaigns', 'ads', 'content', 'whatWorks'] : [type]);

export const sectionTitles: Record<ExportSection, string> = {
  campaigns: 'Campaigns',
  ads: 'Ads',
  content: 'Content',
  whatWorks: whatWorksMessages.title,
};

/** A column and how to read its value from a row. */
interface ColumnDef<R> extends ExportColumn {
  value: (row: R) => CellValue;
}
const column = <R>(
  header: string,
  kind: CellKind,
  value: (row: R) => CellValue,
  pdf: { inPdf?: boolean; pdfWidth?: number } = {},
): ColumnDef<R> => ({ header, kind, value, inPdf: pdf.inPdf ?? false, pdfWidth: pdf.pdfWidth });

function tableOf<R>(key: ExportSection, defs: ColumnDef<R>[], rows: readonly R[]): ExportTable {
  return {
    key,
    title: sectionTitles[key],
    columns: defs.map(({ value: _, ...c }) => c),
    rows: rows.map((r) => defs.map((d) => ({ value: d.value(r), kind: d.kind }))),
  };
}

const inPdf = (pdfWidth = 1) => ({ inPdf: true, pdfWidth });

/** The campaign table's columns (spec 2 §2 and the local CSV of §7: name, status, budget, spent, impressions, clicks, CTR, CPC, ROI) and the rest of its row. */
const campaignColumns: ColumnDef<CampaignAnalyticsRow>[] = [
  column('Campaign ID', 'int', (r) => r.campaignId),
  column('Campaign Name', 'text', (r) => r.campaignName, inPdf(3)),
  column('Objective', 'text', (r) => r.objective),
  column('Status', 'text', (r) => r.status, inPdf(1.2)),
  column('Budget Type', 'text', (r) => r.budgetType),
  column('Budget', 'money', (r) => r.budget, inPdf(1.3)),
  column('Spent', 'money', (r) => r.spent, inPdf(1.3)),
  column('Budget Utilization', 'percent', (r) => r.budgetUtilization),
  column('Impressions', 'int', (r) => r.impressions, inPdf(1.3)),
  column('Clicks', 'int', (r) => r.clicks, inPdf()),
  column('CTR', 'percent', (r) => r.ctr, inPdf()),
  column('CPC', 'money', (r) => r.cpc, inPdf()),
  column('Conversions', 'int', (r) => r.conversions),
  column('Conversion Value', 'money', (r) => r.conversionValue),
  column('ROI', 'percent', (r) => r.roi, inPdf(1.1)),
];

const adColumns: ColumnDef<AdAnalyticsRow>[] = [
  column('Ad ID', 'int', (r) => r.adId),
  column('Ad Name', 'text', (r) => r.adName, inPdf(2.4)),
  column('Campaign ID', 'int', (r) => r.campaignId),
  column('Campaign Name', 'text', (r) => r.campaignName, inPdf(2.2)),
  column('Status', 'text', (r) => r.status, inPdf(1.1)),
  column('Ad Type', 'text', (r) => r.adType),
  column('Headline', 'text', (r) => r.headline),
  column('AI Provider', 'text', (r) => r.aiProvider, inPdf(1.2)),
  column('Impressions', 'int', (r) => r.impressions, inPdf(1.2)),
  column('Clicks', 'int', (r) => r.clicks, inPdf()),
  column('CTR', 'percent', (r) => r.ctr, inPdf()),
  column('CPC', 'money', (r) => r.cpc),
  column('Spent', 'money', (r) => r.spent, inPdf(1.2)),
  column('Conversions', 'int', (r) => r.conversions),
  column('Conversion Value', 'money', (r) => r.conversionValue),
  column('ROI', 'percent', (r) => r.roi, inPdf()),
];

const contentColumns: ColumnDef<TopContent>[] = [
  column('Content ID', 'int', (r) => r.contentId, inPdf(0.9)),
  column('Ad ID', 'int', (r) => r.adId, inPdf(0.8)),
  column('Headline', 'text', (r) => r.headline, inPdf(3.6)),
  column('AI Provider', 'text', (r) => r.aiProvider, inPdf(1.3)),
  column('Impressions', 'int', (r) => r.impressions, inPdf(1.2)),
  column('Clicks', 'int', (r) => r.clicks, inPdf()),
  column('CTR', 'percent', (r) => r.ctr, inPdf()),
  column('Conversions', 'int', (r) => r.conversions, inPdf()),
  column('Performance Score', 'score', (r) => r.performanceScore, inPdf(1.7)),
];

/** A metric's lift against the rest, its interval and its verdict ('NOT_ENOUGH_DATA: fewer than 3 ads'). */
const liftColumns = (metric: CreativeMetric, pdf = false): ColumnDef<WhatWorksRow>[] => {
  const of = (r: WhatWorksRow) => r.results[metric];
  return [
    column(`${metric} Lift vs Rest`, 'percent', (r) => of(r).liftVsRest, pdf ? inPdf(1.2) : {}),
    column(`${metric} Lift Low`, 'percent', (r) => of(r).liftLow),
    column(`${metric} Lift High`, 'percent', (r) => of(r).liftHigh),
    column(`${metric} Verdict`, 'text', (r) => verdictText(of(r)), pdf ? inPdf(2.2) : {}),
  ];
};

/** The verdict, with its reason when there is not enough evidence. */
export function verdictText(
  v: Pick<CreativeValueResult, 'verdict' | 'reason' | 'ads'>,
  min = { impressions: WHAT_WORKS_MIN_IMPRESSIONS, ads: WHAT_WORKS_MIN_ADS },
): string {
  if (v.verdict !== 'NOT_ENOUGH_DATA' || !v.reason) return v.verdict;
  const reason = whatWorksMessages.reasons[v.reason](v.reason === 'IMPRESSIONS' ? min.impressions : min.ads);
  return `${v.verdict}: ${reason}`;
}

const whatWorksColumns: ColumnDef<WhatWorksRow>[] = [
  column('Dimension', 'text', (r) => whatWorksMessages.dimensionLabels[r.dimension], inPdf(1.3)),
  column('Value', 'text', (r) => r.results.CTR.value, inPdf(1.8)),
  column('Ads', 'int', (r) => r.results.CTR.ads, inPdf(0.7)),
  column('Impressions', 'int', (r) => r.results.CTR.impressions, inPdf(1.2)),
  column('Clicks', 'int', (r) => r.results.CTR.clicks),
  column('CTR', 'percent', (r) => r.results.CTR.ctr, inPdf()),
  column('CTR Low', 'percent', (r) => r.results.CTR.ctrLow),
  column('CTR High', 'percent', (r) => r.results.CTR.ctrHigh),
  column('Spent', 'money', (r) => r.results.CTR.spend),
  column('Conversions', 'int', (r) => r.results.CTR.conversions),
  column('Conversion Value', 'money', (r) => r.results.CTR.conversionValue),
  column('CPC', 'money', (r) => r.results.CTR.cpc),
  column('CPA', 'money', (r) => r.results.CTR.cpa),
  // ROAS 2.5 ($2.50 back per $1) is written 250 %.
  column('ROAS', 'percent', (r) => (r.results.CTR.roas === null ? null : Math.round(r.results.CTR.roas * 10000) / 100)),
  ...liftColumns('CTR', true),
  ...liftColumns('CPA'),
  ...liftColumns('ROAS'),
];

/** Spec 2 §2: the eight KPI cards, in their order, with growth on the four that show it. */
export function kpiCards(k: KpiMetrics): { label: string; cell: Cell; growth: number | null | undefined }[] {
  const card = (label: string, kind: CellKind, value: number | null, growth?: number | null) => ({ label, cell: { value, kind }, growth });
  return [
    card('Total Campaigns', 'int', k.totalCampaigns, k.campaignGrowth),
    card('Total Ads', 'int', k.totalAds, k.adGrowth),
    card('Total Impressions', 'int', k.totalImpressions, k.impressionGrowth),
    card('Average CTR', 'percent', k.averageCTR),
    card('Total Budget', 'money', k.totalBudget, k.budgetGrowth),
    card('ROI', 'percent', k.roi),
    card('AI Content Generated', 'int', k.contentGenerated),
    card('AI Cost Savings', 'money', k.aiCostSavings),
  ];
}

const unitOf: Record<CellKind, string> = { text: '', int: '', score: '', money: 'USD', percent: '%' };

/** "Last 30 days"; 1y is the last 365 days (docs/analytics.md §Ranges). */
export const rangeLabel = (meta: Pick<AnalyticsMeta, 'timeRange'>) => `Last ${TIME_RANGE_DAYS[meta.timeRange]} days`;

/** The UI marks sandbox and demo numbers as such (issue 9, decision 088); so does every file. */
const sourceLabels: Record<AnalyticsMeta['metricsSources'][number], string> = {
  facebook: 'Facebook',
  sandbox: 'the Facebook sandbox (simulated)',
  demo: 'demo data (simulated)',
};

/** 'Facebook, demo data (simulated)': where the numbers come from. */
export const dataSourcesText = (meta: Pick<AnalyticsMeta, 'metricsSources'>) => meta.metricsSources.map((s) => sourceLabels[s]).join(', ');

/** The range, then the KPIs with their growth against the previous period. */
export function summaryTable(data: Pick<ExportData, 'meta' | 'kpiMetrics'>): ExportTable {
  const { meta } = data;
  const text = (label: string, value: string): Cell[] => [
    { value: label, kind: 'text' },
    { value, kind: 'text' },
    { value: '', kind: 'text' },
    { value: null, kind: 'percent' },
  ];
  return {
    key: 'summary',
    title: 'Summary',
    columns: [
      { header: 'Metric', kind: 'text', inPdf: true },
      { header: 'Value', kind: 'text', inPdf: true },
      { header: 'Unit', kind: 'text', inPdf: false },
      { header: 'Change vs Previous Period', kind: 'percent', inPdf: true },
    ],
    rows: [
      text('Time Range', `${meta.timeRange} (${rangeLabel(meta)})`),
      text('From', meta.since),
      text('To', meta.until),
      text('Time Zone', meta.timezone),
      text('Currency', meta.currency),
      ...(meta.metricsSources.length > 0 ? [text('Data From', dataSourcesText(meta))] : []),
      ...(meta.unconvertedCurrencies.length > 0 ? [text('Left Out (No USD Rate)', meta.unconvertedCurrencies.join(', '))] : []),
      ...kpiCards(data.kpiMetrics).map((c) => [
        { value: c.label, kind: 'text' as const },
        c.cell,
        { value: unitOf[c.cell.kind], kind: 'text' as const },
        { value: c.growth ?? null, kind: 'percent' as const },
      ]),
    ],
  };
}

/** The tables of an export: the summary, then one table per section the type holds. */
export function exportTables(type: ExportType, data: ExportData): ExportTable[] {
  const tables: ExportTable[] = [summaryTable(data)];
  for (const section of sectionsOf(type)) {
    if (section === 'campaigns') tables.push(tableOf('campaigns', campaignColumns, data.campaigns ?? []));
    if (section === 'ads') tables.push(tableOf('ads', adColumns, data.ads ?? []));
    if (section === 'content') tables.push(tableOf('content', contentColumns, data.content?.contents ?? []));
    if (section === 'whatWorks') tables.push(tableOf('whatWorks', whatWorksColumns, data.whatWorks ?? []));
  }
  return tables;
}

/** A column's header with its unit ('Spent (USD)', 'CTR (%)'), for formats whose cells carry none. */
export const headerWithUnit = (c: ExportColumn) => (unitOf[c.kind] ? `${c.header} (${unitOf[c.kind]})` : c.header);
