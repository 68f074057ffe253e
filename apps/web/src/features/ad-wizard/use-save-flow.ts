/**
 * Saving the chosen variation (spec 1 §4, §7, §8): one POST /api/ads/save-existing with the generate
 * body and the variation. A new ad: with the preview's id (`adId`). An existing ad (/ads/{id}/edit):
 * with `targetAdId`, the edited ad, and `adId` when a new generation made a preview, so the server
 * moves its contents onto the ad, selects the chosen one and updates the ad in one transaction.
 * Success toasts, refreshes the lists and the dashboard and goes to /dashboard; failure shows the
 * server's message or the spec's, under the ad store's fallback as its title: 'Failed to create ad' for a
 * new ad, 'Failed to update ad' for an edited one (spec 1 §8, decision 173).
 */
import { type AdVariation, generationMessages } from '@ads-creative/contracts/generation';
import { messages } from '@ads-creative/contracts/messages';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { refreshAfterChange } from '../../lib/data-refresh.ts';
import { serverMessageOr } from '../../lib/server-message.ts';
import { toast } from '../../lib/toast.ts';
import { GenerationRefused } from './api/generate-ad.ts';
import { saveExistingAd } from './api/save-existing-ad.ts';
import { AD_OWN_COPY_ID } from './edit-prefill.ts';
import { hasErrors, saveExistingBody, validateAdFields, type WizardValues } from './wizard-values.ts';

interface Options {
  values: WizardValues;
  selected: AdVariation | null;
  /** The unsaved preview of the last generation; null while showing an existing ad's own contents. */
  previewAdId: number | null;
  extractedContent: unknown;
  /** The ad being edited (/ads/{id}/edit); null for a new ad. */
  editedAdId: number | null;
  /** Step 1 no longer valid (an edited ad lost its campaign or name): show it there. */
  onInvalid: () => void;
}

export function useSaveFlow({ values, selected, previewAdId, extractedContent, editedAdId, onInvalid }: Options) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const [saving, setSaving] = useState(false);

  const requestSave = () => {
    if (!selected) {
      toast.warning(generationMessages.chooseAdToSave);
      return;
    }
    if (hasErrors(validateAdFields(values))) {
      onInvalid();
      return;
    }
    setConfirming(true);
  };

  const save = async (variation: AdVariation) => {
    if (editedAdId !== null) {
      // The card standing for the ad's own copy is no stored content: the server matches it by text or adds it.
      const { id, ...copy } = variation;
      const chosen = previewAdId === null && id === AD_OWN_COPY_ID ? copy : variation;
      await saveExistingAd(saveExistingBody(values, previewAdId, chosen, { extractedContent, targetAdId: editedAdId }));
      return;
    }
    if (previewAdId === null) throw new GenerationRefused(generationMessages.previewNotFound);
    await saveExistingAd(saveExistingBody(values, previewAdId, variation, { extractedContent }));
  };

  const confirm = async () => {
    setConfirming(false);
    if (!selected) return;
    setSaving(true);
    try {
      await save(selected);
    } catch (e) {
      toast.error({
        title: editedAdId === null ? messages.createAdFailed : messages.updateAdFailed,
        message:
          e instanceof GenerationRefused ? e.message || generationMessages.saveFailed : serverMessageOr(e, generationMessages.saveFailed),
      });
      setSaving(false);
      return;
    }
    toast.success(generationMessages.saveSuccess);
    await refreshAfterChange(queryClient);
    navigate('/dashboard');
  };

  return { saving, requestSave, confirmDialog: { opened: confirming, onCancel: () => setConfirming(false), onConfirm: confirm } };
}
