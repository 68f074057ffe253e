/**
 * The text of the weekly analytics report e-mail (decision 162): the last week's totals against the week
 * before, as GET /api/analytics/compare computes them, with a link to /analytics. Demo and sandbox numbers
 * are labelled as the page labels them.
 */
import type { AnalyticsCompare } from '@ads-creative/contracts/analytics';
import type { MailMessage } from '../../../providers/mail/mailer.ts';
import { dataSourcesText } from '../export/export-tables.ts';

export interface ReportRecipient {
  name: string | null;
  username: string | null;
  email: string;
}

const count = (n: number) => n.toLocaleString('en-US');
const usd = (n: number) =>
  `${n < 0 ? '−' : ''}$${Math.abs(n).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const pct = (n: number | null, sign = false) =>
  n === null ? '—' : `${sign && n > 0 ? '+' : n < 0 ? '−' : ''}${Math.abs(n).toLocaleString('en-US', { maximumFractionDigits: 2 })}%`;
const longDate = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** '[Demo data] ' or '[Sandbox data] ' before the subject when the numbers are simulated. */
function subjectLabel(sources: AnalyticsCompare['metricsSources']): string {
  if (sources.includes('demo')) return '[Demo data] ';
  return sources.includes('sandbox') ? '[Sandbox data] ' : '';
}

/** Subject and text of one user's report; `link` is the app's /analytics. */
export function analyticsReportMail(to: ReportRecipient, report: AnalyticsCompare, link: string): MailMessage {
  const { current, comparison, changes } = report;
  const [now, before] = [current.totals, comparison.totals];
  const simulated = report.metricsSources.some((s) => s !== 'facebook');
  const line = (label: string, show: (x: typeof now) => string, change: number | null) =>
    `${label}: ${show(now)} (week before: ${show(before)}, change ${pct(change, true)})`;
  const period = `${longDate(current.since)} – ${longDate(current.until)}`;
  return {
    to: to.email,
    subject: `${subjectLabel(report.metricsSources)}Your Ads Creative analytics: ${period}`,
    text: [
      `Hello ${to.name ?? to.username ?? ''},`.replace(' ,', ','),
      '',
      `Your analytics for ${period} (time zone ${report.timezone}), against ${longDate(comparison.since)} – ${longDate(comparison.until)}.`,
      ...(simulated ? [`These numbers come from ${dataSourcesText(report)}, not from a Facebook ad account.`] : []),
      ...(report.unconvertedCurrencies.length > 0
        ? [`Amounts in ${report.unconvertedCurrencies.join(', ')} are not included (no USD rate is configured).`]
        : []),
      '',
      line('Impressions', (x) => count(x.impressions), changes.impressions),
      line('Clicks', (x) => count(x.clicks), changes.clicks),
      line('CTR', (x) => pct(x.ctr), changes.ctr),
      line('Spend', (x) => usd(x.spent), changes.spent),
      line('Conversions', (x) => count(x.conversions), changes.conversions),
      line('Conversion value', (x) => usd(x.conversionValue), changes.conversionValue),
      line('ROI', (x) => pct(x.roi, true), changes.roi),
      '',
      `See every number on your analytics page: ${link}`,
      '',
      'You get this e-mail every Monday because Email reports is on in the analytics settings; turn it off there to stop it.',
    ].join('\n'),
  };
}
