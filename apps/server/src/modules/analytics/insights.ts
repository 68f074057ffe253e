/**
 * Findings in plain language with the numbers behind them (GET /api/analytics/insights;
 * docs/analytics.md §The other answers). Pure: the answers of the other analytics parts in, a list
 * of insights out, most important first. Thresholds and messages of spec 2 §9 are the contract's.
 */
import {
  type AiProviderAnalytics,
  BUDGET_UTILIZATION_MESSAGES,
  BUDGET_UTILIZATION_THRESHOLDS,
  type BudgetAnalytics,
  type CampaignAnalyticsRow,
  CONTENT_VOLUME_CLASSES,
  type ContentAnalytics,
  type Insight,
  type MetricTotals,
  SELECTION_RATE_CLASSES,
} from '@ads-creative/contracts/analytics';
import { growth } from './formulas.ts';

export interface InsightInput {
  /** e.g. 'the previous 30 days'. */
  periodName: string;
  current: MetricTotals;
  previous: MetricTotals;
  campaigns: readonly CampaignAnalyticsRow[];
  budget: BudgetAnalytics;
  content: ContentAnalytics;
  providers: AiProviderAnalytics;
  aiCostSavings: number;
  contentGenerated: number;
  copywriterCostPerVariation: number;
}

/** Campaigns need this many impressions before their CTR is compared with others'. */
export const MIN_IMPRESSIONS_TO_COMPARE = 1000;

