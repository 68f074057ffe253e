/**
 * The detail page's grid (spec 1 §2): Type, Status, Call to Action (English and Vietnamese label,
 * 'Không hợp lệ' for an unknown code, 'None' for none), Created, and the Facebook Ad ID only when there is one.
 */
import { type Ad, callToActionLabel } from '@ads-creative/contracts/ads';
import { Anchor, Card, SimpleGrid, Title } from '@mantine/core';
import { Link } from 'react-router';
import { Fact } from '../../../components/fact.tsx';
import { StatusBadge } from '../../../components/status-badge.tsx';
import { formatShortDate } from '../../../lib/format.ts';
import { adTypeLabel } from '../../../lib/labels.ts';

export function AdFacts({ ad }: { ad: Ad }) {
  return (
    <Card withBorder padding="md">
      <Title order={4} mb="sm">
        Details
      </Title>
      <SimpleGrid cols={2} spacing="md" verticalSpacing="md">
        <Fact label="Type">{adTypeLabel(ad.adType)}</Fact>
        <Fact label="Status">
          <StatusBadge status={ad.status} />
        </Fact>
        <Fact label="Call to Action">{callToActionLabel(ad.cta || ad.callToAction)}</Fact>
        <Fact label="Created">{formatShortDate(ad.createdDate)}</Fact>
        <Fact label="Campaign">
          {ad.campaignId ? (
            <Anchor component={Link} to={`/campaigns/${ad.campaignId}`} size="sm">
              {ad.campaignName || `Campaign #${ad.campaignId}`}
            </Anchor>
          ) : (
            'No Campaign'
          )}
        </Fact>
        {ad.destinationUrl && <Fact label="Destination URL">{ad.destinationUrl}</Fact>}
        {ad.fbAdId && <Fact label="Facebook Ad ID">{ad.fbAdId}</Fact>}
      </SimpleGrid>
    </Card>
  );
}
