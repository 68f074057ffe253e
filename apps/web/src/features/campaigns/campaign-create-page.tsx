/**
 * /campaign/create (spec 1 §2): back link, the Vietnamese help, the campaign form. Success toasts
 * 'Campaign created successfully!', refreshes the dashboard and goes there; a failure shows the
 * server's message (and puts per-field issues under their fields).
 */
import { messages } from '@ads-creative/contracts/messages';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { BackLink } from '../../components/back-link.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { refreshAfterChange } from '../../lib/data-refresh.ts';
import { saveForm } from '../../lib/save-form.ts';
import { useCreateCampaign } from './api/create-campaign.ts';
import { campaignFormFields, campaignPayload, emptyCampaignForm } from './campaign-form-values.ts';
import { CampaignForm } from './components/campaign-form.tsx';
import { CampaignHelpButton } from './components/campaign-help-modal.tsx';

export function CampaignCreatePage() {
  const create = useCreateCampaign();
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  return (
    <>
      <BackLink to="/campaigns">Back to Campaigns</BackLink>
      <PageHeader title="Create Campaign" description="Set up a new advertising campaign" actions={<CampaignHelpButton />} />
      <CampaignForm
        defaultValues={emptyCampaignForm}
        submitLabel="Create Campaign"
        submittingLabel="Creating..."
        onCancel={() => navigate('/campaigns')}
        onSubmit={async (values, form) => {
          const saved = await saveForm(() => create.mutateAsync(campaignPayload(values)), {
            fields: campaignFormFields,
            setError: form.setError,
            failed: messages.campaignCreateFailed,
            succeeded: messages.campaignCreated,
          });
          if (!saved) return;
          await refreshAfterChange(queryClient);
          navigate('/dashboard');
        }}
      />
    </>
  );
}
