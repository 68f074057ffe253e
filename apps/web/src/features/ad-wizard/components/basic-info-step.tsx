/**
 * Step 1, Basic Info (spec 1 §2): the ad's fields, the prompt and the Ad Library links, then Next Step.
 * The AI-first page (/ad/create-enhanced) puts the prompt and links before the ad's fields.
 */
import type { ExtractedItem } from '@ads-creative/contracts/generation';
import { Button, Divider, Group, Stack } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import type { WizardErrors, WizardValues } from '../wizard-values.ts';
import { AdDetailsFields } from './ad-details-fields.tsx';
import { AdLinksField } from './ad-links-field.tsx';
import { PromptFields } from './prompt-fields.tsx';

interface Props {
  values: WizardValues;
  errors: WizardErrors;
  set: <K extends keyof WizardValues>(key: K, value: WizardValues[K]) => void;
  campaigns: { value: string; label: string }[];
  campaignsLoading: boolean;
  promptFirst: boolean;
  linkError: string | null;
  extracting: boolean;
  extracted: ExtractedItem[] | null;
  onExtract: () => void;
  onNext: () => void;
}

export function BasicInfoStep(props: Props) {
  const { values, errors, set, promptFirst } = props;
  const details = (
    <AdDetailsFields values={values} errors={errors} set={set} campaigns={props.campaigns} campaignsLoading={props.campaignsLoading} />
  );
  const prompt = (
    <Stack gap="md">
      <PromptFields values={values} errors={errors} set={set} promptFirst={promptFirst} />
      <AdLinksField
        links={values.adLinks}
        onChange={(links) => set('adLinks', links)}
        error={props.linkError}
        extracting={props.extracting}
        extracted={props.extracted}
        onExtract={props.onExtract}
      />
    </Stack>
  );
  return (
    <Stack gap="lg">
      {promptFirst ? prompt : details}
      <Divider />
      {promptFirst ? details : prompt}
      <Group justify="flex-end">
        <Button onClick={props.onNext} rightSection={<IconArrowRight size={16} />}>
          Next Step
        </Button>
      </Group>
    </Stack>
  );
}
