/**
 * /ads/{id}/edit: the wizard filled from an existing ad and its generated contents. Step 1 gets the
 * ad's campaign, type, name and call to action; step 3 gets one card per content (the selected one
 * shows the ad's current copy, which may have been edited since), or the ad's own copy when it has none.
 */
import type { Ad, AdContent } from '@ads-creative/contracts/ads';
import { isCallToAction } from '@ads-creative/contracts/ads';
import type { AdVariation } from '@ads-creative/contracts/generation';
import { emptyWizardValues, type WizardValues } from './wizard-values.ts';

export interface WizardPrefill {
  values: WizardValues;
  variations: AdVariation[];
  selectedId: number | null;
}

/** The card standing for an ad without stored contents; never sent to select-content. */
export const AD_OWN_COPY_ID = 0;

export function prefillFromAd(ad: Ad, contents: AdContent[]): WizardPrefill {
  const values: WizardValues = {
    ...emptyWizardValues,
    campaignId: ad.campaignId === null ? null : String(ad.campaignId),
    adType: ad.adType,
    name: ad.name,
    callToAction: isCallToAction(ad.callToAction) ? ad.callToAction : null,
  };
  const media = { imageUrl: ad.imageUrl, mediaFileUrl: ad.mediaFileUrl };
  const callToAction = ad.callToAction ?? ad.cta ?? '';
  const ownCopy = { headline: ad.headline ?? '', body: ad.primaryText ?? '', description: ad.description, callToAction, ...media };
  if (contents.length === 0) return { values, variations: [{ id: AD_OWN_COPY_ID, ...ownCopy }], selectedId: AD_OWN_COPY_ID };

  const selected = contents.find((c) => c.isSelected) ?? null;
  // Generated contents carry their own description, call to action and picture; older ones only text.
  const variations = contents.map((c) => {
    if (c.id === selected?.id) return { id: c.id, ...ownCopy };
    const ownMedia = c.imageUrl || c.mediaFileUrl ? { imageUrl: c.imageUrl ?? null, mediaFileUrl: c.mediaFileUrl ?? null } : media;
    return {
      id: c.id,
      headline: c.title ?? '',
      body: c.body ?? '',
      description: c.description ?? null,
      callToAction: c.callToAction ?? callToAction,
      ...ownMedia,
    };
  });
  return { values, variations, selectedId: selected?.id ?? null };
}
