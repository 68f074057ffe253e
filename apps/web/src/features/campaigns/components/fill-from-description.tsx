/**
 * 'Fill from description' beside the Target Audience field (decision 179): sends the description to the server's
 * reader and hands the targeting it answers to the form (the targeting editor shows it, to check before saving);
 * lists the words Facebook did not find, or that need a Facebook connection to look up.
 */
import type { Targeting } from '@ads-creative/contracts/targeting';
import { type AudienceTextLanguage, targetingParseMessages as m, unresolvedLine } from '@ads-creative/contracts/targeting-parse';
import { Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import { serverMessageOr } from '../../../lib/server-message.ts';
import { toast } from '../../../lib/toast.ts';
import { useParseTargeting } from '../api/parse-targeting.ts';
import type { CampaignFormValues } from '../campaign-form-values.ts';

/** Vietnamese when the text has a letter only Vietnamese writes (ă, â, đ, ơ, ư or a tone mark), else English. */
export const audienceLanguage = (text: string): AudienceTextLanguage =>
  /[ăâđơưạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹ]/iu.test(text) ? 'vi' : 'en';

/** What the reader filled in, in a line: 'Women · 25–45 · Hanoi · Yoga, Coffee · Vietnamese'. */
export function targetingSummary(t: Targeting): string {
  const genders = t.genders.length === 1 ? (t.genders[0] === 'female' ? 'Women' : 'Men') : 'All genders';
  const ages = `${t.ageMin}–${t.ageMax === 65 ? '65+' : t.ageMax}`;
  const places = [
    ...t.countries,
    ...t.regions.map((r) => r.name),
    ...t.cities.map((c) => (c.radiusKm ? `${c.name} +${c.radiusKm} km` : c.name)),
  ];
  return [genders, ages, places.join(', '), t.interests.map((i) => i.name).join(', '), t.locales.map((l) => l.name).join(', ')]
    .filter(Boolean)
    .join(' · ');
}

/** Fills the form's `targeting` (which the targeting editor shows) from its Target Audience text. */
export function FillFromDescription({ form }: { form: UseFormReturn<CampaignFormValues> }) {
  const text = useWatch({ control: form.control, name: 'targetAudience' });
  const parse = useParseTargeting();
  const [result, setResult] = useState<{ summary: string; unresolved: string | null } | null>(null);

  const fill = async () => {
    setResult(null);
    try {
      const parsed = await parse.mutateAsync({ text: text.trim(), language: audienceLanguage(text) });
      form.setValue('targeting', parsed.targeting, { shouldDirty: true });
      setResult({ summary: targetingSummary(parsed.targeting), unresolved: unresolvedLine(parsed) });
      toast.success(m.filled);
    } catch (e) {
      toast.error(serverMessageOr(e, m.failed));
    }
  };

  return (
    <Stack gap={4} align="flex-start">
      <Button
        variant="light"
        size="xs"
        onClick={fill}
        loading={parse.isPending}
        disabled={!text.trim()}
        title={text.trim() ? undefined : m.noText}
      >
        {m.button}
      </Button>
      {result && (
        <Text size="sm" c="dimmed" aria-label="Targeting filled">
          {result.summary}
        </Text>
      )}
      {result?.unresolved && (
        <Text size="sm" c="orange.8" role="status">
          {result.unresolved}
        </Text>
      )}
    </Stack>
  );
}