const number = (n: number) => n.toLocaleString('en-US', { maximumFractionDigits: 2 });
const usd = (n: number) =>
  `${n < 0 ? '−' : ''}$${Math.abs(n).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const pct = (n: number) => `${number(n)}%`;
const signed = (n: number) => `${n > 0 ? '+' : n < 0 ? '−' : ''}${number(Math.abs(n))}%`;

type Draft = Omit<Insight, 'previousValue' | 'change' | 'entity'> & Partial<Pick<Insight, 'previousValue' | 'change' | 'entity'>>;
const finish = (d: Draft): Insight => ({ previousValue: null, change: null, entity: null, ...d });

/** Higher is better for these; for cpc lower is. */
function changeInsight(
  metric: 'impressions' | 'clicks' | 'ctr' | 'spent' | 'roi',
  label: string,
  input: InsightInput,
  format: (n: number) => string,
): Draft | null {
  const now = input.current[metric];
  const before = input.previous[metric];
  if (now === null || before === null) return null;
  const change = growth(now, before);
  if (change === null) return null;
  const direction = change > 0 ? 'rose' : change < 0 ? 'fell' : 'held';
  const good = metric === 'spent' ? 'info' : change > 0 ? 'positive' : change < 0 ? 'negative' : 'info';
  return {
    id: `${metric}-change`,
    category: 'performance',
    severity: good,
    title: `${label} ${direction === 'held' ? 'unchanged' : `${direction} ${signed(change)}`}`,
    message:
      direction === 'held'
        ? `${label} stayed at ${format(now)}, the same as in ${input.periodName}.`
        : `${label} ${direction} from ${format(before)} to ${format(now)} (${signed(change)}) compared with ${input.periodName}.`,
    metric,
    value: now,
    previousValue: before,
    change,
  };
}

function campaignInsights(input: InsightInput): Draft[] {
  const out: Draft[] = [];
  const compared = input.campaigns.filter((c) => c.impressions >= MIN_IMPRESSIONS_TO_COMPARE && c.ctr !== null);
  if (compared.length >= 2 && input.current.ctr !== null) {
    const sorted = [...compared].sort((a, b) => (b.ctr as number) - (a.ctr as number) || a.campaignName.localeCompare(b.campaignName));
    const best = sorted[0] as CampaignAnalyticsRow;
    const worst = sorted[sorted.length - 1] as CampaignAnalyticsRow;
    out.push({
      id: 'best-campaign-ctr',
      category: 'campaign',
      severity: 'positive',
      title: `${best.campaignName} has the best CTR`,
      message: `${best.campaignName} reached a CTR of ${pct(best.ctr as number)} on ${number(best.impressions)} impressions, against ${pct(input.current.ctr)} over all your ads.`,
      metric: 'ctr',
      value: best.ctr,
      previousValue: input.current.ctr,
      entity: { type: 'campaign', id: best.campaignId, name: best.campaignName },
    });
    if (worst.campaignId !== best.campaignId && (worst.ctr as number) < input.current.ctr) {
      out.push({
        id: 'weakest-campaign-ctr',
        category: 'campaign',
        severity: 'warning',
        title: `${worst.campaignName} has the weakest CTR`,
        message: `${worst.campaignName} reached a CTR of ${pct(worst.ctr as number)} on ${number(worst.impressions)} impressions, against ${pct(input.current.ctr)} over all your ads: its creative may need a refresh.`,
        metric: 'ctr',
        value: worst.ctr,
        previousValue: input.current.ctr,
        entity: { type: 'campaign', id: worst.campaignId, name: worst.campaignName },
      });
    }
  }
  const wasted = input.campaigns
    .filter((c) => c.spent > 0 && c.conversions === 0)
    .sort((a, b) => b.spent - a.spent)
    .slice(0, 3);
  for (const c of wasted) {
    out.push({
      id: 'spend-without-conversions',
      category: 'campaign',
      severity: 'warning',
      title: `${c.campaignName} spends without converting`,
      message: `${c.campaignName} spent ${usd(c.spent)} with no conversions (${number(c.clicks)} clicks).`,
      metric: 'spent',
      value: c.spent,
      entity: { type: 'campaign', id: c.campaignId, name: c.campaignName },
    });
  }
  return out;
}

function budgetInsights(b: BudgetAnalytics): Draft[] {
  const out: Draft[] = [];
  if (b.budgetUtilizationRate !== null) {
    const u = b.budgetUtilizationRate;
    const level = u >= BUDGET_UTILIZATION_THRESHOLDS.high ? 'high' : u >= BUDGET_UTILIZATION_THRESHOLDS.medium ? 'medium' : 'low';
    out.push({
      id: 'budget-utilization',
      category: 'budget',
      severity: level === 'high' ? 'warning' : 'info',
      title: BUDGET_UTILIZATION_MESSAGES[level],
      message: `${usd(b.totalBudgetSpent)} of ${usd(b.totalBudgetAllocated)} spent: ${pct(u)} of the budget.`,
      metric: 'budgetUtilizationRate',
      value: u,
    });
  }
  if (b.daysUntilDepletion !== null) {
    const exhausted = b.daysUntilDepletion === 0;
    out.push({
      id: 'budget-depletion',
      category: 'budget',
      severity: exhausted ? 'warning' : 'info',
      title: exhausted
        ? 'Budget exhausted'
        : `Budget lasts ${b.daysUntilDepletion < 0.1 ? 'less than 0.1' : `${number(b.daysUntilDepletion)} more`} days`,
      message: exhausted
        ? `Spending (${usd(b.totalBudgetSpent)}) has reached the budget of ${usd(b.totalBudgetAllocated)}.`
        : `At ${usd(b.averageDailySpend)} a day, the remaining ${usd(b.remainingBudget)} lasts ${b.daysUntilDepletion < 0.1 ? 'less than 0.1' : number(b.daysUntilDepletion)} days.`,
      metric: 'daysUntilDepletion',
      value: b.daysUntilDepletion,
    });
  }
  return out;
}

function contentInsights(input: InsightInput): Draft[] {
  const out: Draft[] = [];
  const c = input.content;
  if (c.selectionRate !== null) {
    const r = c.selectionRate;
    const level =
      r >= SELECTION_RATE_CLASSES.excellent
        ? 'excellent'
        : r >= SELECTION_RATE_CLASSES.good
          ? 'good'
          : r >= SELECTION_RATE_CLASSES.average
            ? 'average'
            : 'poor';
    out.push({
      id: 'selection-rate',
      category: 'content',
      severity: level === 'excellent' || level === 'good' ? 'positive' : level === 'average' ? 'info' : 'warning',
      title: `Selection rate is ${level}`,
      message: `You chose ${number(c.selectedContent)} of ${number(c.totalContentGenerated)} AI contents (${pct(r)}).`,
      metric: 'selectionRate',
      value: r,
    });
  }
  const n = c.totalContentGenerated;
  const volume =
    n > CONTENT_VOLUME_CLASSES.high
      ? 'high'
      : n > CONTENT_VOLUME_CLASSES.moderate
        ? 'moderate'
        : n > CONTENT_VOLUME_CLASSES.growing
          ? 'growing'
          : 'building';
  out.push({
    id: 'content-volume',
    category: 'content',
    severity: 'info',
    title: `Content volume: ${volume}`,
    message: `${number(n)} AI contents generated in this period.`,
    metric: 'contentGenerated',
    value: n,
  });
  if (input.contentGenerated > 0) {
    out.push({
      id: 'ai-cost-savings',
      category: 'ai',
      severity: input.aiCostSavings >= 0 ? 'positive' : 'negative',
      title:
        input.aiCostSavings >= 0
          ? `AI content saved about ${usd(input.aiCostSavings)}`
          : `AI content cost ${usd(-input.aiCostSavings)} more than a copywriter`,
      message: `${number(input.contentGenerated)} contents × ${usd(input.copywriterCostPerVariation)} a copywriter would charge, less ${usd(input.providers.totalAICost)} of AI calls.`,
      metric: 'aiCostSavings',
      value: input.aiCostSavings,
    });
  }
  return out;
}

function providerInsight(p: AiProviderAnalytics): Draft | null {
  const best = p.bestPerformingProvider;
  const m = best ? p.providerMetrics[best] : undefined;
  if (!best || !m || m.adjustedCtr === null) return null;
  return {
    id: 'best-provider',
    category: 'ai',
    severity: 'positive',
    title: `${best} content performs best`,
    message: `Ads using ${best}'s content reached a CTR of ${pct(m.ctr ?? 0)} on ${number(m.impressions)} impressions in ${number(m.adCount)} ads (${pct(m.adjustedCtr)} once weighed against how much evidence each provider has).`,
    metric: 'adjustedCtr',
    value: m.adjustedCtr,
    previousValue: m.ctr,
    entity: { type: 'provider', id: best, name: best },
  };
}

