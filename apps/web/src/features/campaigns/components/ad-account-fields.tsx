/**
 * The campaign form's 'Ad account' and 'Page' (decision 181), shown once Facebook is connected: the ones the
 * Facebook login can use, first 'Default (<name>)', the choice of Settings. A published campaign stays in its
 * ad account (its Facebook objects are there), so that select is locked; its page may change for the next ads.
 */
import { Card, Select, Stack, Text, Title } from '@mantine/core';
import { type Control, Controller } from 'react-hook-form';
import { useAdAccounts, usePages } from '../../../lib/api/facebook-choices.ts';
import { useFacebookConnection } from '../../../lib/api/facebook-connection.ts';
import type { CampaignFormValues } from '../campaign-form-values.ts';

/** The select's value for "the default of Settings" (the form holds ''). */
const DEFAULT = 'default';

interface Option {
  value: string;
  label: string;
  disabled?: boolean;
}

export function defaultLabel(name: string | undefined): string {
  return name ? `Default (${name})` : 'Default (none chosen in Settings)';
}

function ChoiceSelect(props: {
  control: Control<CampaignFormValues>;
  name: 'adAccountId' | 'pageId';
  label: string;
  options: Option[];
  description: string;
  disabled?: boolean;
  error?: string;
}) {
  return (
    <Controller
      control={props.control}
      name={props.name}
      render={({ field }) => (
        <Select
          label={props.label}
          description={props.description}
          data={props.options}
          value={field.value || DEFAULT}
          onChange={(v) => field.onChange(!v || v === DEFAULT ? '' : v)}
          onBlur={field.onBlur}
          allowDeselect={false}
          checkIconPosition="right"
          disabled={props.disabled}
          error={props.error}
        />
      )}
    />
  );
}

export function AdAccountFields(props: {
  control: Control<CampaignFormValues>;
  /** The campaign is published: it cannot move to another ad account. */
  accountLocked?: boolean;
  errors: { adAccountId?: { message?: string }; pageId?: { message?: string } };
}) {
  const connection = useFacebookConnection();
  const connected = connection.data?.connected === true;
  const accounts = useAdAccounts(connected);
  const pages = usePages(connected);
  if (!connected) return null;
  const defaults = connection.data;
  const accountOptions: Option[] = [
    { value: DEFAULT, label: defaultLabel(defaults?.adAccount?.name) },
    ...(accounts.data ?? []).map((a) => ({
      value: a.id,
      label: `${a.name} (${a.currency}, ${a.timezone})${a.usable ? '' : ` — ${a.status.toLowerCase()}`}`,
      disabled: !a.usable,
    })),
  ];
  const pageOptions: Option[] = [
    { value: DEFAULT, label: defaultLabel(defaults?.page?.name) },
    ...(pages.data ?? []).map((p) => ({ value: p.id, label: p.name })),
  ];
  return (
    <Card withBorder padding="lg" aria-label="Ad account and page">
      <Title order={4} mb={4}>
        Ad account and page
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        Where this campaign runs on Facebook. Its budget is in the ad account's currency.
      </Text>
      <Stack gap="sm">
        <ChoiceSelect
          control={props.control}
          name="adAccountId"
          label="Ad account"
          options={accountOptions}
          description={
            props.accountLocked
              ? 'Published campaigns stay in the ad account they were published to.'
              : 'The ad account its campaign, ad set and ads are created in'
          }
          disabled={props.accountLocked}
          error={props.errors.adAccountId?.message}
        />
        <ChoiceSelect
          control={props.control}
          name="pageId"
          label="Page"
          options={pageOptions}
          description="The Facebook page its ads are shown from"
          error={props.errors.pageId?.message}
        />
      </Stack>
    </Card>
  );
}
