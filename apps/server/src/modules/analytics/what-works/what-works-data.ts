/** The delivered ads of an analytics frame with their tags, as the pure definitions of what-works.ts take them. */
import type { CreativeTags } from '@ads-creative/contracts/creative-tags';
import type { Frame } from '../analytics-data.ts';
import { toUsd, type UsdRates } from '../fx.ts';
import type { TaggedAdRow, WhatWorksRepo } from './what-works.repo.ts';
import type { TaggedAdDelivery } from './what-works.ts';

/** A row as the pure definitions take it (its money counted in CPA, ROAS and CPC when its currency has a rate). */
export function taggedDelivery(row: TaggedAdRow & { tags: CreativeTags }, rates: UsdRates): TaggedAdDelivery {
  return {
    tags: row.tags,
    impressions: row.impressions,
    clicks: row.clicks,
    conversions: row.conversions,
    spend: Number(row.spend),
    conversionValue: Number(row.conversion_value),
    moneyConverted: row.currency !== null && toUsd(1, row.currency, rates) !== null,
  };
}

/** The frame's delivered ads with tags, and how many delivered without tags (not tagged yet: left out). */
export async function taggedDeliveries(repo: WhatWorksRepo, f: Frame): Promise<{ tagged: TaggedAdDelivery[]; untagged: number }> {
  const rows = await repo.deliveredAdsWithTags(f.userId, f.range, f.rates);
  const tagged = rows.filter((r): r is TaggedAdRow & { tags: CreativeTags } => r.tags !== null);
  return { tagged: tagged.map((r) => taggedDelivery(r, f.rates)), untagged: rows.length - tagged.length };
}
