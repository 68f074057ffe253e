/**
 * The campaign form's 'Publishing to Facebook' card: what the objective's ad set promotes on Facebook
 * (Conversions: pixel and event; App installs: app and store URL; Catalog sales: catalog and product
 * set). Shown only for those objectives; optional to save, needed to publish (decision 080).
 */
import {
  type CampaignFacebookField,
  campaignFacebookFieldLabels as labels,
  publishingRequirementOf,
} from '@ads-creative/contracts/campaigns';
import { conversionEvents } from '@ads-creative/contracts/facebook';
import { Card, Stack, Text, TextInput, Title } from '@mantine/core';
import type { UseFormReturn } from 'react-hook-form';
import { FormSelect } from '../../../components/form-select.tsx';
import { humanizeCode } from '../../../lib/labels.ts';
import type { CampaignFormValues } from '../campaign-form-values.ts';

const conversionEventOptions = conversionEvents.map((e) => ({ value: e, label: humanizeCode(e) }));

/** Where each id is found, and what it looks like. */
const help: Record<CampaignFacebookField, { description: string; placeholder: string }> = {
  pixelId: { description: 'The Meta pixel on your website (Events Manager → Data sources)', placeholder: 'e.g. 123456789012345' },
  conversionEvent: { description: 'The pixel event Facebook optimizes the ads for', placeholder: 'Select a conversion event' },
  appId: { description: 'Your app in Meta for Developers (App settings → Basic)', placeholder: 'e.g. 1234567890' },
  appStoreUrl: {
    description: "The app's page on Google Play or the App Store",
    placeholder: 'https://play.google.com/store/apps/details?id=…',
  },
  catalogId: { description: 'Your product catalog in Commerce Manager (Catalog → Settings)', placeholder: 'e.g. 123456789012345' },
  productSetId: {
    description: 'The set of products to advertise (Commerce Manager → Catalog → Sets)',
    placeholder: 'e.g. 987654321098765',
  },
};

export function PublishingFields({ form, objective }: { form: UseFormReturn<CampaignFormValues>; objective: string }) {
  const required = publishingRequirementOf(objective);
  if (!required) return null;
  const { errors } = form.formState;
  return (
    <Card withBorder padding="lg" aria-label="Publishing to Facebook">
      <Title order={4} mb={4}>
        Publishing to Facebook
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {required.missing} You can save the campaign without them and add them later.
      </Text>
      <Stack gap="sm">
        {required.fields.map((field) =>
          field === 'conversionEvent' ? (
            <FormSelect
              key={field}
              control={form.control}
              name={field}
              label={labels[field]}
              data={conversionEventOptions}
              clearable
              checkIconPosition="right"
              {...help[field]}
              error={errors[field]?.message}
            />
          ) : (
            <TextInput key={field} label={labels[field]} {...help[field]} {...form.register(field)} error={errors[field]?.message} />
          ),
        )}
      </Stack>
    </Card>
  );
}
