/**
 * The campaign form of the create and edit pages (spec 1 §2, §5): name and objective, what the
 * objective needs to publish to Facebook (pixel, app or catalog; optional to save), audience and
 * budget (the daily budget for DAILY, the total budget for LIFETIME, minimum 1), dates; a preview of
 * what will be saved beside it; Cancel and the submit button, which reads `submittingLabel` meanwhile.
 */
import { budgetTypes, campaignObjectives } from '@ads-creative/contracts/campaigns';
import { FIRST_DAY, LAST_DAY } from '@ads-creative/contracts/day-bounds';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Card, Grid, Group, Radio, Select, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { Controller, type UseFormReturn, useForm, useWatch } from 'react-hook-form';
import { humanizeCode } from '../../../lib/labels.ts';
import { useBudgetCurrency } from '../budget-currency.ts';
import { type CampaignFormValues, campaignFormSchema } from '../campaign-form-values.ts';
import { AdAccountFields } from './ad-account-fields.tsx';
import { BudgetField } from './budget-field.tsx';
import { CampaignPreviewCard } from './campaign-preview-card.tsx';
import { FillFromDescription } from './fill-from-description.tsx';
import { PublishingFields } from './publishing-fields.tsx';
import { SpecialAdCategoriesField } from './special-ad-categories-field.tsx';
import { TargetingEditor } from './targeting-editor.tsx';

const objectiveOptions = campaignObjectives.map((o) => ({ value: o, label: humanizeCode(o) }));
const budgetTypeLabels = { DAILY: 'Daily', LIFETIME: 'Lifetime' } as const;

interface Props {
  defaultValues: CampaignFormValues;
  submitLabel: string;
  submittingLabel: string;
  /** Resolves once the save is over; a rejection keeps the form as it is (the caller has said why). */
  onSubmit: (values: CampaignFormValues, form: UseFormReturn<CampaignFormValues>) => Promise<void>;
  onCancel: () => void;
  /** The campaign is published: it stays in its ad account (decision 181). */
  accountLocked?: boolean;
}

export function CampaignForm({ defaultValues, submitLabel, submittingLabel, onSubmit, onCancel, accountLocked }: Props) {
  const form = useForm<CampaignFormValues>({ resolver: zodResolver(campaignFormSchema), defaultValues, mode: 'onTouched' });
  const { errors, isSubmitting } = form.formState;
  // Only what depends on them re-renders while typing: the budget field, the publishing fields and the preview.
  const budgetType = useWatch({ control: form.control, name: 'budgetType' });
  const objective = useWatch({ control: form.control, name: 'objective' });
  // The budget is in the currency of the campaign's ad account (decision 181); USD, the spec's, without one.
  const currency = useBudgetCurrency(useWatch({ control: form.control, name: 'adAccountId' }));

  const submit = form.handleSubmit((v) => onSubmit(v, form));
  // Dates are compared as a pair: changing either one re-checks the end date once it has been shown.
  const recheckEnd = () => {
    if (form.formState.touchedFields.endDate || errors.endDate) void form.trigger('endDate');
  };

  return (
    <form onSubmit={submit} noValidate>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="lg">
            <Card withBorder padding="lg">
              <Title order={4} mb="md">
                Basic information
              </Title>
              <Stack gap="sm">
                <TextInput
                  label="Campaign Name"
                  placeholder="e.g. Summer Sale 2025"
                  withAsterisk
                  {...form.register('name')}
                  error={errors.name?.message}
                />
                <Controller
                  control={form.control}
                  name="objective"
                  render={({ field }) => (
                    <Select
                      label="Objective"
                      placeholder="Select campaign objective"
                      withAsterisk
                      data={objectiveOptions}
                      value={field.value || null}
                      onChange={(v) => field.onChange(v ?? '')}
                      onBlur={field.onBlur}
                      ref={field.ref}
                      error={errors.objective?.message}
                      allowDeselect={false}
                      checkIconPosition="right"
                    />
                  )}
                />
              </Stack>
            </Card>

            <PublishingFields form={form} objective={objective} />

            <AdAccountFields control={form.control} accountLocked={accountLocked} errors={errors} />

            <Card withBorder padding="lg">
              <Title order={4} mb="md">
                Audience and budget
              </Title>
              <Stack gap="sm">
                <Textarea
                  label="Target Audience"
                  placeholder="e.g. Women 25-40 in Ho Chi Minh City interested in fashion"
                  autosize
                  minRows={3}
                  {...form.register('targetAudience')}
                  error={errors.targetAudience?.message}
                />
                <FillFromDescription form={form} />
                <Controller
                  control={form.control}
                  name="budgetType"
                  render={({ field }) => (
                    <Radio.Group
                      label="Budget Type"
                      withAsterisk
                      value={field.value}
                      onChange={field.onChange}
                      error={errors.budgetType?.message}
                    >
                      <Group mt={6} gap="lg">
                        {budgetTypes.map((t) => (
                          <Radio key={t} value={t} label={budgetTypeLabels[t]} />
                        ))}
                      </Group>
                    </Radio.Group>
                  )}
                />
                {budgetType === 'LIFETIME' ? (
                  <BudgetField
                    key="totalBudget"
                    control={form.control}
                    name="totalBudget"
                    label={`Total Budget (${currency})`}
                    description="The most this campaign spends over its whole run"
                    placeholder="e.g. 1000"
                    error={errors.totalBudget?.message}
                  />
                ) : (
                  <BudgetField
                    key="dailyBudget"
                    control={form.control}
                    name="dailyBudget"
                    label={`Daily Budget (${currency})`}
                    description="The most this campaign spends per day"
                    placeholder="e.g. 50"
                    error={errors.dailyBudget?.message}
                  />
                )}
              </Stack>
            </Card>

            <TargetingEditor form={form} />

            <SpecialAdCategoriesField form={form} />

            <Card withBorder padding="lg">
              <Title order={4} mb="md">
                Schedule
              </Title>
              <Group grow align="flex-start" gap="sm" wrap="wrap">
                <TextInput
                  type="date"
                  label="Start Date"
                  miw={180}
                  min={FIRST_DAY}
                  max={LAST_DAY}
                  {...form.register('startDate', { onChange: recheckEnd })}
                  error={errors.startDate?.message}
                />
                <TextInput
                  type="date"
                  label="End Date"
                  miw={180}
                  min={FIRST_DAY}
                  max={LAST_DAY}
                  {...form.register('endDate')}
                  error={errors.endDate?.message}
                />
              </Group>
            </Card>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="lg" pos="sticky" top={76}>
            <CampaignPreviewCard control={form.control} />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={onCancel} disabled={isSubmitting}>
                Cancel
              </Button>
              <Button type="submit" loading={false} disabled={isSubmitting}>
                {isSubmitting ? submittingLabel : submitLabel}
              </Button>
            </Group>
          </Stack>
        </Grid.Col>
      </Grid>
    </form>
  );
}
