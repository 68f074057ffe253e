/**
 * A campaign's publishing fields against what its objective needs (form preview and detail page).
 * Saving never requires them; publishing an ad of the campaign does (decision 080).
 */
import { type CampaignFacebookField, campaignFacebookFieldLabels, publishingRequirementOf } from '@ads-creative/contracts/campaigns';

/** The fields this objective needs that are not set, or null when it needs none. */
export function missingPublishingFields(
  objective: string,
  values: Partial<Record<CampaignFacebookField, string | null>>,
): CampaignFacebookField[] | null {
  const required = publishingRequirementOf(objective);
  return required ? required.fields.filter((f) => !values[f]?.trim()) : null;
}

/** 'All set', or 'Needs Pixel ID and Conversion event'. */
export const publishingStatus = (missing: readonly CampaignFacebookField[]) =>
  missing.length === 0 ? 'All set' : `Needs ${missing.map((f) => campaignFacebookFieldLabels[f]).join(' and ')}`;
