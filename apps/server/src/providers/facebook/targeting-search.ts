/**
 * Meta's targeting look-ups for a user's token: `/search?type=adgeolocation|adinterest|adlocale` (places with
 * their keys, interests with their ids and audience sizes, languages) and an ad account's `reachestimate`
 * (how many people a targeting spec reaches). Answers are turned into the app's shapes; no decisions here.
 */
import type { TargetingSearchItem, TargetingSearchType } from '@ads-creative/contracts/targeting-search';
import type { GraphClient, GraphParams } from './graph-client.ts';

/** How many results one search asks for (the form shows a short list as the user types). */
export const TARGETING_SEARCH_LIMIT = 10;

interface FbGeoLocation {
  key: string;
  name: string;
  type: string;
  country_code?: string;
  region?: string;
}
interface FbInterest {
  id: string;
  name: string;
  audience_size?: number;
  audience_size_lower_bound?: number;
  audience_size_upper_bound?: number;
}
interface FbLocale {
  key: number | string;
  name: string;
}
interface FbReachEstimate {
  users_lower_bound?: number;
  users_upper_bound?: number;
  estimate_ready?: boolean;
}

const SEARCH: Record<TargetingSearchType, { type: string; extra: GraphParams }> = {
  location: { type: 'adgeolocation', extra: { location_types: ['country', 'region', 'city'] } },
  interest: { type: 'adinterest', extra: {} },
  locale: { type: 'adlocale', extra: {} },
};

const size = (i: FbInterest) => i.audience_size_upper_bound ?? i.audience_size ?? i.audience_size_lower_bound;

function toItem(kind: TargetingSearchType, raw: FbGeoLocation | FbInterest | FbLocale): TargetingSearchItem {
  if (kind === 'interest') {
    const i = raw as FbInterest;
    const audience = size(i);
    return {
      id: String(i.id),
      name: i.name,
      type: 'interest',
      ...(audience !== undefined ? { audienceSize: Math.max(0, Math.round(audience)) } : {}),
    };
  }
  if (kind === 'locale') return { key: String((raw as FbLocale).key), name: raw.name, type: 'locale' };
  const g = raw as FbGeoLocation;
  return {
    key: String(g.key),
    name: g.name,
    type: g.type,
    ...(g.country_code ? { countryCode: g.country_code } : {}),
    ...(g.region && g.type === 'city' ? { region: g.region } : {}),
  };
}

export async function searchTargeting(
  graph: GraphClient,
  token: string,
  kind: TargetingSearchType,
  q: string,
): Promise<TargetingSearchItem[]> {
  const { type, extra } = SEARCH[kind];
  const body = await graph.get<{ data?: (FbGeoLocation | FbInterest | FbLocale)[] }>('/search', token, {
    type,
    q,
    limit: TARGETING_SEARCH_LIMIT,
    ...extra,
  });
  return (body.data ?? []).slice(0, TARGETING_SEARCH_LIMIT).map((raw) => toItem(kind, raw));
}

/** The account's estimate for a Marketing API targeting spec (Meta answers `data` as an object, or a list of one). */
export async function reachEstimate(
  graph: GraphClient,
  token: string,
  adAccountId: string,
  targetingSpec: GraphParams,
): Promise<{ lower: number; upper: number; ready: boolean }> {
  const body = await graph.get<{ data?: FbReachEstimate | FbReachEstimate[] }>(`/act_${adAccountId}/reachestimate`, token, {
    targeting_spec: targetingSpec,
  });
  const e = (Array.isArray(body.data) ? body.data[0] : body.data) ?? {};
  // Meta answers -1 when it cannot tell: reported as 0, not ready.
  const lower = Math.max(0, Math.round(e.users_lower_bound ?? 0));
  const upper = Math.max(lower, Math.round(e.users_upper_bound ?? 0));
  return { lower, upper, ready: e.estimate_ready !== false && (e.users_lower_bound ?? -1) >= 0 };
}
