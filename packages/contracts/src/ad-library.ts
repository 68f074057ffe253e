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

/** GET /api/scrape/creators: an advertiser (Facebook page) the user has imported ads from. */
export const importedCreatorSchema = z.object({
  pageId: z.string().nullable(),
  pageName: z.string().nullable(),
  adCount: z.number().int(),
  lastImportedAt: z.string().nullable(),
});
export type ImportedCreator = z.infer<typeof importedCreatorSchema>;
export type AdLibraryItem = z.infer<typeof adLibraryItemSchema>;
