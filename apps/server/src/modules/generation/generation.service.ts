/**
 * AI ad generation (spec 1 §2 wizard, §4, §5, §7): generate N variations with copy and images into an
 * unsaved preview ad, save the chosen (possibly edited) variation as the ad, add more text options
 * on the detail page, and the copy of the wizard's Ad Library links (through the configured extractor).
 *
 * Nothing half-made is saved: every provider call runs first, pictures are kept in memory, and only
 * when all succeeded are they stored and the preview ad with its contents and the call log written
 * in one transaction. Previews are never listed or counted; those older than 24 h are purged on
 * every generation. See docs/decisions/040-generation-flow.md.
 */

import { adLibraryIdOf, firstInvalidLink, nonBlankLinks } from '@ads-creative/contracts/ad-library-link';
import type { Ad, AdContent } from '@ads-creative/contracts/ads';
import { type AdType, type CallToAction, callToActions, isCallToAction } from '@ads-creative/contracts/ads';
import { type AdLanguage, type ImageSize, withCallToActionNote } from '@ads-creative/contracts/ai';
import type { generateContentBody } from '@ads-creative/contracts/generation';
import {
  type AdVariation,
  type ExtractedItem,
  extractionSucceeded,
  type GenerateAdBody,
  type GenerateAdResponse,
  generationMessages,
  isEmptyGuidance,
  type SaveExistingAdBody,
} from '@ads-creative/contracts/generation';
import { messages } from '@ads-creative/contracts/messages';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { AdContentRow } from '../../db/schema/campaigns.ts';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import { withoutCallToActionNote } from '../../providers/ai/call-to-action-note.ts';
import type { AiRegistry } from '../../providers/ai/registry.ts';
import type { ImageGenerationResult } from '../../providers/ai/types.ts';
import { hasVietnameseDiacritics } from '../../providers/ai/vietnamese-text.ts';
import { type AdsService, toAdContentDto } from '../ads/ads.service.ts';
import type { AiCallLog } from '../ai-calls/ai-calls.service.ts';
import type { AiSettingsService } from '../ai-settings/ai-settings.service.ts';
import { type CampaignsService, campaignGone } from '../campaigns/campaigns.service.ts';
import type { MediaService, StoredMedia } from '../media/media.service.ts';
import { extractedCopies } from './extracted-content.ts';
import { startGenerationRun } from './generation-run.ts';
import { resolveProvider } from './provider-errors.ts';

type GenerateContentBody = z.output<typeof generateContentBody>;

/** Unsaved previews older than this are deleted. */
export const PREVIEW_TTL_MS = 24 * 60 * 60 * 1000;
/** At most this many stale previews are deleted per generation (keeps the purge cheap; the next one takes the rest). */
const PURGE_BATCH = 200;
/** Text options the detail page's Generate Content adds. */
export const DETAIL_PAGE_VARIATIONS = 3;

/** Website conversion ads link out from a wide card (1.91:1); feed posts and lead forms read best square. */
export const imageSizeFor = (adType: AdType): ImageSize => (adType === 'WEBSITE_CONVERSION_AD' ? '1200x628' : '1080x1080');

const extensionOf: Record<ImageGenerationResult['mimeType'], string> = { 'image/png': 'png', 'image/jpeg': 'jpg' };

const MEDIA_URL = /^(https?:\/\/[^\s]+|\/[^\s]*)$/i;
const clean = (v: string | null | undefined): string | null => {
  const t = (v ?? '').replaceAll('\u0000', '').trim();
  return t === '' ? null : t;
};
/** An http(s) URL or a path on this server, as the ads module accepts media URLs; '' and null are none. */
function mediaUrl(v: string | null | undefined, path: string): string | null {
  const url = clean(v);
  if (url !== null && (url.length > 2048 || !MEDIA_URL.test(url))) throw badRequest(messages.invalidUrl, path);
  return url;
}

