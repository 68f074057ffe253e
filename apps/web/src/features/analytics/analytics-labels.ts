/** How the analytics page names ranges, metrics, content types, providers and export choices. */
import type { ContentType, RefreshInterval, TrendMetric } from '@ads-creative/contracts/analytics';
import type { ExportType } from '@ads-creative/contracts/analytics-export';
import { FACEBOOK_ATTRIBUTION_LABEL, type MetricSource, type TimeRange } from '@ads-creative/contracts/metrics';

export const TIME_RANGE_LABELS: Record<TimeRange, string> = {
  '7d': 'Last 7 days',
  '30d': 'Last 30 days',
  '90d': 'Last 90 days',
  '1y': 'Last year',
};

/** Short labels of the page's range selector (it must fit a 375 px screen). */
export const TIME_RANGE_SHORT_LABELS: Record<TimeRange, string> = { '7d': '7 days', '30d': '30 days', '90d': '90 days', '1y': '1 year' };

export const TREND_METRIC_LABELS: Record<TrendMetric, string> = {
  impressions: 'Impressions',
  clicks: 'Clicks',
  ctr: 'CTR',
  cpc: 'CPC',
  conversions: 'Conversions',
  spend: 'Spend',
};

export const CONTENT_TYPE_LABELS: Record<ContentType, string> = {
  headline: 'Headline',
  primary_text: 'Primary text',
  description: 'Description',
  call_to_action: 'Call to action',
  image: 'Image',
  video: 'Video',
};

export const EXPORT_TYPE_LABELS: Record<ExportType, string> = { campaigns: 'Campaigns', ads: 'Ads', content: 'Content', all: 'All data' };

export const REFRESH_INTERVAL_LABELS: Record<RefreshInterval, string> = {
  30: '30 seconds',
  60: '1 minute',
  300: '5 minutes',
  600: '10 minutes',
};

/** Provider ids as the spec writes them (OPENAI, FAL_AI), the built-in one by name; '—' for none. */
export const providerName = (id: string | null | undefined) => {
  if (!id) return '—';
  return id === 'BUILTIN' ? 'Built-in' : id;
};

/**
 * The attribution the conversions are counted with, when some numbers were read from Facebook (or its sandbox):
 * Meta's default, which the sync asks for by name (decision 176). Demo data has none.
 */
export const attributionLabel = (sources: readonly MetricSource[]) =>
  sources.some((s) => s === 'facebook' || s === 'sandbox') ? FACEBOOK_ATTRIBUTION_LABEL : null;
