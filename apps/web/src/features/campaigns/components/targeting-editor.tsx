/**
 * The campaign form's targeting editor (decision 178): countries (typed as ISO codes), regions and cities with a
 * radius (Facebook's location search), ages, genders, languages and interests (their searches), Advantage+ audience
 * (on by default; off keeps age, gender and interests strict), and the live audience estimate (asked 600 ms after
 * the last change) with Facebook's 'too narrow' warning; places Facebook refuses together (a country with a city in
 * it) are said as they appear, and stop the save. Without a Facebook connection, countries, ages and genders
 * still work by hand, and the editor says that search and the estimate need a connection.
 */
import { placeOverlaps, TARGETING_AGE_MAX, TARGETING_AGE_MIN, type Targeting } from '@ads-creative/contracts/targeting';
import { estimatedAudienceLabel, targetingMessages } from '@ads-creative/contracts/targeting-search';
import {
  Alert,
  Card,
  CloseButton,
  Group,
  NumberInput,
  Pill,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  TagsInput,
  Text,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useCallback, useEffect, useState } from 'react';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import { useReachEstimate } from '../api/reach-estimate.ts';
import type { CampaignFormValues } from '../campaign-form-values.ts';
import { blankTargeting, CITY_RADII_KM, countryCodes, hasPlace, withItem } from '../targeting-edit.ts';
import { SIMULATED, TargetingSearchAdd } from './targeting-search-add.tsx';

const GENDER_OPTIONS = [
  { value: 'all', label: 'All' },
  { value: 'male', label: 'Men' },
  { value: 'female', label: 'Women' },
];
const radiusOptions = CITY_RADII_KM.map((km) => ({ value: String(km), label: `+${km} km` }));

/** The estimate line, or why there is none. */
function Estimate({
  targeting,
  adAccountId,
  onUnavailable,
}: {
  targeting: Targeting;
  /** The campaign's own ad account ('' = the default of Settings; decision 181). */
  adAccountId: string;
  onUnavailable: (message: string) => void;
}) {
  const [debounced] = useDebouncedValue(targeting, 600);
  // Places that overlap are said above the estimate; Facebook would refuse to estimate them.
  const askable = (t: Targeting) => hasPlace(t) && placeOverlaps(t).length === 0;
  const estimate = useReachEstimate(askable(debounced) ? debounced : null, adAccountId || undefined);
  const failure = estimate.error?.message;
  useEffect(() => {
    if (failure === targetingMessages.needsFacebook) onUnavailable(failure);
  }, [failure, onUnavailable]);
  if (!hasPlace(targeting))
    return (
      <Text size="sm" c="dimmed">
        Add a country or a place to see the estimated audience size.
      </Text>
    );
  if (placeOverlaps(targeting).length > 0) return null;
  if (failure)
    return failure === targetingMessages.needsFacebook ? null : (
      <Text size="sm" c="red.7" role="alert">
        {failure}
      </Text>
    );
  if (!estimate.data)
    return (
      <Text size="sm" c="dimmed">
        Estimating the audience size…
      </Text>
    );
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600} aria-label="Estimated audience size" aria-busy={estimate.isFetching}>
        {estimatedAudienceLabel(estimate.data)}
      </Text>
      {estimate.data.sandbox && (
        <Text size="xs" c="dimmed">
          {SIMULATED}
        </Text>
      )}
      {!estimate.data.ready && (
        <Text size="xs" c="dimmed">
          {targetingMessages.estimateNotReady}
        </Text>
      )}
      {estimate.data.tooNarrow && (
        <Alert color="orange" variant="light" role="alert">
          {targetingMessages.tooNarrow}
        </Alert>
      )}
    </Stack>
  );
}

