/**
 * Saving the chosen variation (spec 1 §4, §7, §8). A new ad: POST /api/ads/save-existing with the
 * generate body, the preview's id and the variation. An existing ad (/ads/{id}/edit): select-content
 * when the variation is one of its stored contents, then PUT /api/ads/{id}. Success toasts, refreshes
 * the lists and the dashboard and goes to /dashboard; failure shows the server's message or the spec's.
 */
import type { Ad } from '@ads-creative/contracts/ads';
import { type AdVariation, generationMessages } from '@ads-creative/contracts/generation';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { refreshAfterChange } from '../../lib/data-refresh.ts';
import { serverMessageOr } from '../../lib/server-message.ts';
import { toast } from '../../lib/toast.ts';
import { GenerationRefused } from './api/generate-ad.ts';
import { saveExistingAd } from './api/save-existing-ad.ts';
import { selectAdContent, updateExistingAd } from './api/update-existing-ad.ts';
import { hasErrors, saveExistingBody, validateAdFields, type WizardValues } from './wizard-values.ts';

interface Options {
  values: WizardValues;
  selected: AdVariation | null;
  /** The unsaved preview of the last generation; null while showing an existing ad's own contents. */
  previewAdId: number | null;
  extractedContent: unknown;
  /** The ad being edited, and the ids of its stored contents. */
  editing: { ad: Ad; contentIds: number[]; selectedContentId: number | null } | null;
  /** Step 1 no longer valid (an edited ad lost its campaign or name): show it there. */
  onInvalid: () => void;
}

export function useSaveFlow({ values, selected, previewAdId, extractedContent, editing, onInvalid }: Options) {
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
    if (editing) {
      const { ad, contentIds, selectedContentId } = editing;
      const isStoredContent = previewAdId === null && contentIds.includes(variation.id);
      if (isStoredContent && variation.id !== selectedContentId) await selectAdContent(ad.id, variation.id);
      await updateExistingAd(ad.id, {
        name: values.name.trim(),
        campaignId: Number(values.campaignId),
        adType: values.adType,
        headline: variation.headline,
        primaryText: variation.body || null,
        description: variation.description ?? null,
        callToAction: variation.callToAction,
        imageUrl: variation.imageUrl,
        mediaFileUrl: variation.mediaFileUrl,
      });
      return;
    }
    if (previewAdId === null) throw new GenerationRefused(generationMessages.previewNotFound);
    await saveExistingAd(saveExistingBody(values, previewAdId, variation, extractedContent));
  };

  const confirm = async () => {
    setConfirming(false);
    if (!selected) return;
    setSaving(true);
    try {
      await save(selected);
    } catch (e) {
      toast.error(
        e instanceof GenerationRefused ? e.message || generationMessages.saveFailed : serverMessageOr(e, generationMessages.saveFailed),
      );
      setSaving(false);
      return;
    }
    toast.success(generationMessages.saveSuccess);
    await refreshAfterChange(queryClient);
    navigate('/dashboard');
  };

  return { saving, requestSave, confirmDialog: { opened: confirming, onCancel: () => setConfirming(false), onConfirm: confirm } };
}
