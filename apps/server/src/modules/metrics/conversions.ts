/**
 * Conversions from an insights row's `actions` / `action_values`. Facebook reports one event under
 * several action types at once (omni_purchase, purchase, offsite_conversion.fb_pixel_purchase are
 * views of the same purchases), so each conversion kind counts exactly one type: the first present
 * in its priority list (omni → aggregated → channel). Kinds are then added up: a purchase and a
 * lead are different events. Decision 082 holds the rule and its sources.
 */

export interface ActionStat {
  action_type: string;
  value: string | number;
}

export const CONVERSION_KINDS: Record<string, readonly string[]> = {
  purchase: [
    'omni_purchase',
    'purchase',
    'offsite_conversion.fb_pixel_purchase',
    'onsite_web_purchase',
    'app_custom_event.fb_mobile_purchase',
  ],
  lead: ['lead', 'onsite_conversion.lead_grouped', 'offsite_conversion.fb_pixel_lead', 'leadgen_grouped'],
  registration: ['omni_complete_registration', 'complete_registration', 'offsite_conversion.fb_pixel_complete_registration'],
  app_install: ['omni_app_install', 'app_install', 'mobile_app_install'],
};

/** The value of the first type of `priority` present in `stats`, or 0. */
function pick(stats: readonly ActionStat[] | undefined, priority: readonly string[]): number {
  if (!stats) return 0;
  for (const type of priority) {
    const hit = stats.find((s) => s.action_type === type);
    if (hit) {
      const n = Number(hit.value);
      return Number.isFinite(n) ? n : 0;
    }
  }
  return 0;
}

/** Whole conversions of every kind, each kind counted once. */
export function countConversions(actions: readonly ActionStat[] | undefined): number {
  return Object.values(CONVERSION_KINDS).reduce((sum, priority) => sum + pick(actions, priority), 0);
}

/** Revenue reported for purchases (the only kind with a value), as exact decimal text. */
export function conversionValue(actionValues: readonly ActionStat[] | undefined): string {
  const value = pick(actionValues, CONVERSION_KINDS.purchase ?? []);
  return value.toFixed(2);
}

/** Link clicks are an action too ('link_click'); inline_link_clicks is preferred when present. */
export function linkClicks(row: { inline_link_clicks?: string | number; actions?: readonly ActionStat[] }): number {
  if (row.inline_link_clicks !== undefined) return Number(row.inline_link_clicks) || 0;
  return pick(row.actions, ['link_click']);
}
