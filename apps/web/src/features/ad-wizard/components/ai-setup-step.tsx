/**
 * Step 2, AI Setup (spec 1 §2): the text provider and its capabilities, the image provider (disabled
 * while an image is uploaded: uploading or removing the file clears it), the optional image upload,
 * 'Use what works' (the guidance from the account's verdicts, decision 187), Previous and Generate Ad
 * ('Generating...' while it runs).
 */
import type { AiProviderInfo } from '@ads-creative/contracts/ai';
import type { GenerationGuidance } from '@ads-creative/contracts/generation';
import { Button, Group, SimpleGrid, Stack } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { useState } from 'react';
import type { UploadedFile, WizardErrors, WizardValues } from '../wizard-values.ts';
import { ImageUploadField } from './image-upload-field.tsx';
import { ProviderSelect } from './provider-select.tsx';
import { WhatWorksPanel } from './what-works-panel.tsx';

interface Props {
  values: WizardValues;
  errors: WizardErrors;
  textProviders: { data: AiProviderInfo[]; loading: boolean };
  imageProviders: { data: AiProviderInfo[]; loading: boolean };
  onTextProvider: (id: string | null) => void;
  onImageProvider: (id: string | null) => void;
  onUploadedFile: (file: UploadedFile | null) => void;
  onGuidance: (guidance: GenerationGuidance | null) => void;
  generating: boolean;
  onPrevious: () => void;
  onGenerate: () => void;
}

export function AiSetupStep(props: Props) {
  const { values, errors, generating } = props;
  const [uploading, setUploading] = useState(false);
  const imageLocked = values.uploadedFile !== null || uploading;
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <ProviderSelect
          label="Text provider"
          kind="text"
          providers={props.textProviders.data}
          loading={props.textProviders.loading}
          value={values.textProvider}
          onChange={props.onTextProvider}
          error={errors.textProvider}
        />
        <ProviderSelect
          label="Image provider"
          kind="image"
          providers={props.imageProviders.data}
          loading={props.imageProviders.loading}
          value={values.imageProvider}
          onChange={props.onImageProvider}
          error={errors.imageProvider}
          disabled={imageLocked}
          description={imageLocked ? 'Not used: the uploaded image is used instead' : 'Or upload your own image below'}
        />
      </SimpleGrid>
      <ImageUploadField
        value={values.uploadedFile}
        onUploaded={props.onUploadedFile}
        onRemove={() => props.onUploadedFile(null)}
        onUploadingChange={setUploading}
      />
      <WhatWorksPanel guidance={values.guidance} onChange={props.onGuidance} disabled={generating} />
      <Group justify="space-between">
        <Button variant="default" onClick={props.onPrevious} disabled={generating}>
          Previous
        </Button>
        <Button onClick={props.onGenerate} disabled={generating || uploading} leftSection={<IconSparkles size={16} />}>
          {generating ? 'Generating...' : 'Generate Ad'}
        </Button>
      </Group>
    </Stack>
  );
}
