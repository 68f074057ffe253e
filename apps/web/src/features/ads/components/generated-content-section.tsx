/**
 * 'Generated Content' of the detail page (spec 1 §2, §8): one card per option (title, body, its creative tags with
 * 'Correct the angles' (decision 183), 'Use This');
 * choosing one makes it the ad's copy and toasts 'Content selected successfully' (or 'Failed to
 * select content: {message}'). With no options, the generate form; with some, 'Generate more' opens
 * the same form, whose new options are added beside the others.
 */
import type { AdContent } from '@ads-creative/contracts/ads';
import { messages } from '@ads-creative/contracts/messages';
import { Badge, Button, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconCheck, IconSparkles } from '@tabler/icons-react';
import { useState } from 'react';
import { LoadErrorAlert } from '../../../components/load-error-alert.tsx';
import { useAdContents } from '../../../lib/api/ad.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useSelectContent } from '../api/select-content.ts';
import { useSetContentAngles } from '../api/set-content-angles.ts';
import { CreativeTagsPanel } from './creative-tags-panel.tsx';
import { GenerateContentForm } from './generate-content-form.tsx';

function ContentCard({ content, index, onUse, busy }: { content: AdContent; index: number; onUse: () => void; busy: boolean }) {
  const setAngles = useSetContentAngles(content.adId);
  return (
    <Card
      withBorder
      padding="md"
      component="article"
      aria-label={content.title || `Option ${index + 1}`}
      style={content.isSelected ? { borderColor: 'var(--mantine-color-green-6)' } : undefined}
    >
      <Group justify="space-between" wrap="nowrap" mb={6} align="flex-start">
        <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
          {content.title || `Option ${index + 1}`}
        </Text>
        {content.isSelected && (
          <Badge color="green" variant="light" leftSection={<IconCheck size={12} />} style={{ flexShrink: 0 }}>
            Selected
          </Badge>
        )}
      </Group>
      <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} mb="sm">
        {content.body || '—'}
      </Text>
      <Stack mb="sm">
        <CreativeTagsPanel
          tags={content.tags}
          onSave={(angles) => setAngles.mutateAsync({ contentId: content.id, angles })}
          saving={setAngles.isPending}
        />
      </Stack>
      <Group justify="flex-end" mt="auto">
        <Button size="xs" variant={content.isSelected ? 'light' : 'filled'} onClick={onUse} disabled={content.isSelected || busy}>
          Use This
        </Button>
      </Group>
    </Card>
  );
}

export function GeneratedContentSection({ adId, campaignId }: { adId: number; campaignId: number | null }) {
  const contents = useAdContents(adId);
  const select = useSelectContent(adId);
  const [more, setMore] = useState(false);

  const use = async (content: AdContent) => {
    try {
      await select.mutateAsync(content.id);
      toast.success(messages.contentSelected);
    } catch (e) {
      toast.error(`Failed to select content: ${errorMessage(e, messages.selectContentFailed)}`);
    }
  };

  return (
    <section aria-labelledby="generated-content-title">
      <Group justify="space-between" mb="sm">
        <Title order={3} id="generated-content-title">
          Generated Content
        </Title>
        {!!contents.data?.length && !more && (
          <Button size="xs" variant="light" leftSection={<IconSparkles size={14} />} onClick={() => setMore(true)}>
            Generate more
          </Button>
        )}
      </Group>
      {contents.isPending && (
        <Stack>
          <Skeleton height={120} />
        </Stack>
      )}
      {contents.isError && (
        <LoadErrorAlert
          title={messages.fetchAdContentsFailed}
          message={errorMessage(contents.error)}
          retryLabel="Retry"
          onRetry={() => void contents.refetch()}
        />
      )}
      {contents.data && (contents.data.length === 0 || more) && (
        <Card withBorder padding="md" mb="md">
          <GenerateContentForm
            adId={adId}
            campaignId={campaignId}
            onGenerated={() => setMore(false)}
            onCancel={contents.data.length > 0 ? () => setMore(false) : undefined}
          />
        </Card>
      )}
      {contents.data && contents.data.length > 0 && (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {contents.data.map((c, i) => (
            <ContentCard key={c.id} content={c} index={i} busy={select.isPending} onUse={() => void use(c)} />
          ))}
        </SimpleGrid>
      )}
    </section>
  );
}
