/**
 * Analytics' environment variables as a zod fragment, merged into apps/server/src/config.ts (beside it, not in
 * modules/analytics: the configuration is read before any module exists, decision 171):
 * the copywriter cost that AI content saves (docs/analytics.md §AI cost savings) and the rates that
 * turn stored money into USD (docs/decisions/092-analytics-money.md).
 */
import { z } from 'zod';

/**
 * What a copywriter costs per ad copy variation (headline, primary text, description, call to
 * action), USD. Half an hour of work at US$36.98 an hour, the May 2025 national median hourly wage
 * of Writers and Authors (BLS OEWS, SOC 27-3043); freelance advertising copywriters quote more
 * (US$35–150 an hour, Writer's Market), so the default is on the low, conservative side.
 */
export const DEFAULT_COPYWRITER_COST_PER_VARIATION = 18.5;

const CURRENCY = /^[A-Z]{3}$/;
const RATES_FORMAT = 'must be JSON: {"<ISO 4217 code>": <units of that currency per 1 USD>, …}, e.g. {"EUR": 0.92, "VND": 25400}';

export const analyticsConfigSchema = z.object({
  COPYWRITER_COST_PER_VARIATION_USD: z.coerce.number().min(0).max(10_000).default(DEFAULT_COPYWRITER_COST_PER_VARIATION),
  ANALYTICS_USD_RATES: z
    .string()
    .optional()
    .transform((text, ctx): Record<string, number> => {
      if (text === undefined || text.trim() === '') return {};
      let raw: unknown;
      try {
        raw = JSON.parse(text);
      } catch {
        ctx.addIssue({ code: 'custom', message: RATES_FORMAT });
        return z.NEVER;
      }
      const parsed = z.record(z.string().regex(CURRENCY), z.number().positive().finite()).safeParse(raw);
      if (!parsed.success || Array.isArray(raw)) {
        ctx.addIssue({ code: 'custom', message: RATES_FORMAT });
        return z.NEVER;
      }
      return parsed.data;
    }),
});
