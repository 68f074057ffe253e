/**
 * The wizard's Ad Library panel as data (decision 089): search results (the Meta Ad Library API's
 * ads_archive) and previously imported ads read as one shape, the countries a search can name, and
 * 'Use this ad', which puts the ad's Ad Library link among the wizard's links.
 */
import type { AdArchiveResult, AdLibraryItem } from '@ads-creative/contracts/ad-library';
import { adLibraryIdOf, adLibraryLink } from '@ads-creative/contracts/ad-library-link';
import { MAX_AD_LINKS } from '@ads-creative/contracts/generation';

export interface LibraryAd {
  id: string;
  pageName: string | null;
  body: string | null;
  headline: string | null;
  /** The ad's public Ad Library page (Facebook's snapshot URL needs the user's token, which stays on the server). */
  url: string;
}

const firstText = (list?: string[]) => list?.map((t) => t.trim()).find((t) => t !== '') ?? null;

export const fromArchive = (ad: AdArchiveResult): LibraryAd => ({
  id: ad.id,
  pageName: ad.page_name ?? null,
  body: firstText(ad.ad_creative_bodies),
  headline: firstText(ad.ad_creative_link_titles),
  url: adLibraryLink(ad.id),
});

export const fromImport = (item: AdLibraryItem): LibraryAd => ({
  id: item.id,
  pageName: item.pageName,
  body: item.body.trim() || null,
  headline: item.headline,
  url: adLibraryLink(item.id),
});

/** Whether one of the links (in any spelling the wizard takes) is this ad's. */
export const linksHaveAd = (links: readonly string[], adId: string) => links.some((l) => adLibraryIdOf(l, { lenient: true }) === adId);

export type UseAdOutcome = 'added' | 'present' | 'full';

/** 'Use this ad': the ad's link fills the first blank link, else is appended, up to MAX_AD_LINKS. */
export function withAdLink(links: string[], adId: string): { links: string[]; outcome: UseAdOutcome } {
  if (linksHaveAd(links, adId)) return { links, outcome: 'present' };
  const link = adLibraryLink(adId);
  const blank = links.findIndex((l) => l.trim() === '');
  if (blank >= 0) return { links: links.map((l, i) => (i === blank ? link : l)), outcome: 'added' };
  if (links.length >= MAX_AD_LINKS) return { links, outcome: 'full' };
  return { links: [...links, link], outcome: 'added' };
}

export const tooManyLinks = `The wizard takes at most ${MAX_AD_LINKS} ad links: remove one to add another.`;

/**
 * Countries a search can name ('ALL' for anywhere): the EU and the UK first, where the API covers every
 * ad, then large markets where it covers political and issue ads.
 */
const EU_UK = 'AT BE BG HR CY CZ DK EE FI FR DE GR HU IE IT LV LT LU MT NL PL PT RO SK SI ES SE GB';
const OTHERS = 'US CA BR MX AR AU NZ IN ID PH TH VN MY SG JP KR TW ZA NG EG TR';
const regionName = new Intl.DisplayNames(['en'], { type: 'region' });
const option = (code: string) => ({ value: code, label: `${regionName.of(code) ?? code} (${code})` });
export const ALL_COUNTRIES = 'ALL';
export const countryOptions = [
  { group: 'Anywhere', items: [{ value: ALL_COUNTRIES, label: 'All countries' }] },
  { group: 'EU and UK', items: EU_UK.split(' ').map(option) },
  { group: 'Political and issue ads elsewhere', items: OTHERS.split(' ').map(option) },
];
