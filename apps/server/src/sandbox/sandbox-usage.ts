/**
 * The usage headers the sandbox sends (decision 177), as Meta sends them on an ad account's calls:
 * `X-Business-Use-Case-Usage` keyed by the account id, `X-Ad-Account-Usage`, and on insights calls
 * `x-fb-ads-insights-throttle`. Usage is counted as Meta's Standard tier does (a read costs 1 point, a write 3, of
 * 9,000 points over a 60 s window), so it stays low; a test (or a demo) may set an account's usage higher.
 */

/** What a test makes the sandbox report for an account, on every answer of its calls until cleared. */
export interface SandboxUsageOverride {
  /** Percent of the limit, reported by the header named in `header` (all three when absent). */
  pct: number;
  header?: 'business-use-case' | 'ad-account' | 'insights';
  /** `estimated_time_to_regain_access` (minutes) in X-Business-Use-Case-Usage. */
  regainMinutes?: number;
  /** `reset_time_duration` (seconds) in X-Ad-Account-Usage. */
  resetSeconds?: number;
}

export const STANDARD_TIER = { points: 9000, windowMs: 60_000 } as const;
const TIER = 'standard_access';

export function createSandboxUsage(clock: () => Date) {
  const calls = new Map<string, { at: number; points: number }[]>();
  const overrides = new Map<string, SandboxUsageOverride>();

  /** Counts a call of the account and answers its usage headers; none for a call of no ad account. */
  function headersFor(method: string, path: string): Record<string, string> {
    const account = /^\/act_(\d+)(?:\/|$)/.exec(path)?.[1];
    if (!account) return {};
    const now = clock().getTime();
    const recent = (calls.get(account) ?? []).filter((c) => c.at > now - STANDARD_TIER.windowMs);
    recent.push({ at: now, points: method === 'GET' ? 1 : 3 });
    calls.set(account, recent);
    const counted = Math.min(100, Math.round((recent.reduce((sum, c) => sum + c.points, 0) * 100) / STANDARD_TIER.points));
    const set = overrides.get(account);
    const pct = (header: SandboxUsageOverride['header']) => (set && (!set.header || set.header === header) ? set.pct : counted);
    const bucPct = pct('business-use-case');
    const headers: Record<string, string> = {
      'x-business-use-case-usage': JSON.stringify({
        [account]: [
          {
            type: 'ads_management',
            call_count: bucPct,
            total_cputime: Math.round(bucPct / 2),
            total_time: Math.round(bucPct / 2),
            estimated_time_to_regain_access: set?.regainMinutes ?? 0,
            ads_api_access_tier: TIER,
          },
        ],
      }),
      'x-ad-account-usage': JSON.stringify({
        acc_id_util_pct: pct('ad-account'),
        reset_time_duration: set?.resetSeconds ?? 0,
        ads_api_access_tier: TIER,
      }),
    };
    if (/\/insights$/.test(path)) {
      headers['x-fb-ads-insights-throttle'] = JSON.stringify({
        app_id_util_pct: 0,
        acc_id_util_pct: pct('insights'),
        ads_api_access_tier: TIER,
      });
    }
    return headers;
  }

  return {
    headersFor,
    /** Reports this usage for the account from now on (null: back to the counted usage). */
    set(accountId: string, usage: SandboxUsageOverride | null) {
      if (usage) overrides.set(accountId, usage);
      else overrides.delete(accountId);
    },
  };
}
