/**
 * The Meta Ad Library API extractor: GET /{archived ad id} with the connected user's token and the
 * archive fields. It covers only ads delivered in the EU/UK and political or issue ads (the UI says so).
 */
import type { GraphApiError, GraphClient } from '../graph-client.ts';
import { type AdLibraryExtractor, type ExtractedAd, ExtractionError, isTemplate } from './extracted-ad.ts';

export const ARCHIVE_FIELDS =
  'id,page_id,page_name,ad_creative_bodies,ad_creative_link_titles,ad_creative_link_descriptions,ad_snapshot_url';

export const metaAdLibraryMessages = {
  needsFacebook: 'Connect Facebook in Settings to import from the Meta Ad Library.',
  notCovered: 'The Meta Ad Library API only covers ads delivered in the EU/UK and political or issue ads; this ad is not among them.',
} as const;

interface ArchivedAd {
  id: string;
  page_id?: string;
  page_name?: string;
  ad_creative_bodies?: string[];
  ad_creative_link_titles?: string[];
  ad_creative_link_descriptions?: string[];
  ad_snapshot_url?: string;
}

export function createMetaAdLibraryExtractor(graph: GraphClient): AdLibraryExtractor {
  return {
    source: 'meta',
    async extract(libraryId, accessToken) {
      if (!accessToken) throw new ExtractionError('unauthorized', metaAdLibraryMessages.needsFacebook);
      let ad: ArchivedAd;
      try {
        ad = await graph.get<ArchivedAd>(`/${libraryId}`, accessToken, { fields: ARCHIVE_FIELDS });
      } catch (e) {
        const classified = (e as GraphApiError).classified;
        if (classified?.kind === 'reconnect') throw new ExtractionError('unauthorized', classified.message);
        if (classified?.kind === 'rate_limited') throw new ExtractionError('rate_limited', classified.message);
        throw new ExtractionError('not_found', metaAdLibraryMessages.notCovered);
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
