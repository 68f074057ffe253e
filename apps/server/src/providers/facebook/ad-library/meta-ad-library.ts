/**
 * The Meta Ad Library API: the extractor (GET /{archived ad id}) and the search (GET /ads_archive),
 * both with the connected user's token and the archive fields. It covers only ads delivered in the
 * EU/UK and political or issue ads (the UI says so).
 */
import type { AdArchiveResult } from '@ads-creative/contracts/ad-library';
import { GraphApiError, type GraphClient } from '../graph-client.ts';
import { graphMessages } from '../graph-error.ts';
import { type AdLibraryExtractor, type ExtractedAd, ExtractionError, isTemplate } from './extracted-ad.ts';

export const ARCHIVE_FIELDS =
  'id,page_id,page_name,ad_creative_bodies,ad_creative_link_titles,ad_creative_link_descriptions,ad_snapshot_url';

export const metaAdLibraryMessages = {
  needsFacebook: 'Connect Facebook in Settings to import from the Meta Ad Library.',
  notCovered: 'The Meta Ad Library API only covers ads delivered in the EU/UK and political or issue ads; this ad is not among them.',
} as const;

/** Results per search: one page, the user refines the words rather than paging. */
export const ARCHIVE_SEARCH_LIMIT = 25;

/**
 * Facebook puts the caller's access token in `ad_snapshot_url`: it is taken out before an archived ad
 * is answered to the browser or stored.
 */
export function withoutAccessToken(ad: AdArchiveResult): AdArchiveResult {
  if (!ad.ad_snapshot_url) return ad;
  const { ad_snapshot_url, ...rest } = ad;
  try {
    const url = new URL(ad_snapshot_url);
    url.searchParams.delete('access_token');
    return { ...rest, ad_snapshot_url: url.toString() };
  } catch {
    return rest;
  }
}

/** GET /ads_archive: ads with these words that reached this country ('ALL' for anywhere). */
export async function searchAdArchive(graph: GraphClient, accessToken: string, q: string, country: string): Promise<AdArchiveResult[]> {
  const page = await graph.get<{ data?: AdArchiveResult[] }>('/ads_archive', accessToken, {
    search_terms: q,
    ad_reached_countries: [country],
    ad_type: 'ALL',
    fields: ARCHIVE_FIELDS,
    limit: ARCHIVE_SEARCH_LIMIT,
  });
  return (page.data ?? []).map(withoutAccessToken);
}

/**
 * What a failed read of an archived ad means: a 190 asks to reconnect, the throttling codes to wait,
 * a missing permission to reconnect and grant it; only Facebook's "no such object" (code 100, as it
 * answers for an ad outside the API's coverage) is "not covered". Anything else — a 5xx, a transient
 * code, no answer at all — is Facebook being unreachable, never the ad's fault.
 */
export function archiveFailure(e: unknown): ExtractionError {
  if (!(e instanceof GraphApiError)) return new ExtractionError('unavailable', graphMessages.transient);
  const { kind, message } = e.classified;
  if (kind === 'reconnect' || kind === 'permission') return new ExtractionError('unauthorized', message);
  if (kind === 'rate_limited') return new ExtractionError('rate_limited', message);
  if (kind === 'invalid_parameter' && e.status < 500) return new ExtractionError('not_found', metaAdLibraryMessages.notCovered);
  return new ExtractionError('unavailable', e.status >= 500 || kind === 'transient' ? graphMessages.transient : message);
}

export function createMetaAdLibraryExtractor(graph: GraphClient): AdLibraryExtractor {
  return {
    source: 'meta',
    // No sharedNotFoundMessage: Facebook's code 100 also means the asking token may not read the ad.
    async extract(libraryId, accessToken) {
      if (!accessToken) throw new ExtractionError('unauthorized', metaAdLibraryMessages.needsFacebook);
      let ad: AdArchiveResult;
      try {
        ad = withoutAccessToken(await graph.get<AdArchiveResult>(`/${libraryId}`, accessToken, { fields: ARCHIVE_FIELDS }));
      } catch (e) {
        throw archiveFailure(e);
      }
      const body = (ad.ad_creative_bodies ?? []).find((b) => b.trim() && !isTemplate(b)) ?? '';
      const first = (list?: string[]) => list?.find((t) => t.trim() && !isTemplate(t))?.trim() ?? null;
      return {
        libraryId,
        source: 'meta',
        pageId: ad.page_id ?? null,
        pageName: ad.page_name ?? null,
        body: body.trim(),
        headline: first(ad.ad_creative_link_titles),
        description: first(ad.ad_creative_link_descriptions),
        callToAction: null,
        imageUrl: null,
        raw: ad,
      } satisfies ExtractedAd;
    },
  };
}