export function TargetingEditor({ form }: { form: UseFormReturn<CampaignFormValues> }) {
  const stored = useWatch({ control: form.control, name: 'targeting' });
  const adAccountId = useWatch({ control: form.control, name: 'adAccountId' });
  const targeting = stored ?? blankTargeting();
  const [offline, setOffline] = useState<string | null>(null);
  const unavailable = useCallback(
    (message: string) => setOffline(message === targetingMessages.needsFacebook ? targetingMessages.offline : message),
    [],
  );
  const change = (next: Partial<Targeting>) => form.setValue('targeting', { ...targeting, ...next }, { shouldDirty: true });
  const searchOff = offline !== null;
  const gender = targeting.genders.length === 1 ? (targeting.genders[0] as string) : 'all';

  return (
    <Card withBorder padding="lg">
      <Title order={4} mb="md">
        Targeting
      </Title>
      <Stack gap="sm">
        {stored === null && (
          <Text size="sm" c="dimmed">
            Not set yet: the campaign targets the countries its Target Audience names. Any change here sets it precisely.
          </Text>
        )}
        {offline && (
          <Text size="sm" c="dimmed" role="note">
            {offline}
          </Text>
        )}
        <TagsInput
          label="Countries"
          description="ISO codes, e.g. VN, US"
          placeholder={targeting.countries.length ? '' : 'VN'}
          value={targeting.countries}
          onChange={(typed) => change({ countries: countryCodes(typed) })}
          splitChars={[',', ' ']}
          clearable
        />
        <TargetingSearchAdd
          type="location"
          label="Places"
          placeholder="Search regions and cities, e.g. Hà Nội"
          disabled={searchOff}
          onPick={(item) => form.setValue('targeting', withItem(targeting, item), { shouldDirty: true })}
          onUnavailable={unavailable}
        />
        {(targeting.regions.length > 0 || targeting.cities.length > 0) && (
          <Stack gap={6} aria-label="Chosen places">
            {targeting.regions.map((r) => (
              <Group key={r.key} gap="xs">
                <Pill withRemoveButton onRemove={() => change({ regions: targeting.regions.filter((x) => x.key !== r.key) })}>
                  {r.name} (region)
                </Pill>
              </Group>
            ))}
            {targeting.cities.map((c) => (
              <Group key={c.key} gap="xs" wrap="nowrap">
                <Text size="sm">{c.name}</Text>
                <Select
                  aria-label={`Radius around ${c.name}`}
                  size="xs"
                  w={110}
                  data={radiusOptions}
                  value={String(c.radiusKm ?? 25)}
                  allowDeselect={false}
                  onChange={(v) => change({ cities: targeting.cities.map((x) => (x.key === c.key ? { ...x, radiusKm: Number(v) } : x)) })}
                />
                <CloseButton
                  size="sm"
                  aria-label={`Remove ${c.name}`}
                  onClick={() => change({ cities: targeting.cities.filter((x) => x.key !== c.key) })}
                />
              </Group>
            ))}
          </Stack>
        )}
        {placeOverlaps(targeting).map((problem) => (
          <Text key={problem} size="sm" c="red.7" role="alert">
            {problem}
          </Text>
        ))}
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <NumberInput
            label="Minimum age"
            min={TARGETING_AGE_MIN}
            max={TARGETING_AGE_MAX}
            value={targeting.ageMin}
            clampBehavior="blur"
            allowDecimal={false}
            onChange={(v) => typeof v === 'number' && change({ ageMin: v, ageMax: Math.max(v, targeting.ageMax) })}
          />
          <NumberInput
            label="Maximum age"
            description="65 means 65 and over"
            min={TARGETING_AGE_MIN}
            max={TARGETING_AGE_MAX}
            value={targeting.ageMax}
            clampBehavior="blur"
            allowDecimal={false}
            onChange={(v) => typeof v === 'number' && change({ ageMax: v, ageMin: Math.min(v, targeting.ageMin) })}
          />
          <Stack gap={4}>
            <Text size="sm" fw={500} id="targeting-gender">
              Gender
            </Text>
            <SegmentedControl
              aria-labelledby="targeting-gender"
              data={GENDER_OPTIONS}
              value={gender}
              onChange={(v) => change({ genders: v === 'all' ? [] : [v as 'male' | 'female'] })}
            />
          </Stack>
        </SimpleGrid>
        <TargetingSearchAdd
          type="locale"
          label="Languages"
          placeholder="Search languages, e.g. Vietnamese"
          disabled={searchOff}
          onPick={(item) => form.setValue('targeting', withItem(targeting, item), { shouldDirty: true })}
          onUnavailable={unavailable}
        />
        {targeting.locales.length > 0 && (
          <Group gap="xs" aria-label="Chosen languages">
            {targeting.locales.map((l) => (
              <Pill key={l.key} withRemoveButton onRemove={() => change({ locales: targeting.locales.filter((x) => x.key !== l.key) })}>
                {l.name}
              </Pill>
            ))}
          </Group>
        )}
        <TargetingSearchAdd
          type="interest"
          label="Interests"
          placeholder="Search interests, e.g. yoga"
          disabled={searchOff}
          onPick={(item) => form.setValue('targeting', withItem(targeting, item), { shouldDirty: true })}
          onUnavailable={unavailable}
        />
        {targeting.interests.length > 0 && (
          <Group gap="xs" aria-label="Chosen interests">
            {targeting.interests.map((i) => (
              <Pill key={i.id} withRemoveButton onRemove={() => change({ interests: targeting.interests.filter((x) => x.id !== i.id) })}>
                {i.name}
              </Pill>
            ))}
          </Group>
        )}
        <Switch
          label="Advantage+ audience: let Meta reach beyond these when it finds more people"
          description="Off: age, gender and interests are strict limits."
          checked={targeting.advantageAudience}
          onChange={(e) => change({ advantageAudience: e.currentTarget.checked })}
        />
        {!searchOff && <Estimate targeting={targeting} adAccountId={adAccountId} onUnavailable={unavailable} />}
      </Stack>
    </Card>
  );
}
