/**
 * The ad wizard's page for its three routes (spec 1 §2): /ad/create ('Create Ad'), /ad/create-enhanced
 * (the AI-first entry: 'AI-powered ad creation', prompt first, same steps) and /ads/{id}/edit (the
 * wizard on an existing ad, filled from it and its contents; saving updates that ad; the wizard's campaign
 * choices and providers are asked for with the ad, not after it).
 */
import { Center, Loader, Stack, Text } from '@mantine/core';
import { useParams } from 'react-router';
import { BackLink } from '../../components/back-link.tsx';
import { LoadErrorAlert } from '../../components/load-error-alert.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { useAd, useAdContents } from '../../lib/api/ad.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { parseRouteId } from '../../lib/route-id.ts';
import { AdWizard } from './ad-wizard.tsx';
import { usePrefetchWizardChoices } from './api/wizard-choices-prefetch.ts';
import { WizardHelpButton } from './components/wizard-help-modal.tsx';
import { prefillFromAd } from './edit-prefill.ts';
import { emptyWizardValues } from './wizard-values.ts';

export type AdWizardMode = 'create' | 'enhanced' | 'edit';

const headers = {
  create: { title: 'Create Ad', description: 'Create new advertisement' },
  enhanced: { title: 'AI-powered ad creation', description: 'Describe what you sell; AI writes the copy and makes the images' },
  edit: { title: 'Edit Ad', description: 'Change the ad, generate new copy or pick another variation' },
};

const newAd = { values: emptyWizardValues, variations: [], selectedId: null };

export function AdWizardPage({ mode }: { mode: AdWizardMode }) {
  const header = headers[mode];
  return (
    <>
      <BackLink to="/ads">Back to Ads</BackLink>
      <PageHeader title={header.title} description={header.description} actions={<WizardHelpButton />} />
      {mode === 'edit' ? <EditAdWizard /> : <AdWizard key={mode} prefill={newAd} promptFirst={mode === 'enhanced'} />}
    </>
  );
}

function EditAdWizard() {
  const id = parseRouteId(useParams().id);
  const ad = useAd(id);
  const contents = useAdContents(id);
  usePrefetchWizardChoices();

  if (id === null) return <Text c="dimmed">This ad does not exist.</Text>;
  if (ad.isError || contents.isError) {
    return (
      <LoadErrorAlert
        title="Failed to fetch ad details"
        message={errorMessage(ad.error ?? contents.error)}
        retryLabel="Retry"
        onRetry={() => {
          void ad.refetch();
          void contents.refetch();
        }}
      />
    );
  }
  if (!ad.data || !contents.data) {
    return (
      <Center py="xl">
        <Stack align="center" gap="xs">
          <Loader />
          <Text c="dimmed">Loading ad details...</Text>
        </Stack>
      </Center>
    );
  }
  return <AdWizard key={ad.data.id} prefill={prefillFromAd(ad.data, contents.data)} editedAdId={ad.data.id} />;
}
