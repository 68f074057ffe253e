/** Delivery and selection grouped by a key (content format, AI provider): what the AI rules compare. */
import type { EngineSnapshot } from './snapshot.ts';
import { CONTENT_DAYS } from './thresholds.ts';
import { inWindow, sumRows, type Window, windowBefore } from './windows.ts';

export interface Delivery {
  /** Ads that had impressions in the window. */
  ads: number;
  impressions: number;
  clicks: number;
}

export interface Selection {
  generated: number;
  selected: number;
}

export const contentWindow = (s: EngineSnapshot): Window => windowBefore(s.today, CONTENT_DAYS);

/** Delivery of every ad in the window, grouped by a key of its selected content (null keys left out). */
export function deliveryBy<K extends string>(
  s: EngineSnapshot,
  key: (ad: { provider: string | null; format: string }) => K | null,
): Map<K, Delivery> {
  const window = contentWindow(s);
  const groups = new Map<K, Delivery>();
  for (const ad of s.campaigns.flatMap((c) => c.ads)) {
    if (!ad.selectedContent) continue;
    const k = key(ad.selectedContent);
    if (k === null) continue;
    const t = sumRows(inWindow(ad.daily, window));
    if (t.impressions === 0) continue;
    const g = groups.get(k) ?? { ads: 0, impressions: 0, clicks: 0 };
    groups.set(k, { ads: g.ads + 1, impressions: g.impressions + t.impressions, clicks: g.clicks + t.clicks });
  }
  return groups;
}

/** Contents generated in the window, grouped by a key. */
export function selectionBy<K extends string>(s: EngineSnapshot, key: (c: { provider: string; format: string }) => K): Map<K, Selection> {
  const window = contentWindow(s);
  const groups = new Map<K, Selection>();
  for (const c of s.contents) {
    const day = c.createdAt.slice(0, 10);
    if (day < window.since || day > window.until) continue;
    const k = key(c);
    const g = groups.get(k) ?? { generated: 0, selected: 0 };
    groups.set(k, { generated: g.generated + 1, selected: g.selected + (c.selected ? 1 : 0) });
  }
  return groups;
}
