/**
 * How close an ad account is to Facebook's rate limits, read from the headers of any Graph answer (errors
 * too), and how long to wait before its next call (decision 177). Pure: headers in, numbers out.
 *
 * - `X-Business-Use-Case-Usage`: `{"<business object id>": [{ type, call_count, total_cputime, total_time,
 *   estimated_time_to_regain_access (minutes) }]}`, the three counts in percent of the object's budget.
 * - `X-Ad-Account-Usage`: `{ acc_id_util_pct, reset_time_duration (seconds), ads_api_access_tier }`.
 * - `x-fb-ads-insights-throttle`: `{ app_id_util_pct, acc_id_util_pct, ads_api_access_tier }`.
 */

export interface HeaderSource {
  get(name: string): string | null;
}

export interface UsageReport {
  /** Per business object id (an ad account's id for ads management): its highest percentage and announced wait. */
  businessUseCases: Record<string, { pct: number; regainMinutes: number }>;
  adAccount?: { pct: number; resetSeconds: number };
  insights?: { appPct: number; accountPct: number };
}

/** At this percentage of any limit the next call of the account waits (Airbyte's threshold). */
export const SLOW_DOWN_AT_PCT = 85;
/** From this percentage the back-off is the long one. */
export const NEAR_BLOCK_PCT = 95;
/** Back-offs when Facebook announces no time: 2 minutes from 85 %, 10 minutes from 95 % (Airbyte's `api.py`). */
export const BACKOFF_MS = { slowDown: 2 * 60_000, nearBlock: 10 * 60_000 } as const;
/** After a throttling error without an announced time: the Limited tier's 300 s block. */
export const BLOCKED_DEFAULT_MS = 5 * 60_000;

const number = (v: unknown): number => {
  const n = typeof v === 'string' ? Number(v) : v;
  return typeof n === 'number' && Number.isFinite(n) && n > 0 ? n : 0;
};

function parseJson(text: string | null): Record<string, unknown> | undefined {
  if (!text || text.length > 20_000) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

export function parseUsageHeaders(headers: HeaderSource): UsageReport {
  const report: UsageReport = { businessUseCases: {} };
  for (const [id, entries] of Object.entries(parseJson(headers.get('x-business-use-case-usage')) ?? {})) {
    if (!Array.isArray(entries)) continue;
    let pct = 0;
    let regainMinutes = 0;
    for (const e of entries as Record<string, unknown>[]) {
      if (!e || typeof e !== 'object') continue;
      pct = Math.max(pct, number(e.call_count), number(e.total_cputime), number(e.total_time));
      regainMinutes = Math.max(regainMinutes, number(e.estimated_time_to_regain_access));
    }
    report.businessUseCases[id] = { pct, regainMinutes };
  }
  const account = parseJson(headers.get('x-ad-account-usage'));
  if (account) report.adAccount = { pct: number(account.acc_id_util_pct), resetSeconds: number(account.reset_time_duration) };
  const insights = parseJson(headers.get('x-fb-ads-insights-throttle'));
  if (insights) report.insights = { appPct: number(insights.app_id_util_pct), accountPct: number(insights.acc_id_util_pct) };
  return report;
}

/** The highest percentage of any limit the answer reports. */
export function highestUsagePct(report: UsageReport): number {
  return Math.max(
    0,
    ...Object.values(report.businessUseCases).map((b) => b.pct),
    report.adAccount?.pct ?? 0,
    report.insights?.appPct ?? 0,
    report.insights?.accountPct ?? 0,
  );
}

/** The longest wait Facebook announces in the answer (ms), or undefined when it announces none. */
export function announcedWaitMs(report: UsageReport): number | undefined {
  const waits = [
    ...Object.values(report.businessUseCases).map((b) => b.regainMinutes * 60_000),
    (report.adAccount?.resetSeconds ?? 0) * 1000,
  ].filter((ms) => ms > 0);
  return waits.length ? Math.max(...waits) : undefined;
}

/**
 * How long the account's next call waits after this answer: nothing below SLOW_DOWN_AT_PCT; else the time
 * Facebook announces, or the back-off of the usage reached (2 minutes, 10 from NEAR_BLOCK_PCT).
 */
export function slowDownMs(report: UsageReport): number {
  const pct = highestUsagePct(report);
  if (pct < SLOW_DOWN_AT_PCT) return 0;
  return announcedWaitMs(report) ?? (pct >= NEAR_BLOCK_PCT ? BACKOFF_MS.nearBlock : BACKOFF_MS.slowDown);
}

/**
 * The longest wait any usage header announces, in whole minutes (at least 1), or undefined: what a
 * throttling error's message says.
 */
export function announcedWaitMinutes(headers: HeaderSource): number | undefined {
  const ms = announcedWaitMs(parseUsageHeaders(headers));
  return ms === undefined ? undefined : Math.max(1, Math.ceil(ms / 60_000));
}
