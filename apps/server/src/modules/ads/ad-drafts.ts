/**
 * What generation writes to the ads tables, owned here so that no other module builds the ads repo
 * (decision 171): previews (unlisted ads holding a run's contents) and their purge, contents appended
 * to a saved ad, and saving a chosen variation (POST /api/ads/save-existing). Each runs in one transaction;
 * the AI call log's part in it comes in as a callback or a port.
 */
import { generationMessages } from '@ads-creative/contracts/generation';
import { messages } from '@ads-creative/contracts/messages';
import { MAX_ID } from '@ads-creative/contracts/paging';
import type { Db } from '../../db/client.ts';
import type { AdContentRow, AdRow } from '../../db/schema/campaigns.ts';
import { notFound } from '../../lib/errors.ts';
import { type AdDeletionDeps, deleteAdsWithMedia } from './ad-deletion.ts';
import { tagsOf } from './ad-tags.ts';
import { createAdsRepo, type NewAd, type NewAdContent } from './ads.repo.ts';
import { type AdTagging, createTagWrites } from './tag-writes.ts';

export interface AdDraftsDeps extends AdDeletionDeps {
  /** Runs in the transaction that selects a content (the AI call log marks the calls that wrote it). */
  onContentSelected?: (tx: Db, content: AdContentRow) => Promise<void>;
  /** Runs in the transaction that moves a preview's contents to the ad it edits (the call log follows them). */
  onContentsMoved?: (tx: Db, userId: number, fromAdId: number, toAdId: number) => Promise<void>;
  /** Every content written gets its creative tags, and a saved ad its chosen content's (decision 183). */
  tagging: AdTagging;
}

/** The contents to write for an ad, made inside its transaction once the ad has an id (the run's calls are recorded first). */
export type ContentsFor = (tx: Db, adId: number) => Promise<Omit<NewAdContent, 'adId' | 'tags'>[]>;

/** The saved ad's fields; its chosen content gets the same copy and pictures (title = headline, body = primary text). */
export interface VariationFields {
  name: string;
  campaignId: number;
  adType: string;
  headline: string;
  primaryText: string | null;
  description: string | null;
  callToAction: string;
  imageUrl: string | null;
  mediaFileUrl: string | null;
}

export interface SaveVariation {
  /** Edit mode: the saved ad that receives the variation. */
  targetAdId?: number;
  /** The preview to save; else the user's preview holding `contentId`, if any. */
  previewId?: number;
  /** The chosen content's id, as the client knows it. */
  contentId?: number;
  fields: VariationFields;
  /** Left out by the client: the chosen content's (or, for new copy on an edited ad, the ad's current) ones are kept. */
  absent: { imageUrl: boolean; mediaFileUrl: boolean; description: boolean };
}

const contentOf = (f: VariationFields) => ({
  title: f.headline,
  body: f.primaryText,
  description: f.description,
  callToAction: f.callToAction,
  imageUrl: f.imageUrl,
  mediaFileUrl: f.mediaFileUrl,
});

