/**
 * The campaign form's 'Special ad category' (decision 180): none by default, or any of Meta's four. Housing,
 * employment and financial products restrict the targeting (all genders, ages 18–65+, at least 25 km around a
 * city) and every category needs the countries it is shown in: what the form's targeting breaks is listed live,
 * in the server's words (the same `specialCategoryViolations`), and so is a refusal the server answered.
 */
import { SPECIAL_AD_CATEGORY_LABELS, specialCategoryViolations } from '@ads-creative/contracts/publishing-rules';
import { SPECIAL_AD_CATEGORIES, type SpecialAdCategory } from '@ads-creative/contracts/targeting';
import { Card, Checkbox, List, Stack, Title } from '@mantine/core';
import { useEffect } from 'react';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import type { CampaignFormValues } from '../campaign-form-values.ts';

const NONE = 'NONE';

/** The categories after a click: ticking None clears them, ticking a category unticks None. */
export function chosenCategories(before: readonly SpecialAdCategory[], ticked: string[]): SpecialAdCategory[] {
  if (before.length > 0 && ticked.includes(NONE)) return [];
  return SPECIAL_AD_CATEGORIES.filter((c) => ticked.includes(c));
}

/** The messages to show: the live ones, then the server's answer when it says something else. */
export const categoryProblems = (live: string[], server: string | undefined): string[] =>
  server && !live.includes(server) ? [...live, server] : live;

export function SpecialAdCategoriesField({ form }: { form: UseFormReturn<CampaignFormValues> }) {
  const categories = useWatch({ control: form.control, name: 'specialAdCategories' });
  const targeting = useWatch({ control: form.control, name: 'targeting' });
  const error = form.formState.errors.specialAdCategories;
  const serverSaid = error?.type === 'server' ? error.message : undefined;
  // The server's verdict was on the values it was sent: a change to them drops it (the live list speaks for them).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the categories or the targeting change
  useEffect(() => {
    if (form.getFieldState('specialAdCategories').error?.type === 'server') form.clearErrors('specialAdCategories');
  }, [categories, targeting, form]);
  const problems = categoryProblems(targeting ? specialCategoryViolations(categories, targeting) : [], serverSaid);

  return (
    <Card withBorder padding="lg">
      <Title order={4} mb="md">
        Special ad category
      </Title>
      <Stack gap="sm">
        <Checkbox.Group
          label="Categories"
          description="Only for ads about housing, employment, credit and other financial products, or social issues, elections or politics: Facebook restricts their targeting."
          value={categories.length === 0 ? [NONE] : categories}
          onChange={(v) => form.setValue('specialAdCategories', chosenCategories(categories, v), { shouldDirty: true })}
        >
          <Stack gap={6} mt="xs">
            <Checkbox value={NONE} label="None" />
            {SPECIAL_AD_CATEGORIES.map((c) => (
              <Checkbox key={c} value={c} label={SPECIAL_AD_CATEGORY_LABELS[c]} />
            ))}
          </Stack>
        </Checkbox.Group>
        {problems.length > 0 && (
          <List size="sm" c="red.7" spacing={4} role="alert" aria-label="Special ad category problems">
            {problems.map((p) => (
              <List.Item key={p}>{p}</List.Item>
            ))}
          </List>
        )}
      </Stack>
    </Card>
  );
}
