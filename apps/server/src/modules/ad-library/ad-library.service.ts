/**
 * Importing ads from the Facebook Ad Library: a link is checked and reduced to its id (no URL a user
 * typed is ever fetched), read by the configured extractor (ScrapeCreators when it has a key, else the
 * Meta Ad Library API with the user's Facebook token), and kept per user, so the same ad is not paid
 * for twice within 24 hours. The generation uses the copy through the wizard's extractedContent.
 * Upstream calls are spared (decision 170): ScrapeCreators' "not found" is kept an hour for everyone,
 * a user's identical reads in flight share one call, and each user has a daily budget of calls (429 past it).
 */

import { adLibraryMessages } from '@ads-creative/contracts/ad-library';
import { checkAdLibraryLink } from '@ads-creative/contracts/ad-library-link';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { singleFlight } from '../../lib/single-flight.ts';
import { type AdLibraryExtractor, type ExtractedAd, ExtractionError } from '../../providers/facebook/ad-library/extracted-ad.ts';
import { type AdLibraryImportRow, createAdLibraryRepo } from './ad-library.repo.ts';
import { createAdLibraryMissesRepo } from './ad-library-misses.repo.ts';

/** An imported ad re-read within this window is answered from what was stored. */
export const REUSE_IMPORT_MS = 24 * 60 * 60 * 1000;
/**
 * An id the extractor did not find is answered "not found" without a call for this long, whoever
 * asks: long enough that repeating a batch costs nothing, short enough for a new ad to show up soon.
 */
export const KEEP_NOT_FOUND_MS = 60 * 60 * 1000;
/** Items per batch call. */
export const MAX_BATCH = 10;

/** The item shape of spec 1 §7: the copy under body, snapshot.body and text, plus what else is known. */
export function toItem(row: AdLibraryImportRow) {
  return {
    id: row.libraryId,
    source: row.source,
    pageId: row.pageId,
    pageName: row.pageName,
    body: row.body ?? '',
    snapshot: { body: row.body ?? '' },
    text: row.body ?? '',
    headline: row.headline,
    description: row.description,
    callToAction: row.callToAction,
    imageUrl: row.imageUrl,
    importedAt: row.importedAt.toISOString(),
  };
}
export type AdLibraryItem = ReturnType<typeof toItem>;

const statusOf: Record<ExtractionError['kind'], 'VALIDATION_ERROR' | 'NOT_FOUND' | 'RATE_LIMITED' | 'BAD_GATEWAY' | 'FORBIDDEN'> = {
  unauthorized: 'FORBIDDEN',
  no_credits: 'FORBIDDEN',
  not_found: 'NOT_FOUND',
  rate_limited: 'RATE_LIMITED',
  unavailable: 'BAD_GATEWAY',
};

export function createAdLibraryService(deps: {
  db: Db;
  clock: () => Date;
  /** ScrapeCreators when SCRAPECREATORS_API_KEY is set, else the Meta Ad Library API (null without Facebook). */
  extractor: AdLibraryExtractor | null;
  /** The user's Facebook token, for the Meta Ad Library API. */
  facebookToken: (userId: number) => Promise<string | undefined>;
  /** Counts one upstream call against the user's daily budget; throws 429 when it is used up. */
  spendCall: (userId: number) => Promise<void>;
}) {
  const repo = createAdLibraryRepo(deps.db);
  const misses = createAdLibraryMissesRepo(deps.db);
  const oncePerFlight = singleFlight<AdLibraryItem>();

  async function read(userId: number, libraryId: string, accessToken?: string): Promise<AdLibraryItem> {
    const now = deps.clock();
    const recent = await repo.recent(userId, libraryId, new Date(now.getTime() - REUSE_IMPORT_MS));
    if (recent) return toItem(recent);
    const { extractor } = deps;
    if (!extractor) throw new AppError('NOT_CONFIGURED', adLibraryMessages.notConfigured);
    const kept = extractor.sharedNotFoundMessage;
    if (kept && (await misses.isMissing(extractor.source, libraryId, now))) throw new AppError('NOT_FOUND', kept);
    await deps.spendCall(userId);
    let ad: ExtractedAd;
    try {
      ad = await extractor.extract(libraryId, accessToken ?? (await deps.facebookToken(userId)));
    } catch (e) {
      if (!(e instanceof ExtractionError)) throw e;
      // Only "not found" is about the ad itself; the other failures (key, credits, throttling, outage) pass.
      if (kept && e.kind === 'not_found')
        await misses.saveMiss(extractor.source, libraryId, now, new Date(now.getTime() + KEEP_NOT_FOUND_MS));
      throw new AppError(statusOf[e.kind], e.message);
    }
    const { raw, ...fields } = ad;
    return toItem(await repo.save({ userId, ...fields, raw: raw as object, importedAt: deps.clock() }));
  }

  /** One user's identical reads in flight (a batch repeated at once, an id twice in a batch) make one. */
  const byId = (userId: number, libraryId: string, accessToken?: string) =>
    oncePerFlight(`${userId}\n${libraryId}\n${accessToken ?? ''}`, () => read(userId, libraryId, accessToken));

  return {
    /** POST /api/meta-ad-library/validate-url: the strict reading (issue 8). */
    validate: (url: string) => checkAdLibraryLink(url),
    byId,
    async extract(userId: number, url: string, accessToken?: string): Promise<AdLibraryItem> {
      const check = checkAdLibraryLink(url);
      if (!check.valid) throw new AppError('VALIDATION_ERROR', check.message, [{ path: 'url', message: check.message }]);
      return byId(userId, check.adId, accessToken);
    },
    /** Several ids, each with its own outcome. */
    async batch(userId: number, ids: string[]) {
      return Promise.all(
        ids.map(async (id) => {
          try {
            return { id, ok: true as const, item: await byId(userId, id) };
          } catch (e) {
            if (e instanceof AppError) return { id, ok: false as const, error: { code: e.code, message: e.message } };
            throw e;
          }
        }),
      );
    },
    creators: (userId: number) => repo.creators(userId),
    async adsOfCreator(userId: number, pageId: string) {
      return (await repo.adsOfCreator(userId, pageId)).map(toItem);
    },
    /** The user's stored import of that ad, else it is read now (GET /api/meta/ads/{id}). */
    async get(userId: number, libraryId: string) {
      const row = await repo.find(userId, libraryId);
      return row ? toItem(row) : byId(userId, libraryId);
    },
  };
}

export type AdLibraryService = ReturnType<typeof createAdLibraryService>;
