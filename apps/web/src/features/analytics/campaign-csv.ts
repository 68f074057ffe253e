/**
 * The campaign table's CSV, built in the browser (spec 2 §7): columns Campaign Name, Status, Budget,
 * Spent, Impressions, Clicks, CTR, CPC, ROI; file 'campaign-analytics-{range}.csv'. RFC 4180 quoting,
 * CRLF line ends and a UTF-8 byte order mark so Excel reads Vietnamese names. Money in USD with two
 * decimals, CTR and ROI as percentages, an empty cell where the value is undefined ('—' on screen).
 * A name starting with = + - @ is prefixed with ' so a spreadsheet does not run it as a formula.
 */
import type { CampaignAnalyticsRow } from '@ads-creative/contracts/analytics';
import type { TimeRange } from '@ads-creative/contracts/metrics';

export const CAMPAIGN_CSV_COLUMNS = ['Campaign Name', 'Status', 'Budget', 'Spent', 'Impressions', 'Clicks', 'CTR', 'CPC', 'ROI'] as const;

export const campaignCsvFileName = (range: TimeRange) => `campaign-analytics-${range}.csv`;

const BOM = '\uFEFF';

/** A text cell: formula-looking text neutralized, quoted when it holds a comma, quote or line break. */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

const decimal = (value: number | null) => (value === null ? '' : value.toFixed(2));
const percent = (value: number | null) => (value === null ? '' : `${value.toFixed(2)}%`);

export function campaignCsvRow(row: CampaignAnalyticsRow): string[] {
  return [
    csvCell(row.campaignName),
    row.status,
    decimal(row.budget),
    decimal(row.spent),
    String(row.impressions),
    String(row.clicks),
    percent(row.ctr),
    decimal(row.cpc),
    percent(row.roi),
  ];
}

export function campaignCsv(rows: CampaignAnalyticsRow[]): string {
  const lines = [CAMPAIGN_CSV_COLUMNS.join(','), ...rows.map((row) => campaignCsvRow(row).join(','))];
  return `${BOM}${lines.join('\r\n')}\r\n`;
}
