/**
 * /ads/{id} (spec 1 §2, §4, §8): the headline as title and the status badge; 'Publish to Facebook'
 * (hidden when ACTIVE, enabled only for a DRAFT with a selected content), with 'Start delivering at once' and
 * what publishing paused means; a refusal fixed in Settings (no connection, ad account, page or EU names) kept on the
 * page with 'Open Settings'; 'Start delivery' on an ad published paused; the Facebook-style preview;
 * the details grid; the creative tags with 'Correct the angles' (decision 183); the generated content. 'Loading ad details...' while loading; on error the
 * message and Retry.
 */
import { creativeTagMessages } from '@ads-creative/contracts/creative-tagging';
import { messages } from '@ads-creative/contracts/messages';
import { Alert, Button, Card, Checkbox, Grid, Group, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconBrandFacebook } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { BackLink } from '../../components/back-link.tsx';
import { LoadingLine } from '../../components/loading-line.tsx';
import { RecordLoadError } from '../../components/record-load-error.tsx';
import { StatusBadge } from '../../components/status-badge.tsx';
import { useAd, useAdContents } from '../../lib/api/ad.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { parseRouteId } from '../../lib/route-id.ts';
import { toast } from '../../lib/toast.ts';
import { usePublishAd } from './api/publish-ad.ts';
import { useSetAdAngles } from './api/set-ad-angles.ts';
import { useStartDelivery } from './api/start-delivery.ts';
import { AdFacts } from './components/ad-facts.tsx';
import { AdPerformance } from './components/ad-performance.tsx';
import { CreativeTagsPanel } from './components/creative-tags-panel.tsx';
import { FacebookPreview } from './components/facebook-preview.tsx';
import { facebookProblem, fixedInSettings } from './components/facebook-problem.ts';
import { GeneratedContentSection } from './components/generated-content-section.tsx';

export function AdDetailPage() {
  const id = parseRouteId(useParams().id);
  const ad = useAd(id);
  const contents = useAdContents(id);
  const publish = usePublishAd();
  const start = useStartDelivery();
  const setAngles = useSetAdAngles(id ?? 0);
  // Off by default: a published ad spends nothing until the user starts it (decision 080).
  const [deliverNow, setDeliverNow] = useState(false);
  // A refusal fixed in Settings (no connection, no ad account or page, no EU names) stays on the page with a way there.
  const [settingsRefusal, setSettingsRefusal] = useState<string | null>(null);
  const back = <BackLink to="/ads">Back to Ads</BackLink>;

  if (id === null || ad.isError) {
    return (
      <>
        {back}
        <RecordLoadError id={id} query={ad} title="Could not load the ad" fallback={messages.fetchAdFailed} retryLabel="Retry" />
      </>
    );
  }
  if (ad.isPending) {
    return (
      <>
        {back}
        <LoadingLine>Loading ad details...</LoadingLine>
      </>
    );
  }

  const a = ad.data;
  const hasSelected = contents.data?.some((c) => c.isSelected) ?? false;
  const canPublish = a.status === 'DRAFT' && hasSelected;
  const whyNot = a.status !== 'DRAFT' ? 'Only draft ads can be published' : 'Select one of the generated contents first';

  const onPublish = async () => {
    setSettingsRefusal(null);
    try {
      await publish.mutateAsync({ id: a.id, delivery: deliverNow ? 'ACTIVE' : 'PAUSED' });
      toast.success('Ad published successfully to Facebook');
    } catch (e) {
      toast.error(`Failed to publish ad: ${errorMessage(e)}`);
      if (fixedInSettings(errorMessage(e))) setSettingsRefusal(errorMessage(e));
    }
  };

  const onStart = async () => {
    try {
      await start.mutateAsync(a.id);
      toast.success(messages.deliveryStarted);
    } catch (e) {
      toast.error(`${messages.startDeliveryFailed}: ${errorMessage(e)}`);
    }
  };
  const pausedOnFacebook = a.status === 'PAUSED' && !!a.fbAdId;

  return (
    <>
      {back}
      <Group justify="space-between" align="flex-start" mb="lg" gap="sm">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Group gap="sm">
            <Title order={2} style={{ overflowWrap: 'anywhere' }}>
              {a.headline || a.name}
            </Title>
            <StatusBadge status={a.status} size="lg" />
          </Group>
          <Text c="dimmed" size="sm">
            {a.name}
          </Text>
        </Stack>
        {a.status !== 'ACTIVE' && (
          <Group gap="sm">
            {canPublish && (
              <Checkbox
                label="Start delivering at once"
                description={messages.publishPausedHint}
                maw={360}
                checked={deliverNow}
                onChange={(e) => setDeliverNow(e.currentTarget.checked)}
              />
            )}
            {pausedOnFacebook && (
              <Tooltip label={messages.startDeliveryHint}>
                <Button variant="light" loading={start.isPending} onClick={() => void onStart()}>
                  Start delivery
                </Button>
              </Tooltip>
            )}
            <Tooltip label={whyNot} disabled={canPublish}>
              <span>
                <Button
                  leftSection={<IconBrandFacebook size={16} />}
                  disabled={!canPublish}
                  loading={publish.isPending}
                  onClick={() => void onPublish()}
                >
                  Publish to Facebook
                </Button>
              </span>
            </Tooltip>
          </Group>
        )}
      </Group>

      {settingsRefusal && (
        <Alert color="orange" mb="lg" title="Publishing refused" role="alert">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{settingsRefusal}</Text>
            <Button component={Link} to="/settings" size="xs" variant="light">
              Open Settings
            </Button>
          </Stack>
        </Alert>
      )}
      {a.publishError && (
        <Alert color="red" mb="lg" title={facebookProblem(a.status).title}>
          {a.publishError} {facebookProblem(a.status).next}
        </Alert>
      )}
      <Grid gap="lg" mb="xl">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <FacebookPreview ad={a} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <AdFacts ad={a} />
          <Card withBorder padding="md" mt="lg">
            <Title order={4} mb="sm">
              {creativeTagMessages.title}
            </Title>
            <CreativeTagsPanel tags={a.tags} onSave={(angles) => setAngles.mutateAsync(angles)} saving={setAngles.isPending} />
          </Card>
        </Grid.Col>
      </Grid>

      <AdPerformance adId={a.id} />
      <GeneratedContentSection adId={a.id} campaignId={a.campaignId} />
    </>
  );
}
