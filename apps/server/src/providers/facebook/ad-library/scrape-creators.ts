/**
 * The ScrapeCreators Ad Library extractor: GET {base}/v1/facebook/adLibrary/ad?id=… with the
 * `x-api-key` header. Reads snapshot.body.text (or snapshot.body as a string), title,
 * link_description, cta_type and the first image; a dynamic ad's template copy is replaced by its
 * first card's. Only the configured host is called, redirects are refused.
 */
import { type AdLibraryExtractor, type ExtractedAd, ExtractionError, type ExtractionFailure, isTemplate } from './extracted-ad.ts';

interface Card {
  body?: string | { text?: string };
  title?: string;
  link_description?: string;
  cta_type?: string;
  original_image_url?: string;
  resized_image_url?: string;
}

interface ScrapeCreatorsAd {
  adArchiveID?: string;
  pageID?: string;
  pageName?: string;
  snapshot?: Card & {
    page_name?: string;
    page_id?: string;
    images?: { original_image_url?: string; resized_image_url?: string }[];
    cards?: Card[];
  };
}

export const scrapeCreatorsMessages: Record<ExtractionFailure, string> = {
  unauthorized: 'ScrapeCreators refused the API key. Check SCRAPECREATORS_API_KEY.',
  no_credits: 'ScrapeCreators has no credits left for this API key.',
  not_found: 'This ad is not in the Facebook Ad Library (it may have been removed).',
  rate_limited: 'ScrapeCreators is limiting requests right now. Try again in a minute.',
  unavailable: 'ScrapeCreators could not read this ad right now. Try again later.',
};

const FAILURE_BY_STATUS: Record<number, ExtractionFailure> = {
  401: 'unauthorized',
  403: 'unauthorized',
  402: 'no_credits',
  404: 'not_found',
  429: 'rate_limited',
};

export function createScrapeCreatorsExtractor(opts: {
  baseUrl: string;
  apiKey: string;
  fetch: typeof fetch;
  timeoutMs?: number;
}): AdLibraryExtractor {
  const base = opts.baseUrl.replace(/\/$/, '');
  return {
    source: 'scrapecreators',
    // One API key for every user: an id it does not find is not found for anyone.
    sharedNotFoundMessage: scrapeCreatorsMessages.not_found,
    async extract(libraryId) {
      const url = `${base}/v1/facebook/adLibrary/ad?${new URLSearchParams({ id: libraryId })}`;
      let response: Response;
      try {
        response = await opts.fetch(url, {
          headers: { 'x-api-key': opts.apiKey },
          redirect: 'error',
          signal: AbortSignal.timeout(opts.timeoutMs ?? 20_000),
        });
      } catch {
        throw new ExtractionError('unavailable', scrapeCreatorsMessages.unavailable);
      }
      if (!response.ok) {
        const kind = FAILURE_BY_STATUS[response.status] ?? 'unavailable';
        throw new ExtractionError(kind, scrapeCreatorsMessages[kind]);
      }
      const ad = (await response.json().catch(() => ({}))) as ScrapeCreatorsAd;
      return toExtracted(libraryId, ad);
    },
  };
}

export function toExtracted(libraryId: string, ad: ScrapeCreatorsAd): ExtractedAd {
  const s = ad.snapshot ?? {};
  const text = (b: Card['body']) => (typeof b === 'string' ? b : (b?.text ?? ''));
  const body = text(s.body);
  const card = s.cards?.[0];
  const dynamic = isTemplate(body) || isTemplate(s.title);
  const from = dynamic && card ? card : s;
  return {
    libraryId,
    source: 'scrapecreators',
    pageId: ad.pageID ?? s.page_id ?? null,
    pageName: ad.pageName ?? s.page_name ?? null,
    body: (dynamic && card ? text(card.body) : body).trim(),
    headline: from.title?.trim() || null,
    description: from.link_description?.trim() || null,
    callToAction: from.cta_type ?? s.cta_type ?? null,
    imageUrl: (dynamic && card ? card.original_image_url : s.images?.[0]?.original_image_url) ?? card?.original_image_url ?? null,
    raw: ad,
  };
}
