/** Step 1's ad fields (spec 1 §2, §3): campaign, ad type (default PAGE_POST_AD), name, variations (1–5, default 1), language (vi default), call to action. */
import { adTypes, CALL_TO_ACTION_LABELS, type CallToAction, callToActions } from '@ads-creative/contracts/ads';
import { type AdLanguage, MAX_VARIATIONS, MIN_VARIATIONS } from '@ads-creative/contracts/ai';
import { NumberInput, Select, SimpleGrid, TextInput } from '@mantine/core';
import { humanizeCode } from '../../../lib/labels.ts';
import type { WizardErrors, WizardValues } from '../wizard-values.ts';

const adTypeOptions = adTypes.map((t) => ({ value: t, label: humanizeCode(t) }));
const languageOptions = [
  { value: 'vi', label: 'Tiếng Việt' },
  { value: 'en', label: 'English' },
];
const callToActionOptions = callToActions.map((code) => ({ value: code, label: CALL_TO_ACTION_LABELS[code] }));

interface Props {
  values: WizardValues;
  errors: WizardErrors;
  set: <K extends keyof WizardValues>(key: K, value: WizardValues[K]) => void;
  campaigns: { value: string; label: string }[];
  campaignsLoading: boolean;
}

export function AdDetailsFields({ values, errors, set, campaigns, campaignsLoading }: Props) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <Select
        label="Campaign"
        placeholder={campaignsLoading ? 'Loading campaigns...' : 'Select a campaign'}
        data={campaigns}
        value={values.campaignId}
        onChange={(v) => set('campaignId', v)}
        error={errors.campaignId}
        searchable
        nothingFoundMessage="No campaign found"
        withAsterisk
      />
      <Select
        label="Ad type"
        data={adTypeOptions}
        value={values.adType}
        onChange={(v) => v && set('adType', v as WizardValues['adType'])}
        allowDeselect={false}
      />
      <TextInput
        label="Ad name"
        placeholder="e.g. Summer sale - carousel A"
        value={values.name}
        onChange={(e) => set('name', e.currentTarget.value)}
        error={errors.name}
        withAsterisk
      />
      <NumberInput
        label="Number of variations"
        description={`${MIN_VARIATIONS} to ${MAX_VARIATIONS}`}
        min={MIN_VARIATIONS}
        max={MAX_VARIATIONS}
        clampBehavior="strict"
        allowDecimal={false}
        allowNegative={false}
        value={values.numberOfVariations}
        onChange={(v) => set('numberOfVariations', v === '' ? '' : Number(v))}
        error={errors.numberOfVariations}
        withAsterisk
      />
      <Select
        label="Language"
        data={languageOptions}
        value={values.language}
        onChange={(v) => v && set('language', v as AdLanguage)}
        allowDeselect={false}
      />
      <Select
        label="Call to Action"
        placeholder="Select a Call to Action"
        data={callToActionOptions}
        value={values.callToAction}
        onChange={(v) => set('callToAction', (v as CallToAction | null) ?? null)}
        error={errors.callToAction}
        withAsterisk
      />
    </SimpleGrid>
  );
}
