/**
 * Settings (spec 2 §3, §5, §9; issue 10: kept on the server): frequency, minimum confidence (0.5–1 in steps of
 * 0.05), auto-accept (LOW-risk types only, decision 100), excluded types, and decision 100's target ROI and
 * largest budget step. Saved with PUT; a refusal is a toast with the server's message (decision 141).
 */
import {
  LOW_RISK_TYPES,
  MAX_BUDGET_STEP_PERCENT,
  MIN_CONFIDENCE_MAX,
  MIN_CONFIDENCE_MIN,
  MIN_CONFIDENCE_STEP,
  type OptimizationFrequency,
  type OptimizationSettings,
  optimizationFrequencies,
  type RecommendationType,
  recommendationTypes,
} from '@ads-creative/contracts/optimization';
import { Button, Card, Checkbox, Group, NumberInput, Select, SimpleGrid, Stack, Switch } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useOptimizationSettings, useSaveSettings } from '../api/settings-query.ts';
import { FREQUENCY_LABELS, typeLabel } from '../optimization-labels.ts';
import { QueryView } from './query-view.tsx';

export const SETTINGS_SAVED = 'Optimization settings saved';
export const AUTO_ACCEPT_HELP = `Applies only low-risk types on its own: ${LOW_RISK_TYPES.map(typeLabel).join(', ')}. Budget, pause, scheduling and objective changes always wait for you.`;

/** NumberInput answers '' while the field is empty: it is sent as is, and the server's message says what is wrong. */
const numberOrNull = (v: string | number) => (typeof v === 'number' ? v : v.trim() === '' ? null : Number(v));

function SettingsForm({ saved }: { saved: OptimizationSettings }) {
  const [v, setV] = useState<OptimizationSettings>(saved);
  const save = useSaveSettings();
  const set = <K extends keyof OptimizationSettings>(key: K, value: OptimizationSettings[K]) => setV((old) => ({ ...old, [key]: value }));

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    save.mutate(v, {
      onSuccess: (next) => {
        setV(next);
        toast.success(SETTINGS_SAVED);
      },
      onError: (error) => toast.error({ title: 'Failed to save settings', message: errorMessage(error) }),
    });
  };

  return (
    <Card withBorder padding="md" component="form" onSubmit={submit} aria-label="Optimization settings">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Select
            label="Frequency"
            description="How often new recommendations are looked for"
            data={optimizationFrequencies.map((f) => ({ value: f, label: FREQUENCY_LABELS[f] }))}
            value={v.frequency}
            onChange={(f) => f && set('frequency', f as OptimizationFrequency)}
            allowDeselect={false}
          />
          <NumberInput
            label="Minimum confidence"
            description="Recommendations less sure than this are not shown (0.5 to 1)"
            min={MIN_CONFIDENCE_MIN}
            max={MIN_CONFIDENCE_MAX}
            step={MIN_CONFIDENCE_STEP}
            decimalScale={2}
            value={v.minConfidence}
            onChange={(n) => set('minConfidence', numberOrNull(n) as number)}
          />
          <NumberInput
            label="Target ROI (%)"
            description="A campaign is scaled only when its ROI is credibly above this"
            value={v.targetRoi}
            onChange={(n) => set('targetRoi', numberOrNull(n) as number)}
          />
          <NumberInput
            label="Largest budget step (%)"
            description={`One recommendation changes a budget by at most this (1 to ${MAX_BUDGET_STEP_PERCENT})`}
            min={1}
            max={MAX_BUDGET_STEP_PERCENT}
            value={v.maxBudgetStepPercent}
            onChange={(n) => set('maxBudgetStepPercent', numberOrNull(n) as number)}
          />
        </SimpleGrid>
        <Switch
          label="Accept low-risk recommendations automatically"
          description={AUTO_ACCEPT_HELP}
          checked={v.autoAccept}
          onChange={(e) => set('autoAccept', e.currentTarget.checked)}
        />
        <Checkbox.Group
          label="Excluded types"
          description="Never recommend these"
          value={v.excludedTypes}
          onChange={(types) => set('excludedTypes', types as RecommendationType[])}
        >
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" mt="xs">
            {recommendationTypes.map((t) => (
              <Checkbox key={t} value={t} label={typeLabel(t)} />
            ))}
          </SimpleGrid>
        </Checkbox.Group>
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            Save settings
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

export function SettingsTab() {
  return (
    <QueryView query={useOptimizationSettings()} errorTitle="Failed to load settings">
      {(saved) => <SettingsForm saved={saved} />}
    </QueryView>
  );
}
