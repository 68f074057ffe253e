/**
 * The campaign page's 'Publishing to Facebook' card: the pixel and event, app or catalog the objective
 * needs (and any other publishing field that is set), 'Not set' for a missing one with what publishing
 * will ask for, and the Facebook campaign once an ad is published. Absent when there is nothing to show.
 */
import { type Campaign, campaignFacebookFieldLabels, publishingRequirementOf } from '@ads-creative/contracts/campaigns';
import { Alert, Card, SimpleGrid, Title } from '@mantine/core';
import { Fact } from '../../../components/fact.tsx';
import { humanizeCode } from '../../../lib/labels.ts';
import { publishingFields } from '../campaign-form-values.ts';
import { missingPublishingFields } from '../publishing-status.ts';

export function CampaignPublishingCard({ campaign: c }: { campaign: Campaign }) {
  const required = publishingRequirementOf(c.objective);
  const shown = publishingFields.filter((f) => c[f] !== null || required?.fields.includes(f));
  const missing = missingPublishingFields(c.objective, c) ?? [];
  if (shown.length === 0 && !c.fbCampaignId) return null;
  return (
    <Card withBorder padding="md" mb="lg" aria-label="Publishing to Facebook">
      <Title order={4} mb="sm">
        Publishing to Facebook
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
        {shown.map((f) => (
          <Fact key={f} label={campaignFacebookFieldLabels[f]}>
            {c[f] === null ? 'Not set' : f === 'conversionEvent' ? humanizeCode(c[f]) : c[f]}
          </Fact>
        ))}
        {c.fbCampaignId && <Fact label="Facebook campaign ID">{c.fbCampaignId}</Fact>}
      </SimpleGrid>
      {required && missing.length > 0 && (
        <Alert color="yellow" variant="light" mt="md">
          {required.missing} Add them with Edit.
        </Alert>
      )}
    </Card>
  );
}
