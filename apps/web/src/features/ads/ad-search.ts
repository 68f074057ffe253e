/** The ads list's search (spec 1 §5): client-side, case-insensitive, over the loaded page only. */
import type { Ad } from '@ads-creative/contracts/ads';

type Searchable = Pick<Ad, 'name' | 'headline' | 'description' | 'primaryText' | 'campaignName' | 'status'>;

export function filterAds<T extends Searchable>(ads: T[], search: string): T[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return ads;
  return ads.filter((ad) =>
    [ad.name, ad.headline, ad.description, ad.primaryText, ad.campaignName, ad.status].some((text) => text?.toLowerCase().includes(needle)),
  );
}
