/**
 * Queries of the ads and ad_contents tables. Lists and counts cover saved ads only (`not is_preview`);
 * every read joins the campaign's name for display.
 */
import type { CreativeTags } from '@ads-creative/contracts/creative-tags';
import { and, asc, count, desc, eq, getTableColumns, inArray, lt, ne, not, or, type SQL, sql } from 'drizzle-orm';
import { once } from '../../db/build-once.ts';
import type { Db } from '../../db/client.ts';
import { type AdContentRow, type AdRow, adContents, ads, campaigns } from '../../db/schema/campaigns.ts';
import { MEDIA_KEY_AT_URL_END } from '../../providers/storage/storage.ts';

export type NewAd = typeof ads.$inferInsert;
export type NewAdContent = typeof adContents.$inferInsert;
export type AdWithCampaign = AdRow & { campaignName: string | null };

/** Where an ad shows media: its own picture and file, and those of each of its contents. */
const mediaUrlColumns = [ads.imageUrl, ads.mediaFileUrl, adContents.imageUrl, adContents.mediaFileUrl];

/** Rows per multi-row INSERT: well under PostgreSQL's 65,535 bind parameters. */
const INSERT_BATCH = 1000;
const userIdParam = sql.placeholder('userId');
const idParam = sql.placeholder('id');
const campaignIdParam = sql.placeholder('campaignId');
const limitParam = sql.placeholder('limit');
const offsetParam = sql.placeholder('offset');

