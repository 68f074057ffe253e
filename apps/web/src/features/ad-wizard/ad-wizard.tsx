/**
 * The three-step ad wizard (spec 1 §2, §4): Basic Info, AI Setup, Preview, with its dialogs. Used for a
 * new ad (plain or AI-first layout) and for an existing one, which arrives with its values and cards.
 */
import type { AiProviderInfo } from '@ads-creative/contracts/ai';
import { generationMessages } from '@ads-creative/contracts/generation';
import { Card, Stepper } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useAiProviders } from '../../lib/api/ai-providers.ts';
import { toast } from '../../lib/toast.ts';
import { useCampaignOptions } from './api/campaign-options-query.ts';
import { AiSetupStep } from './components/ai-setup-step.tsx';
import { BasicInfoStep } from './components/basic-info-step.tsx';
import { EditVariationModal } from './components/edit-variation-modal.tsx';
import { PreviewStep } from './components/preview-step.tsx';
import { ConfirmSaveModal, ExtractionFailedModal, MediaPreviewModal } from './components/wizard-dialogs.tsx';
import type { WizardPrefill } from './edit-prefill.ts';
import { defaultProvider } from './provider-options.ts';
import { useGeneration } from './use-generation.ts';
import { useSaveFlow } from './use-save-flow.ts';
import { useWizardForm, type WizardStep } from './use-wizard-form.ts';

interface Props {
  prefill: WizardPrefill;
  promptFirst?: boolean;
  /** Set on /ads/{id}/edit: the ad that saving updates. */
  editedAdId?: number;
}

const NO_PROVIDERS: AiProviderInfo[] = [];

export function AdWizard({ prefill, promptFirst = false, editedAdId }: Props) {
  const form = useWizardForm(prefill.values);
  const { values, set, step } = form;
  const [variations, setVariations] = useState(prefill.variations);
  const [selectedId, setSelectedId] = useState(prefill.selectedId);
  const [previewAdId, setPreviewAdId] = useState<number | null>(null);
  const [usedExtraction, setUsedExtraction] = useState<unknown>(undefined);
  const [editingId, setEditingId] = useState<number | null>(null);
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);

  const campaigns = useCampaignOptions();
  const textProviders = useAiProviders('text');
  const imageProviders = useAiProviders('image');
  useLoadFailureToast(campaigns.isError || textProviders.isError || imageProviders.isError);
  useProviderDefault(textProviders.data, values.textProvider, (id) => set('textProvider', id));
  useProviderDefault(imageProviders.data, values.imageProvider, (id) => !values.uploadedFile && set('imageProvider', id));

  const generation = useGeneration({
    values,
    onGenerated: (result, extractedContent) => {
      setVariations(result.variations);
      setSelectedId(null);
      setPreviewAdId(result.adId);
      setUsedExtraction(extractedContent);
      form.goTo(2);
    },
    onStepOneFailure: (message) => form.backToStepOne(message),
    onGoBack: () => form.goTo(0),
  });

  const selected = variations.find((v) => v.id === selectedId) ?? null;
  const saveFlow = useSaveFlow({
    values,
    selected,
    previewAdId,
    extractedContent: usedExtraction,
    editedAdId: editedAdId ?? null,
    onInvalid: () => form.backToStepOne(null),
  });

  const onStepClick = (target: number) => {
    if (target === step) return;
    if (target < step) form.goTo(target as WizardStep);
    else if (target === 1 && step === 0) form.next();
    else if (target === 2 && variations.length > 0) form.goTo(2);
  };

  const generate = () => {
    if (form.checkAiSetup()) void generation.generate();
  };

  return (
    <>
      <Stepper active={step} onStepClick={onStepClick} mb="lg" size="sm">
        <Stepper.Step label="Basic Info" description="Ad and prompt" allowStepSelect={step !== 0} />
        <Stepper.Step label="AI Setup" description="Providers and image" allowStepSelect={step !== 1} />
        <Stepper.Step label="Preview" description="Choose and save" allowStepSelect={step !== 2 && variations.length > 0} />
      </Stepper>
      <Card withBorder radius="md" padding="lg">
        {step === 0 && (
          <BasicInfoStep
            values={values}
            errors={form.errors}
            set={set}
            campaigns={campaigns.data ?? []}
            campaignsLoading={campaigns.isPending}
            promptFirst={promptFirst}
            linkError={form.linkError}
            extracting={generation.extracting}
            extracted={generation.extracted}
            onExtract={generation.extractNow}
            onNext={form.next}
          />
        )}
        {step === 1 && (
          <AiSetupStep
            values={values}
            errors={form.errors}
            textProviders={{ data: textProviders.data ?? NO_PROVIDERS, loading: textProviders.isPending }}
            imageProviders={{ data: imageProviders.data ?? NO_PROVIDERS, loading: imageProviders.isPending }}
            onTextProvider={(id) => set('textProvider', id)}
            onImageProvider={(id) => set('imageProvider', id)}
            onUploadedFile={(file) => {
              // Spec 1 §4: uploading a file clears the image provider; removing the file clears it too.
              set('uploadedFile', file);
              set('imageProvider', null);
            }}
            onGuidance={(guidance) => set('guidance', guidance)}
            generating={generation.generating}
            onPrevious={() => form.goTo(0)}
            onGenerate={generate}
          />
        )}
        {step === 2 && (
          <PreviewStep
            variations={variations}
            campaignId={values.campaignId ? Number(values.campaignId) : null}
            selectedId={selectedId}
            onSelect={setSelectedId}
            onEdit={(v) => setEditingId(v.id)}
            onPreviewImage={setPreviewUrl}
            saving={saveFlow.saving}
            onPrevious={() => form.goTo(1)}
            onSave={saveFlow.requestSave}
          />
        )}
      </Card>

      <EditVariationModal
        variation={variations.find((v) => v.id === editingId) ?? null}
        onCancel={() => setEditingId(null)}
        onSave={(edited) => {
          setVariations((list) => list.map((v) => (v.id === edited.id ? edited : v)));
          setEditingId(null);
        }}
      />
      <ConfirmSaveModal {...saveFlow.confirmDialog} />
      <ExtractionFailedModal {...generation.extractionDialog} />
      <MediaPreviewModal url={previewUrl} onClose={() => setPreviewUrl(null)} />
    </>
  );
}

/** Spec 1 §8 'Unable to load data. Please try again.', once per failure. */
function useLoadFailureToast(failed: boolean) {
  useEffect(() => {
    if (failed) toast.error(generationMessages.wizardLoadFailed);
  }, [failed]);
}

/** Picks the default provider once, when the list first arrives and nothing is chosen yet. */
function useProviderDefault(providers: AiProviderInfo[] | undefined, current: string | null, choose: (id: string) => void) {
  const done = useRef(false);
  useEffect(() => {
    if (done.current || !providers) return;
    done.current = true;
    const id = defaultProvider(providers);
    if (!current && id) choose(id);
  }, [providers, current, choose]);
}
