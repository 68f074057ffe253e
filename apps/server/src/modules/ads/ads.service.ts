/**
 * Ads of the signed-in user: paged lists (all, or one campaign's), detail, create, edit, delete,
 * and the generated text options with the choice of one. Another user's ad, campaign or content
 * is reported exactly like a missing one. AI previews (is_preview) are never listed or counted.
 */
import {
  type Ad,
  type AdContent,
  type AdType,
  type CreateAdBody,
  DEFAULT_AD_STATUS,
  DEFAULT_AD_TYPE,
  type UpdateAdBody,
} from '@ads-creative/contracts/ads';
import type { Angle, CreativeTags } from '@ads-creative/contracts/creative-tags';
import { messages } from '@ads-creative/contracts/messages';
import { MAX_ID, type Page, type PageQuery, toPage } from '@ads-creative/contracts/paging';
import type { Db } from '../../db/client.ts';
import type { AdContentRow } from '../../db/schema/campaigns.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { type CampaignsService, campaignGone } from '../campaigns/campaigns.service.ts';
import type { MediaService } from '../media/media.service.ts';
import { deleteAdsWithMedia } from './ad-deletion.ts';
import { createAdDrafts } from './ad-drafts.ts';
import { tagsOf, withUserAngles } from './ad-tags.ts';
import { type AdWithCampaign, createAdsRepo, type NewAd } from './ads.repo.ts';
import { type AdTagging, createTagWrites } from './tag-writes.ts';

/** Makes the URL a client is answered for a stored media URL (MediaService.clientUrl, decision 174). */
export type ClientUrl = (url: string | null) => string | null;

export const toAdDto = (a: AdWithCampaign, clientUrl: ClientUrl): Ad => ({
  id: a.id,
  name: a.name,
  campaignId: a.campaignId,
  campaignName: a.campaignName,
  adType: a.adType as Ad['adType'],
  status: a.status as Ad['status'],
  headline: a.headline,
  description: a.description,
  primaryText: a.primaryText,
  callToAction: a.callToAction,
  cta: a.callToAction,
  imageUrl: clientUrl(a.imageUrl),
  mediaFileUrl: clientUrl(a.mediaFileUrl),
  videoUrl: a.videoUrl,
  destinationUrl: a.destinationUrl,
  fbAdId: a.fbAdId,
  publishError: a.publishError,
  tags: a.tags ?? null,
  createdDate: a.createdAt.toISOString(),
  updatedDate: a.updatedAt.toISOString(),
});

export const toAdContentDto = (c: AdContentRow, clientUrl: ClientUrl): AdContent => ({
  id: c.id,
  adId: c.adId,
  title: c.title,
  body: c.body,
  isSelected: c.isSelected,
  createdDate: c.createdAt.toISOString(),
  description: c.description,
  callToAction: c.callToAction,
  imageUrl: clientUrl(c.imageUrl),
  mediaFileUrl: clientUrl(c.mediaFileUrl),
  tags: c.tags ?? null,
});

/** An ad as publishing reads it (the facebook module's PublishPorts.ad): the row, the picture to upload, whether a content is chosen. */
export type PublishingAd = Omit<AdWithCampaign, 'adType'> & { adType: AdType; hasSelectedContent: boolean };

export interface AdsServiceDeps {
  db: Db;
  clock: () => Date;
  campaigns: CampaignsService;
  /** Runs inside the selection's transaction (the AI call log marks the calls that wrote the content). */
  onContentSelected?: (tx: Db, content: AdContentRow) => Promise<void>;
  /** Runs in the transaction that moves a generation preview's contents to the ad it edits (the call log follows them). */
  onContentsMoved?: (tx: Db, userId: number, fromAdId: number, toAdId: number) => Promise<void>;
  /** Deleting an ad deletes the media files only it showed. */
  media: MediaService;
  /** Every write of copy or pictures stores the creative tags (decision 183): the creative module's tagger, the call log's providers. */
  tagging: AdTagging;
}

/** The fields whose change re-tags an ad. */
const TAGGED_KEYS = ['headline', 'description', 'primaryText', 'callToAction', 'imageUrl', 'mediaFileUrl', 'videoUrl'] as const;

