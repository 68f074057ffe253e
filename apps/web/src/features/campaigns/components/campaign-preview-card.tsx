/** 'Preview and save' (the third step of the help): what the campaign will look like, updated while typing. */
import { Card, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { type Control, useWatch } from 'react-hook-form';
import { formatShortDate } from '../../../lib/format.ts';
import { humanizeCode } from '../../../lib/labels.ts';
import { formatBudget, useBudgetCurrency } from '../budget-currency.ts';
import { amountOf, type CampaignFormValues } from '../campaign-form-values.ts';
import { missingPublishingFields, publishingStatus } from '../publishing-status.ts';

function Row({ label, value }: { label: string; value: string }) {
  return (
    <Group justify="space-between" gap="sm" wrap="nowrap" align="flex-start">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500} ta="right" style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </Group>
  );
}

export function CampaignPreviewCard({ control }: { control: Control<CampaignFormValues> }) {
  const values = useWatch({ control }) as CampaignFormValues;
  const lifetime = values.budgetType === 'LIFETIME';
  const amount = amountOf(lifetime ? values.totalBudget : values.dailyBudget);
  const currency = useBudgetCurrency(values.adAccountId);
  const budget = amount === null || Number.isNaN(amount) ? 'Not set' : `${formatBudget(amount, currency)}${lifetime ? ' total' : ' / day'}`;
  const schedule =
    values.startDate || values.endDate
      ? `${values.startDate ? formatShortDate(values.startDate) : 'Now'} → ${values.endDate ? formatShortDate(values.endDate) : 'No end date'}`
      : 'Not set';
  const missing = missingPublishingFields(values.objective, values);
  return (
    <Card withBorder padding="lg" aria-label="Campaign preview">
      <Title order={4} mb="sm">
        Preview
      </Title>
      <Stack gap={6}>
        <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
          {values.name.trim() || 'Untitled campaign'}
        </Text>
        <Divider my={4} />
        <Row label="Objective" value={values.objective ? humanizeCode(values.objective) : 'Not selected'} />
        <Row label="Budget" value={budget} />
        <Row label="Schedule" value={schedule} />
        <Row label="Audience" value={values.targetAudience.trim() ? 'Described' : 'Not set'} />
        {missing && <Row label="Facebook" value={publishingStatus(missing)} />}
      </Stack>
    </Card>
  );
}