export function buildInsights(input: InsightInput): Insight[] {
  const drafts: (Draft | null)[] = [];
  if (input.current.impressions === 0 && input.previous.impressions === 0) {
    drafts.push({
      id: 'no-delivery',
      category: 'performance',
      severity: 'info',
      title: 'No delivery data yet',
      message: 'None of your ads has delivered in this period. Publish an ad to Facebook and sync its insights to see performance here.',
      metric: 'impressions',
      value: 0,
    });
  } else {
    drafts.push(
      changeInsight('impressions', 'Impressions', input, number),
      changeInsight('ctr', 'CTR', input, pct),
      changeInsight('spent', 'Spend', input, usd),
    );
    if (input.current.roi !== null) {
      drafts.push({
        id: 'roi',
        category: 'performance',
        severity: input.current.roi > 0 ? 'positive' : input.current.roi < 0 ? 'negative' : 'info',
        title: `ROI ${input.current.roi > 0 ? '+' : ''}${pct(input.current.roi)}`,
        message: `${usd(input.current.conversionValue)} of conversion value on ${usd(input.current.spent)} spent.`,
        metric: 'roi',
        value: input.current.roi,
        previousValue: input.previous.roi,
        change: growth(input.current.roi, input.previous.roi),
      });
    }
  }
  drafts.push(...campaignInsights(input), ...budgetInsights(input.budget), providerInsight(input.providers), ...contentInsights(input));
  return drafts.filter((d): d is Draft => d !== null).map(finish);
}