export function createAdsRepo(db: Db) {
  const withCampaign = () =>
    db
      .select({ ...getTableColumns(ads), campaignName: campaigns.name })
      .from(ads)
      .leftJoin(campaigns, eq(campaigns.id, ads.campaignId));
  const saved = not(ads.isPreview);
  const owned = (userId: number, id: number) => and(eq(ads.id, id), eq(ads.userId, userId));
  /** The ad endpoints see saved ads only: a preview exists for the generation flow alone (decision 040). */
  const ownedSaved = (userId: number, id: number) => and(owned(userId, id), saved);

  // The hot reads are named prepared statements: drizzle builds the SQL once, and PostgreSQL parses
  // and plans it once per connection instead of on every request (docs/performance.md).
  /**
   * A page of saved ads matching `where`, newest first, as a deferred join: the ids of the page come
   * from an index-only scan (skipping OFFSET rows costs index entries, not heap rows), then only those
   * rows are read by primary key. `= any(array(...))` rather than a join keeps the generic plan of the
   * prepared statement on index scans whatever LIMIT is. See docs/performance.md.
   */
  const pageStatement = (where: SQL | undefined, name: string) => {
    const pageIds = db
      .select({ id: ads.id })
      .from(ads)
      .where(where)
      .orderBy(desc(ads.createdAt), desc(ads.id))
      .limit(limitParam)
      .offset(offsetParam);
    return withCampaign().where(sql`${ads.id} = any(array(${pageIds}))`).orderBy(desc(ads.createdAt), desc(ads.id)).prepare(name);
  };
  const listStatement = once(() => pageStatement(and(eq(ads.userId, userIdParam), saved), 'ads_list'));
  const totalStatement = once(() =>
    db
      .select({ n: count() })
      .from(ads)
      .where(and(eq(ads.userId, userIdParam), saved))
      .prepare('ads_total'),
  );
  const countStatement = once(() =>
    db
      .select({ total: count(), active: sql<number>`count(*) filter (where ${ads.status} = 'ACTIVE')`.mapWith(Number) })
      .from(ads)
      .where(and(eq(ads.userId, userIdParam), saved))
      .prepare('ads_count'),
  );
  const listByCampaignStatement = once(() => pageStatement(and(eq(ads.campaignId, campaignIdParam), saved), 'ads_list_by_campaign'));
  const countByCampaignStatement = once(() =>
    db
      .select({ n: count() })
      .from(ads)
      .where(and(eq(ads.campaignId, campaignIdParam), saved))
      .prepare('ads_count_by_campaign'),
  );
  const findStatement = once(() =>
    withCampaign()
      .where(and(eq(ads.id, idParam), eq(ads.userId, userIdParam), saved))
      .prepare('ads_find'),
  );

  return {
    /** Newest first; ads_user_created_idx gives the order. */
    async list(userId: number, limit: number, offset: number): Promise<AdWithCampaign[]> {
      return listStatement().execute({ userId, limit, offset });
    },
    /** The number of saved ads (a list's totalElements). */
    async totalByUser(userId: number): Promise<number> {
      const [row] = await totalStatement().execute({ userId });
      return row?.n ?? 0;
    },
    /** Saved ads, and how many of them are ACTIVE (the dashboard's stats). */
    async countByUser(userId: number): Promise<{ total: number; active: number }> {
      const [row] = await countStatement().execute({ userId });
      return { total: row?.total ?? 0, active: row?.active ?? 0 };
    },
    /** The campaign's saved ads, newest first (ads_campaign_created_idx). The caller checks the campaign's owner. */
    async listByCampaign(campaignId: number, limit: number, offset: number): Promise<AdWithCampaign[]> {
      return listByCampaignStatement().execute({ campaignId, limit, offset });
    },
    async countByCampaign(campaignId: number): Promise<number> {
      const [row] = await countByCampaignStatement().execute({ campaignId });
      return row?.n ?? 0;
    },
    async find(userId: number, id: number): Promise<AdWithCampaign | undefined> {
      const [row] = await findStatement().execute({ userId, id });
      return row;
    },
    /** Locks the ad until the surrounding transaction ends (serializes content selection per ad). */
    async lock(userId: number, id: number): Promise<boolean> {
      const rows = await db.select({ id: ads.id }).from(ads).where(ownedSaved(userId, id)).for('update');
      return rows.length > 0;
    },
    /** This user's ads published to Facebook, by their Facebook ad id (the insights sync's look-up). */
    async byFacebookId(
      userId: number,
    ): Promise<{ id: number; campaignId: number | null; fbAdId: string | null; status: string; publishError: string | null }[]> {
      return db
        .select({ id: ads.id, campaignId: ads.campaignId, fbAdId: ads.fbAdId, status: ads.status, publishError: ads.publishError })
        .from(ads)
        .where(and(eq(ads.userId, userId), sql`${ads.fbAdId} is not null`));
    },
    /** The ad's creative tags (the user's angles set); the copy and the updated date stay. */
    async setTags(id: number, tags: CreativeTags): Promise<void> {
      await db.update(ads).set({ tags }).where(eq(ads.id, id));
    },
    async setPublishFields(
      id: number,
      fields: Pick<NewAd, 'fbImageHash' | 'fbCreativeId' | 'fbAdId' | 'status' | 'publishError' | 'updatedAt'>,
    ): Promise<void> {
      await db.update(ads).set(fields).where(eq(ads.id, id));
    },
    async insert(values: NewAd): Promise<number> {
      const [row] = await db.insert(ads).values(values).returning({ id: ads.id });
      return (row as { id: number }).id;
    },
    /** Inserts the rows in order (a few statements, for bulk data such as the demo account); returns their ids in the same order. */
    async insertMany(values: NewAd[]): Promise<number[]> {
      const ids: number[] = [];
      for (let i = 0; i < values.length; i += INSERT_BATCH) {
        const rows = await db
          .insert(ads)
          .values(values.slice(i, i + INSERT_BATCH))
          .returning({ id: ads.id });
        ids.push(...rows.map((r) => r.id));
      }
      return ids;
    },
    async update(userId: number, id: number, patch: Partial<NewAd>): Promise<boolean> {
      const rows = await db.update(ads).set(patch).where(ownedSaved(userId, id)).returning({ id: ads.id });
      return rows.length > 0;
    },
    /** Saving a generation: the user's preview becomes an ad (the only write that may touch a preview). */
    async updatePreview(userId: number, id: number, patch: Partial<NewAd>): Promise<boolean> {
      const rows = await db
        .update(ads)
        .set(patch)
        .where(and(owned(userId, id), ads.isPreview))
        .returning({ id: ads.id });
      return rows.length > 0;
    },
    async delete(userId: number, id: number): Promise<boolean> {
      const rows = await db.delete(ads).where(ownedSaved(userId, id)).returning({ id: ads.id });
      return rows.length > 0;
    },

    async contents(adId: number): Promise<AdContentRow[]> {
      return db.select().from(adContents).where(eq(adContents.adId, adId)).orderBy(asc(adContents.id));
    },
    /** The user's content (of a saved ad or of a preview); undefined for a missing one or another user's. */
    async findContentOfUser(userId: number, contentId: number): Promise<AdContentRow | undefined> {
      const [row] = await db
        .select(getTableColumns(adContents))
        .from(adContents)
        .innerJoin(ads, eq(ads.id, adContents.adId))
        .where(and(eq(adContents.id, contentId), eq(ads.userId, userId)));
      return row;
    },
    async findContent(adId: number, contentId: number): Promise<AdContentRow | undefined> {
      const [row] = await db
        .select()
        .from(adContents)
        .where(and(eq(adContents.id, contentId), eq(adContents.adId, adId)));
      return row;
    },
    /** Marks one content selected and every other content of the ad unselected (two statements: see ad_contents_one_selected_idx). */
    async markSelected(adId: number, contentId: number): Promise<void> {
      await db
        .update(adContents)
        .set({ isSelected: false })
        .where(and(eq(adContents.adId, adId), eq(adContents.isSelected, true), ne(adContents.id, contentId)));
      await db.update(adContents).set({ isSelected: true }).where(eq(adContents.id, contentId));
    },
    async insertContents(values: NewAdContent[]): Promise<AdContentRow[]> {
      const rows: AdContentRow[] = [];
      for (let i = 0; i < values.length; i += INSERT_BATCH)
        rows.push(
          ...(await db
            .insert(adContents)
            .values(values.slice(i, i + INSERT_BATCH))
            .returning()),
        );
      return rows;
    },
    async updateContent(adId: number, contentId: number, patch: Partial<NewAdContent>): Promise<void> {
      await db
        .update(adContents)
        .set(patch)
        .where(and(eq(adContents.id, contentId), eq(adContents.adId, adId)));
    },

    /** The user's ad, locked until the surrounding transaction ends (saving a preview). */
    async findForUpdate(userId: number, id: number): Promise<AdRow | undefined> {
      const [row] = await db.select().from(ads).where(owned(userId, id)).for('update');
      return row;
    },
    /**
     * AI previews created before `cutoff`, at most `limit` of them, locked for deletion
     * (ads_preview_created_idx reads previews only, so this stays cheap however many saved ads there are).
     */
    async stalePreviewIds(cutoff: Date, limit: number): Promise<number[]> {
      const rows = await db
        .select({ id: ads.id })
        .from(ads)
        .where(and(ads.isPreview, lt(ads.createdAt, cutoff)))
        .limit(limit)
        .for('update', { skipLocked: true });
      return rows.map((r) => r.id);
    },
    async deletePreviews(ids: number[]): Promise<number> {
      if (ids.length === 0) return 0;
      const rows = await db
        .delete(ads)
        .where(and(inArray(ads.id, ids), ads.isPreview))
        .returning({ id: ads.id });
      return rows.length;
    },
    /** The user's ads in any of the campaigns (previews too: they go with them), locked for deletion. */
    async idsInCampaigns(userId: number, campaignIds: number[]): Promise<number[]> {
      if (campaignIds.length === 0) return [];
      const rows = await db
        .select({ id: ads.id })
        .from(ads)
        .where(and(eq(ads.userId, userId), inArray(ads.campaignId, campaignIds)))
        .for('update');
      return rows.map((r) => r.id);
    },

    /** Every media URL the ads and their contents show, with the ads' owners. */
    async mediaRefs(adIds: number[]): Promise<{ userId: number; url: string }[]> {
      if (adIds.length === 0) return [];
      const rows = await db
        .select({
          userId: ads.userId,
          urls: sql<(string | null)[]>`array[${sql.join(mediaUrlColumns, sql`, `)}]`,
        })
        .from(ads)
        .leftJoin(adContents, eq(adContents.adId, ads.id))
        .where(inArray(ads.id, adIds));
      return rows.flatMap(({ userId, urls }) => urls.flatMap((url) => (url ? [{ userId, url }] : [])));
    },
    /**
     * Which of the media keys some ad or content of the user still shows. The key is cut from the
     * end of each URL in SQL, so the user's ads are read once, whatever the number of keys.
     */
    async shownMediaKeys(userId: number, keys: string[]): Promise<Set<string>> {
      if (keys.length === 0) return new Set();
      const shownKeys = mediaUrlColumns.map((url) => sql<string | null>`substring(${url} from ${MEDIA_KEY_AT_URL_END})`);
      const rows = await db
        .select({ keys: sql<(string | null)[]>`array[${sql.join(shownKeys, sql`, `)}]` })
        .from(ads)
        .leftJoin(adContents, eq(adContents.adId, ads.id))
        .where(and(eq(ads.userId, userId), or(...shownKeys.map((key) => inArray(key, keys)))));
      const wanted = new Set(keys);
      return new Set(rows.flatMap((r) => r.keys).filter((key): key is string => key !== null && wanted.has(key)));
    },

    /**
     * The user's unsaved preview holding content `contentId`, locked until the transaction ends;
     * undefined when the content is unknown, someone else's, or belongs to a saved ad. The lock is
     * taken by the same statement, so a preview saved meanwhile (is_preview re-checked after the
     * wait) is not returned.
     */
    async lockPreviewHoldingContent(userId: number, contentId: number): Promise<AdRow | undefined> {
      const [row] = await db
        .select(getTableColumns(ads))
        .from(adContents)
        .innerJoin(ads, eq(ads.id, adContents.adId))
        .where(and(eq(adContents.id, contentId), eq(ads.userId, userId), eq(ads.isPreview, true)))
        .for('update', { of: ads });
      return row;
    },

    /** Moves every content of `fromAdId` to `toAdId`, unselected (the caller selects one afterwards). */
    async moveContents(fromAdId: number, toAdId: number): Promise<void> {
      await db.update(adContents).set({ adId: toAdId, isSelected: false }).where(eq(adContents.adId, fromAdId));
    },

    /** Deletes the user's preview (its contents were moved first; any left go by cascade). */
    async deletePreview(userId: number, id: number): Promise<void> {
      await db.delete(ads).where(and(eq(ads.id, id), eq(ads.userId, userId), eq(ads.isPreview, true)));
    },
  };
}
export type AdsRepo = ReturnType<typeof createAdsRepo>;
