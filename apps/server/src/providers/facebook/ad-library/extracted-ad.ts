/**
 * What an Ad Library extractor returns, whichever service read the ad, and the one error type they
 * throw with a message the user can act on.
 */

export interface ExtractedAd {
  libraryId: string;
  source: 'scrapecreators' | 'meta';
  pageId: string | null;
  pageName: string | null;
  body: string;
  headline: string | null;
  description: string | null;
  callToAction: string | null;
  imageUrl: string | null;
  raw: unknown;
}

export type ExtractionFailure = 'unauthorized' | 'no_credits' | 'not_found' | 'rate_limited' | 'unavailable';

export class ExtractionError extends Error {
  constructor(
    readonly kind: ExtractionFailure,
    message: string,
  ) {
    super(message);
  }
}

export interface AdLibraryExtractor {
  readonly source: ExtractedAd['source'];
  /**
   * Set when this extractor's not_found is about the ad whoever asks, so it is kept for everyone for a
   * while (decision 170): the message it carries.
   */
  readonly sharedNotFoundMessage?: string;
  /** `accessToken`: the user's Facebook token, for the Meta Ad Library API. */
  extract(libraryId: string, accessToken?: string): Promise<ExtractedAd>;
}

/** A dynamic (catalog) ad's copy is a template ('{{product.name}}'): its first card holds real copy. */
export const isTemplate = (text: string | null | undefined) => !!text && /\{\{\s*product\.[a-z_]+\s*\}\}/i.test(text);