export function createAdDrafts(deps: AdDraftsDeps) {
  const repo = createAdsRepo(deps.db);
  const tags = createTagWrites(deps.tagging);
  const inTransaction = <T>(work: (tx: Db, repo: ReturnType<typeof createAdsRepo>) => Promise<T>) =>
    deps.db.transaction((t) => work(t as unknown as Db, createAdsRepo(t as unknown as Db)));

  return {
    /** Deletes up to `limit` previews older than `cutoff`, with the pictures only they showed. */
    purgeStale: (cutoff: Date, limit: number) =>
      deleteAdsWithMedia(
        deps,
        (ads) => ads.stalePreviewIds(cutoff, limit),
        (tx, ids) => createAdsRepo(tx).deletePreviews(ids),
      ),

    /** Writes a preview (an unlisted DRAFT, untagged until saved) and its contents, tagged, in one transaction. */
    createPreview: (ad: Omit<NewAd, 'isPreview' | 'status' | 'tags'>, contentsFor: ContentsFor) =>
      inTransaction(async (tx, txRepo) => {
        const adId = await txRepo.insert({ ...ad, status: 'DRAFT', isPreview: true });
        const contents = await txRepo.insertContents(
          await tags.contents(
            tx,
            (await contentsFor(tx, adId)).map((c) => ({ ...c, adId })),
          ),
        );
        return { adId, contents };
      }),

    /** Appends contents to the user's ad, unselected; 404 when the ad is gone. Returns the ad's contents. */
    async appendContents(userId: number, adId: number, contentsFor: ContentsFor): Promise<AdContentRow[]> {
      await inTransaction(async (tx, txRepo) => {
        if (!(await txRepo.lock(userId, adId))) throw notFound(messages.adNotFound);
        await txRepo.insertContents(
          await tags.contents(
            tx,
            (await contentsFor(tx, adId)).map((c) => ({ ...c, adId })),
          ),
        );
      });
      return repo.contents(adId);
    },

    /**
     * Saves the chosen variation, in one transaction; returns the saved ad's id:
     * - the preview is `previewId`, else the user's preview holding `contentId` (another user's
     *   content id finds nothing);
     * - with `targetAdId` (edit mode) the saved target receives the preview's contents and call-log
     *   rows (the preview row is deleted) and the copy; its status and created date stay;
     * - else the preview becomes the ad (DRAFT, created now), keeping all its contents;
     * - without either, a new ad whose only content is the variation.
     * The chosen content (by id, else by identical headline and body, else added) gets the edited
     * text and is the only selected one.
     */
    saveVariation: (userId: number, now: Date, save: SaveVariation): Promise<number> =>
      inTransaction(async (tx, txRepo) => {
        const adFields = { ...save.fields };
        // Rows are locked target first, then preview, in every path (no lock-order deadlock).
        let target: AdRow | undefined;
        if (save.targetAdId !== undefined) {
          target = save.targetAdId <= MAX_ID ? await txRepo.findForUpdate(userId, save.targetAdId) : undefined;
          if (!target || target.isPreview) throw notFound(messages.adNotFound);
        }
        let preview: AdRow | undefined;
        if (save.previewId !== undefined) {
          preview = save.previewId <= MAX_ID ? await txRepo.findForUpdate(userId, save.previewId) : undefined;
          if (!preview?.isPreview) throw notFound(generationMessages.previewNotFound);
        } else if (save.contentId !== undefined && save.contentId > 0 && save.contentId <= MAX_ID) {
          preview = await txRepo.lockPreviewHoldingContent(userId, save.contentId);
        }

        if (!target && !preview) {
          // Copy no AI call wrote (the variation alone, as the client sent it): no provider.
          const written = tagsOf(tags.tagCopy, adFields, null);
          const id = await txRepo.insert({
            userId,
            ...adFields,
            tags: written,
            status: 'DRAFT',
            isPreview: false,
            createdAt: now,
            updatedAt: now,
          });
          await txRepo.insertContents([{ adId: id, ...contentOf(adFields), tags: written, isSelected: true, createdAt: now }]);
          return id;
        }

        // The ad that keeps the contents: the edited ad, or the preview that becomes the ad.
        const owner = target ?? (preview as AdRow);
        if (target && preview) {
          await txRepo.moveContents(preview.id, target.id);
          await deps.onContentsMoved?.(tx, userId, preview.id, target.id);
          await txRepo.deletePreview(userId, preview.id);
        }

        const contents = await txRepo.contents(owner.id);
        let chosen =
          (save.contentId !== undefined ? contents.find((c) => c.id === save.contentId) : undefined) ??
          contents.find((c) => c.title === adFields.headline && (c.body ?? null) === adFields.primaryText);
        const keep =
          chosen ??
          (target ? { imageUrl: target.imageUrl, mediaFileUrl: target.mediaFileUrl, description: target.description } : undefined);
        if (keep && save.absent.imageUrl) adFields.imageUrl = keep.imageUrl;
        if (keep && save.absent.mediaFileUrl) adFields.mediaFileUrl = keep.mediaFileUrl;
        if (keep && save.absent.description) adFields.description = keep.description;
        // The chosen content re-tagged with the copy as saved (its provider and the user's angles kept); the ad gets its tags.
        if (chosen) {
          const edited = { ...contentOf(adFields), tags: await tags.content(tx, { ...chosen, ...contentOf(adFields) }) };
          await txRepo.updateContent(owner.id, chosen.id, edited);
          chosen = { ...chosen, ...edited };
        } else {
          [chosen] = await txRepo.insertContents(await tags.contents(tx, [{ adId: owner.id, ...contentOf(adFields), createdAt: now }]));
        }
        if (!chosen) throw new Error('unreachable: the chosen content was neither found nor inserted');
        await txRepo.markSelected(owner.id, chosen.id);
        const adTags = { ...adFields, tags: chosen.tags };
        if (target) {
          // Edit mode: the ad keeps its status and created date.
          await txRepo.update(userId, target.id, { ...adTags, updatedAt: now });
        } else {
          // The ad counts as created when it is saved, so it comes first in the lists.
          await txRepo.updatePreview(userId, owner.id, { ...adTags, status: 'DRAFT', isPreview: false, createdAt: now, updatedAt: now });
        }
        await deps.onContentSelected?.(tx, chosen);
        return owner.id;
      }),
  };
}

export type AdDrafts = ReturnType<typeof createAdDrafts>;