export function createAdsService(deps: AdsServiceDeps) {
  const repo = createAdsRepo(deps.db);
  const adDto = (a: AdWithCampaign) => toAdDto(a, deps.media.clientUrl);
  const contentDto = (c: AdContentRow) => toAdContentDto(c, deps.media.clientUrl);
  /** Media URLs as columns keep them (the app's own files by their path, decision 174). */
  const stored = (url: string | null | undefined) => (url ? deps.media.storedUrl(url) : url);
  const tagWrites = createTagWrites(deps.tagging);
  const inTransaction = <T>(work: (tx: Db, txRepo: ReturnType<typeof createAdsRepo>) => Promise<T>) =>
    deps.db.transaction((t) => work(t as unknown as Db, createAdsRepo(t as unknown as Db)));

  async function get(userId: number, id: number): Promise<Ad> {
    const row = id <= MAX_ID ? await repo.find(userId, id) : undefined;
    if (!row) throw notFound(messages.adNotFound);
    return adDto(row);
  }

  async function requireCampaign(userId: number, campaignId: number) {
    if (!(await deps.campaigns.isOwned(userId, campaignId))) {
      throw new AppError('NOT_FOUND', messages.campaignNotFound, [{ path: 'campaignId', message: messages.campaignNotFound }]);
    }
  }

  async function requireAd(userId: number, id: number) {
    if (id > MAX_ID || !(await repo.find(userId, id))) throw notFound(messages.adNotFound);
  }

  return {
    get,

    /** What generation writes: previews, contents appended to an ad, a chosen variation saved (ad-drafts.ts). */
    drafts: createAdDrafts(deps),

    async list(userId: number, query: PageQuery): Promise<Page<Ad>> {
      const [rows, total] = await Promise.all([repo.list(userId, query.size, query.page * query.size), repo.totalByUser(userId)]);
      return toPage(rows.map(adDto), total, query);
    },

    async listByCampaign(userId: number, campaignId: number, query: PageQuery): Promise<Page<Ad>> {
      if (!(await deps.campaigns.isOwned(userId, campaignId))) throw notFound(messages.campaignNotFound);
      const [rows, total] = await Promise.all([
        repo.listByCampaign(campaignId, query.size, query.page * query.size),
        repo.countByCampaign(campaignId),
      ]);
      return toPage(rows.map(adDto), total, query);
    },

    counts: (userId: number) => repo.countByUser(userId),

    /** The newest saved ads without a total (the dashboard's Recent Ads). */
    async newest(userId: number, limit: number): Promise<Ad[]> {
      return (await repo.list(userId, limit, 0)).map(adDto);
    },

    async create(userId: number, body: CreateAdBody): Promise<Ad> {
      if (body.campaignId) await requireCampaign(userId, body.campaignId);
      const now = deps.clock();
      const copy = {
        headline: body.headline,
        description: body.description ?? null,
        primaryText: body.primaryText ?? null,
        callToAction: body.callToAction,
        imageUrl: stored(body.imageUrl) ?? null,
        mediaFileUrl: stored(body.mediaFileUrl) ?? null,
        videoUrl: body.videoUrl ?? null,
      };
      const id = await repo
        .insert({
          userId,
          campaignId: body.campaignId ?? null,
          name: body.name,
          adType: body.adType ?? DEFAULT_AD_TYPE,
          status: body.status ?? DEFAULT_AD_STATUS,
          ...copy,
          // Written by hand: no AI provider.
          tags: tagsOf(deps.tagging.tagCopy, copy, null),
          destinationUrl: body.destinationUrl ?? null,
          createdAt: now,
          updatedAt: now,
        })
        .catch(campaignGone);
      return get(userId, id);
    },

    async update(userId: number, id: number, body: UpdateAdBody): Promise<Ad> {
      if (id > MAX_ID) throw notFound(messages.adNotFound);
      if (body.campaignId) await requireCampaign(userId, body.campaignId);
      const patch: Partial<NewAd> = { updatedAt: deps.clock() };
      for (const key of [
        'name',
        'headline',
        'description',
        'primaryText',
        'callToAction',
        'status',
        'imageUrl',
        'mediaFileUrl',
        'videoUrl',
        'campaignId',
        'adType',
        'destinationUrl',
      ] as const) {
        if (body[key] !== undefined) Object.assign(patch, { [key]: body[key] });
      }
      if (patch.imageUrl) patch.imageUrl = stored(patch.imageUrl);
      if (patch.mediaFileUrl) patch.mediaFileUrl = stored(patch.mediaFileUrl);
      if (!TAGGED_KEYS.some((key) => patch[key] !== undefined)) {
        if (!(await repo.update(userId, id, patch).catch(campaignGone))) throw notFound(messages.adNotFound);
        return get(userId, id);
      }
      // The copy or pictures change: re-tagged from the ad as it will be, the provider and the user's angles kept.
      await inTransaction(async (_tx, txRepo) => {
        const row = await txRepo.findForUpdate(userId, id);
        if (!row || row.isPreview) throw notFound(messages.adNotFound);
        patch.tags = tagsOf(deps.tagging.tagCopy, { ...row, ...patch }, row.tags?.provider ?? null, row.tags);
        if (!(await txRepo.update(userId, id, patch).catch(campaignGone))) throw notFound(messages.adNotFound);
      });
      return get(userId, id);
    },

    async remove(userId: number, id: number): Promise<void> {
      if (id > MAX_ID) throw notFound(messages.adNotFound);
      await deleteAdsWithMedia(
        deps,
        async (ads) => ((await ads.lock(userId, id)) ? [id] : []),
        async (tx, ids) => {
          if (ids.length === 0 || !(await createAdsRepo(tx).delete(userId, id))) throw notFound(messages.adNotFound);
        },
      );
    },

    async contents(userId: number, adId: number): Promise<AdContent[]> {
      await requireAd(userId, adId);
      return (await repo.contents(adId)).map(contentDto);
    },

    /**
     * Selects one generated content: only it stays selected, and its title and body become the
     * ad's headline and primary text (and its description, call to action and image, when it has
     * them). The ad row is locked for the transaction, so concurrent selections on one ad run one
     * after the other and the last one wins.
     */
    async selectContent(userId: number, adId: number, contentId: number): Promise<Ad> {
      if (adId > MAX_ID) throw notFound(messages.adNotFound);
      await inTransaction(async (tx, txRepo) => {
        const ad = await txRepo.findForUpdate(userId, adId);
        if (!ad || ad.isPreview) throw notFound(messages.adNotFound);
        const content = contentId <= MAX_ID ? await txRepo.findContent(adId, contentId) : undefined;
        if (!content) throw notFound(messages.adContentNotFound);
        await txRepo.markSelected(adId, contentId);
        const contentTags = content.tags ?? (await tagWrites.content(tx, content));
        if (!content.tags) await txRepo.updateContent(adId, contentId, { tags: contentTags });
        const copy = {
          headline: content.title ?? undefined,
          primaryText: content.body ?? undefined,
          description: content.description ?? undefined,
          callToAction: content.callToAction ?? undefined,
          imageUrl: content.imageUrl ?? undefined,
          mediaFileUrl: content.mediaFileUrl ?? undefined,
        };
        // The ad's copy is now the content's (what it leaves empty, the ad keeps): the content's provider and user angles.
        const tags = tagsOf(deps.tagging.tagCopy, { ...ad, ...definedOnly(copy) }, contentTags.provider, contentTags);
        await txRepo.update(userId, adId, { ...copy, tags, updatedAt: deps.clock() });
        await deps.onContentSelected?.(tx, content);
      });
      return get(userId, adId);
    },

    /**
     * PUT /api/contents/{id}/tags: the user's angles for one content (of a saved ad or a preview), kept over every
     * re-tag; the ad whose selected content it is gets them too. Another user's content is a missing one.
     */
    async setContentAngles(userId: number, contentId: number, angles: Angle[]): Promise<{ tags: CreativeTags }> {
      const found = contentId <= MAX_ID ? await repo.findContentOfUser(userId, contentId) : undefined;
      if (!found) throw notFound(messages.adContentNotFound);
      return inTransaction(async (tx, txRepo) => {
        const ad = await txRepo.findForUpdate(userId, found.adId);
        const content = ad ? await txRepo.findContent(ad.id, contentId) : undefined;
        if (!ad || !content) throw notFound(messages.adContentNotFound);
        const tags = withUserAngles(content.tags ?? (await tagWrites.content(tx, content)), angles);
        await txRepo.updateContent(ad.id, content.id, { tags });
        if (content.isSelected)
          await txRepo.setTags(ad.id, withUserAngles(ad.tags ?? tagsOf(deps.tagging.tagCopy, ad, tags.provider), angles));
        return { tags };
      });
    },

    /** PUT /api/ads/{id}/tags: the user's angles for a saved ad (one written by hand has no content), and for its selected content. */
    async setAdAngles(userId: number, adId: number, angles: Angle[]): Promise<{ tags: CreativeTags }> {
      if (adId > MAX_ID) throw notFound(messages.adNotFound);
      return inTransaction(async (tx, txRepo) => {
        const ad = await txRepo.findForUpdate(userId, adId);
        if (!ad || ad.isPreview) throw notFound(messages.adNotFound);
        const selected = (await txRepo.contents(ad.id)).find((c) => c.isSelected);
        const selectedTags = selected ? (selected.tags ?? (await tagWrites.content(tx, selected))) : null;
        const tags = withUserAngles(ad.tags ?? tagsOf(deps.tagging.tagCopy, ad, selectedTags?.provider ?? null), angles);
        await txRepo.setTags(ad.id, tags);
        if (selected && selectedTags) await txRepo.updateContent(ad.id, selected.id, { tags: withUserAngles(selectedTags, angles) });
        return { tags };
      });
    },

    /** What publishing to Facebook reads and records (decision 080); the facebook module never touches this table. */
    publishing: {
      async ad(userId: number, adId: number): Promise<PublishingAd> {
        const row = adId <= MAX_ID ? await repo.find(userId, adId) : undefined;
        if (!row) throw notFound(messages.adNotFound);
        const hasSelectedContent = (await repo.contents(adId)).some((c) => c.isSelected);
        return {
          ...row,
          adType: row.adType as AdType,
          imageUrl: row.imageUrl ?? row.mediaFileUrl,
          hasSelectedContent,
        };
      },
      save: (
        adId: number,
        fields: { fbImageHash?: string; fbCreativeId?: string; fbAdId?: string; status?: string; publishError?: string | null },
      ) => repo.setPublishFields(adId, { ...fields, updatedAt: deps.clock() }),
      async byFacebookId(userId: number) {
        const rows = await repo.byFacebookId(userId);
        return new Map(
          rows.map((r) => [r.fbAdId as string, { adId: r.id, campaignId: r.campaignId, status: r.status, publishError: r.publishError }]),
        );
      },
    },
  };
}
export type AdsService = ReturnType<typeof createAdsService>;

/** The keys whose value is not undefined (an absent field keeps the row's value). */
function definedOnly<T extends object>(o: T): Partial<T> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
}
