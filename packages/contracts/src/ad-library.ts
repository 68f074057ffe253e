/** Importing from the Facebook Ad Library (spec 1 §7, issue 8): messages and shapes. */
import { z } from 'zod';

/**
 * Ads one user may have read from the Ad Library's upstream (ScrapeCreators credits, or the Meta API)
 * per day (decision 170). Answers kept from earlier reads do not count.
 */
export const AD_LIBRARY_DAILY_READS = 200;

export const adLibraryMessages = {
  dailyReadsUsed: `You have read ${AD_LIBRARY_DAILY_READS} ads from the Ad Library today, the daily limit. Ads you already imported still open; try new links tomorrow.`,
  notConfigured:
    'Ad Library import is not set up: set SCRAPECREATORS_API_KEY, or connect Facebook in Settings to use the Meta Ad Library API (EU/UK and political ads only).',
  metaCoverage: 'The Meta Ad Library API only covers ads delivered in the EU/UK and political or issue ads.',
  searchNeedsFacebook: 'Connect Facebook in Settings to search the Meta Ad Library.',
  searchNotConfigured:
    'Searching the Ad Library needs Facebook login, which is not configured on this server. Paste Ad Library links instead.',
} as const;

export const adLibraryItemSchema = z.object({
  id: z.string(),
  source: z.string(),
  pageId: z.string().nullable(),
  pageName: z.string().nullable(),
  body: z.string(),
  snapshot: z.object({ body: z.string() }),
  text: z.string(),
  headline: z.string().nullable(),
  description: z.string().nullable(),
  callToAction: z.string().nullable(),
  imageUrl: z.string().nullable(),
  importedAt: z.iso.datetime({ offset: true }),
});

/**
 * One result of GET /api/meta/ads/search: an ad of the Meta Ad Library API's `ads_archive`, with the
 * fields Facebook sends (snake_case, lists per creative); other fields pass through.
 */
export const adArchiveResultSchema = z.looseObject({
  id: z.string(),
  page_id: z.string().optional(),
  page_name: z.string().optional(),
  ad_creative_bodies: z.array(z.string()).optional(),
  ad_creative_link_titles: z.array(z.string()).optional(),
  ad_creative_link_descriptions: z.array(z.string()).optional(),
  ad_snapshot_url: z.string().optional(),
});
export type AdArchiveResult = z.infer<typeof adArchiveResultSchema>;

export const AD_ARCHIVE_SEARCH_MAX = 200;
const searchWords = z
  .string()
  .trim()
  .min(1, 'query is required.')
  .max(AD_ARCHIVE_SEARCH_MAX, `query takes at most ${AD_ARCHIVE_SEARCH_MAX} characters.`);

/**
 * GET /api/meta/ads/search: the words in `query`, as spec 1 §7 names it; `q` (what the first web
 * client sent) stays an alias, `query` winning when both are given. Read the words with `searchTerms`.
 */
export const adArchiveSearchQuery = z
  .object({
    query: searchWords.optional(),
    q: searchWords.optional().describe('Alias of query, kept for older clients.'),
    country: z
      .string()
      .trim()
      .regex(/^([A-Z]{2}|ALL)$/, 'country must be an ISO code such as VN, or ALL.')
      .default('ALL'),
  })
  .refine((v) => v.query !== undefined || v.q !== undefined, { message: 'query is required.', path: ['query'] });
export type AdArchiveSearchQuery = z.output<typeof adArchiveSearchQuery>;

/** The words searched for: `query`, else its alias `q` (the schema has checked one is there). */
export const searchTerms = (search: AdArchiveSearchQuery): string => search.query ?? search.q ?? '';

/** GET /api/scrape/creators: an advertiser (Facebook page) the user has imported ads from. */
export const importedCreatorSchema = z.object({
  pageId: z.string().nullable(),
  pageName: z.string().nullable(),
  adCount: z.number().int(),
  lastImportedAt: z.string().nullable(),
});
export type ImportedCreator = z.infer<typeof importedCreatorSchema>;
export type AdLibraryItem = z.infer<typeof adLibraryItemSchema>;