export interface GenerationDeps {
  db: Db;
  clock: () => Date;
  /** Generated pictures are stored within the user's media quota; purged previews release theirs. */
  media: MediaService;
  ai: AiRegistry;
  aiSettings: AiSettingsService;
  aiCalls: AiCallLog;
  campaigns: CampaignsService;
  ads: AdsService;
  /** Told about best-effort work that failed (purge, call log after a failure); the request goes on. */
  warn?: (error: unknown, what: string) => void;
  /** Reads one Ad Library ad for the user (modules/ad-library); absent: import is not set up. */
  importAd?: (userId: number, libraryId: string) => Promise<ExtractedItem & { id: string }>;
}

export function createGenerationService(deps: GenerationDeps) {
  const warn = deps.warn ?? (() => {});
  /** A checked media URL as columns keep it (the app's own files by their path, decision 174). */
  const storedMediaUrl = (v: string | null | undefined, path: string): string | null => {
    const url = mediaUrl(v, path);
    return url === null ? null : deps.media.storedUrl(url);
  };
  const runDeps = {
    db: deps.db,
    aiCalls: deps.aiCalls,
    onLogFailure: (e: unknown) => warn(e, 'ai call log'),
    onProviderFailure: (e: unknown) => warn(e, 'AI provider call'),
  };

  /**
   * Deletes expired previews with the pictures only they showed, then retries media files whose
   * deletion failed earlier (best effort: a failure here must not stop a generation).
   */
  async function purgeStalePreviews(): Promise<void> {
    const cutoff = new Date(deps.clock().getTime() - PREVIEW_TTL_MS);
    await deps.ads.drafts.purgeStale(cutoff, PURGE_BATCH).catch((error) => warn(error, 'preview purge'));
    await deps.media.sweep(PURGE_BATCH).catch((error) => warn(error, 'media sweep'));
  }

  /** The copy of the selected variation, checked as the ad edit form checks an ad. */
  function variationFields(v: SaveExistingAdBody['selectedVariation'], fallbackCta: CallToAction) {
    const headline = clean(v.headline);
    if (headline === null) throw badRequest(messages.headlineRequired, 'selectedVariation.headline');
    if (headline.length > 255) throw badRequest(messages.headlineTooLong, 'selectedVariation.headline');
    const primaryText = clean(v.body);
    if (primaryText !== null && primaryText.length > 5000) throw badRequest(messages.primaryTextTooLong, 'selectedVariation.body');
    const description = clean(v.description);
    if (description !== null && description.length > 1000) throw badRequest(messages.descriptionTooLong, 'selectedVariation.description');
    const cta = clean(v.callToAction);
    if (cta !== null && !isCallToAction(cta)) {
      throw badRequest(`Call to Action must be one of: ${callToActions.join(', ')}.`, 'selectedVariation.callToAction');
    }
    return {
      headline,
      primaryText,
      description,
      callToAction: cta ?? fallbackCta,
      imageUrl: storedMediaUrl(v.imageUrl, 'selectedVariation.imageUrl'),
      mediaFileUrl: storedMediaUrl(v.mediaFileUrl, 'selectedVariation.mediaFileUrl'),
    };
  }

  return {
    purgeStalePreviews,

    async generate(userId: number, body: GenerateAdBody, signal?: AbortSignal): Promise<GenerateAdResponse> {
      const prompt = body.prompt.trim();
      // The brief as the user wrote it: the wizard appends the spec's call-to-action note, which is
      // for the copy model only (a prompt that is nothing but the note is no prompt).
      const brief = withoutCallToActionNote(prompt);
      if (brief === '' && nonBlankLinks(body.adLinks).length === 0) throw badRequest(generationMessages.enterPromptContent, 'prompt');
      const badLink = firstInvalidLink(body.adLinks);
      if (badLink >= 0) throw badRequest(generationMessages.invalidAdLink, `adLinks.${badLink}`);
      const uploaded = storedMediaUrl(body.mediaFileUrl, 'mediaFileUrl');
      if (uploaded === null && !body.imageProvider) throw badRequest(generationMessages.uploadOrImageProvider, 'imageProvider');
      const campaign = await deps.campaigns.get(userId, body.campaignId);

      // Both providers are resolved before any call: a missing key for the image provider must not
      // cost a text call first.
      const keys = await deps.aiSettings.userKeys(userId);
      const text = resolveProvider(() => deps.ai.getTextProvider(body.textProvider, keys), 'textProvider');
      const imageProviderId = body.imageProvider;
      const image =
        uploaded === null && imageProviderId
          ? resolveProvider(() => deps.ai.getImageProvider(imageProviderId, keys), 'imageProvider')
          : null;

      await purgeStalePreviews();
      // Pictures that could not be stored are not worth paying for.
      if (image) await deps.media.assertRoom(userId);

      const extracted = extractedCopies(body.extractedContent);
      const run = startGenerationRun(runDeps, userId, signal);
      const { variations } = await run.text(text, {
        prompt: brief === '' ? '' : withCallToActionNote(prompt),
        language: body.language,
        promptStyle: body.promptStyle,
        adType: body.adType,
        callToAction: body.callToAction,
        numberOfVariations: body.numberOfVariations,
        extractedContent: extracted,
        campaign: { name: campaign.name, objective: campaign.objective, targetAudience: campaign.targetAudience },
        customPrompt: clean(body.customPrompt) ?? undefined,
        guidance: isEmptyGuidance(body.guidance) ? undefined : (body.guidance ?? undefined),
      });

      const size = imageSizeFor(body.adType);
      // The picture's subject is the brief without the note: image models would otherwise be told
      // about call-to-action codes (and might draw them).
      const subject = brief || extracted[0]?.body || extracted[0]?.headline || '';
      const pictures = image
        ? await run.images(
            image,
            variations.map((v) => ({
              prompt: subject || v.primaryText,
              headline: v.headline,
              callToAction: v.callToAction,
              size,
              language: body.language,
              promptStyle: body.promptStyle,
            })),
          )
        : [];

      // Every call succeeded. Store the pictures (within the quota), then write the preview in one
      // transaction. Should either fail, the calls are still logged (without an ad), the stored
      // pictures are deleted again and nothing is listed anywhere.
      let saved: { adId: number; contents: AdContentRow[] };
      let stored: StoredMedia[] = [];
      try {
        stored = await deps.media.store(
          userId,
          'generated',
          pictures.map((p) => ({ bytes: p.bytes, contentType: p.mimeType, ext: extensionOf[p.mimeType] })),
        );
        const media = (i: number) =>
          uploaded !== null ? { imageUrl: uploaded, mediaFileUrl: uploaded } : { imageUrl: stored[i]?.url ?? null, mediaFileUrl: null };
        const now = deps.clock();
        const first = variations[0];
        saved = await deps.ads.drafts.createPreview(
          {
            userId,
            campaignId: campaign.id,
            name: body.name,
            adType: body.adType,
            headline: first?.headline ?? null,
            primaryText: first?.primaryText ?? null,
            description: first?.description || null,
            callToAction: body.callToAction,
            ...media(0),
            createdAt: now,
            updatedAt: now,
          },
          async (tx, adId) => {
            const [textCallId, ...imageCallIds] = await deps.aiCalls.record(tx, userId, adId, run.outcomes);
            return variations.map((v, i) => ({
              title: v.headline,
              body: v.primaryText,
              description: v.description || null,
              callToAction: v.callToAction,
              ...media(i),
              textCallId: textCallId ?? null,
              imageCallId: imageCallIds[i] ?? null,
              createdAt: now,
            }));
          },
        );
      } catch (error) {
        await run.logUnsaved();
        const unsaved = stored.map((s) => s.key);
        await deps.media.discard(userId, unsaved).catch((e) => warn(e, 'deleting unsaved pictures'));
        // The campaign was deleted while the providers were writing.
        campaignGone(error);
      }

      return {
        status: 'success',
        message: generationMessages.generateSuccess,
        adId: saved.adId,
        variations: saved.contents.map(
          (c): AdVariation => ({
            id: c.id,
            headline: c.title ?? '',
            body: c.body ?? '',
            description: c.description,
            callToAction: c.callToAction ?? body.callToAction,
            imageUrl: deps.media.clientUrl(c.imageUrl),
            mediaFileUrl: deps.media.clientUrl(c.mediaFileUrl),
          }),
        ),
      };
    },

    /**
     * Saves the chosen variation (the ads module's drafts.saveVariation says how: a preview becomes the ad,
     * or its contents move to the ad being edited, or a new ad holds the variation alone).
     */
    async saveExisting(userId: number, body: SaveExistingAdBody): Promise<{ adId: number; ad: Ad }> {
      const fields = variationFields(body.selectedVariation, body.callToAction);
      if (!(await deps.campaigns.isOwned(userId, body.campaignId))) throw notFound(messages.campaignNotFound);
      const variation = body.selectedVariation;
      const adId = await deps.ads.drafts
        .saveVariation(userId, deps.clock(), {
          targetAdId: body.targetAdId,
          previewId: body.adId,
          contentId: variation.id,
          fields: { name: body.name, campaignId: body.campaignId, adType: body.adType, ...fields },
          absent: {
            imageUrl: variation.imageUrl === undefined,
            mediaFileUrl: variation.mediaFileUrl === undefined,
            description: variation.description === undefined,
          },
        })
        .catch(campaignGone);
      return { adId, ad: await deps.ads.get(userId, adId) };
    },

    /** The detail page's Generate Content: three more text options for a saved ad, appended unselected. */
    async generateContent(userId: number, adId: number, body: GenerateContentBody, signal?: AbortSignal): Promise<AdContent[]> {
      const ad = await deps.ads.get(userId, adId);
      const keys = await deps.aiSettings.userKeys(userId);
      const text = resolveProvider(() => deps.ai.getTextProvider(body.provider, keys), 'provider');
      const campaign = ad.campaignId ? await deps.campaigns.get(userId, ad.campaignId).catch(() => null) : null;
      const language: AdLanguage = body.language ?? (hasVietnameseDiacritics(body.prompt) ? 'vi' : 'en');

      const run = startGenerationRun(runDeps, userId, signal);
      const { variations } = await run.text(text, {
        prompt: withCallToActionNote(body.prompt),
        language,
        promptStyle: 'dynamic',
        adType: ad.adType as AdType,
        callToAction: isCallToAction(ad.callToAction) ? ad.callToAction : undefined,
        numberOfVariations: DETAIL_PAGE_VARIATIONS,
        campaign: campaign ? { name: campaign.name, objective: campaign.objective, targetAudience: campaign.targetAudience } : undefined,
      });

      const now = deps.clock();
      let contents: AdContentRow[];
      try {
        // 404 when the ad was deleted while the provider was writing.
        contents = await deps.ads.drafts.appendContents(userId, ad.id, async (tx) => {
          const [textCallId] = await deps.aiCalls.record(tx, userId, ad.id, run.outcomes);
          return variations.map((v) => ({
            title: v.headline,
            body: v.primaryText,
            description: v.description || null,
            callToAction: v.callToAction,
            textCallId: textCallId ?? null,
            createdAt: now,
          }));
        });
      } catch (error) {
        await run.logUnsaved();
        throw error;
      }
      return contents.map((c) => toAdContentDto(c, deps.media.clientUrl));
    },

    /**
     * The copy of each Ad Library link, read by the configured extractor (spec 1 §7's item shape).
     * Links that fail are left out; when none gives copy, the first failure is the answer, which opens
     * the wizard's Extraction Failed dialog.
     */
    async extractFromLibrary(userId: number, adLinks: string[]): Promise<(ExtractedItem & { link: string })[]> {
      const links = nonBlankLinks(adLinks);
      if (links.length === 0) throw badRequest(generationMessages.needOneLinkToExtract, 'adLinks');
      const badLink = firstInvalidLink(adLinks);
      if (badLink >= 0) throw badRequest(generationMessages.invalidAdLink, `adLinks.${badLink}`);
      const importAd = deps.importAd;
      if (!importAd) throw new AppError('NOT_CONFIGURED', generationMessages.libraryNotConfigured);
      const results = await Promise.allSettled(
        links.map(async (link) => ({ ...(await importAd(userId, adLibraryIdOf(link, { lenient: true }) as string)), link })),
      );
      const items = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
      if (!extractionSucceeded(items)) {
        const failure = results.find((r) => r.status === 'rejected');
        throw failure?.reason ?? new AppError('VALIDATION_ERROR', generationMessages.nothingExtracted);
      }
      return items;
    },
  };
}
export type GenerationService = ReturnType<typeof createGenerationService>;
