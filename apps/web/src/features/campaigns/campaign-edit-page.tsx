/**
 * /campaigns/{id}/edit: every field of the campaign with the create form's rules. Saving toasts
 * 'Update campaign successfully' and returns to the campaign; Cancel asks first ('Cancel changes').
 */
import { messages } from '@ads-creative/contracts/messages';
import { useNavigate, useParams } from 'react-router';
import { BackLink } from '../../components/back-link.tsx';
import { LoadingLine } from '../../components/loading-line.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { parseRouteId } from '../../lib/route-id.ts';
import { saveForm } from '../../lib/save-form.ts';
import { useConfirmedCancel } from '../../lib/use-confirmed-cancel.ts';
import { useCampaign } from './api/campaign-query.ts';
import { useUpdateCampaign } from './api/update-campaign.ts';
import { campaignFormFields, campaignFormValuesOf, campaignPayload } from './campaign-form-values.ts';
import { CampaignForm } from './components/campaign-form.tsx';
import { CampaignLoadError } from './components/campaign-load-error.tsx';

export function CampaignEditPage() {
  const id = parseRouteId(useParams().id);
  const campaign = useCampaign(id);
  const update = useUpdateCampaign();
  const navigate = useNavigate();

  const cancel = useConfirmedCancel({
    question: messages.campaignEditCancelConfirm,
    cancelled: messages.campaignEditCancelled,
    leave: () => navigate(`/campaigns/${id}`),
  });

  const back = <BackLink to={id ? `/campaigns/${id}` : '/campaigns'}>Back to Campaign</BackLink>;

  if (id === null || campaign.isError) {
    return (
      <>
        {back}
        <CampaignLoadError id={id} campaign={campaign} />
      </>
    );
  }
  if (campaign.isPending) return <LoadingLine>Loading campaign...</LoadingLine>;

  return (
    <>
      {back}
      <PageHeader title="Edit Campaign" description={campaign.data.name} />
      <CampaignForm
        defaultValues={campaignFormValuesOf(campaign.data)}
        accountLocked={!!campaign.data.fbCampaignId}
        submitLabel="Save Changes"
        submittingLabel="Saving..."
        onCancel={() => void cancel()}
        onSubmit={async (values, form) => {
          const saved = await saveForm(() => update.mutateAsync({ id, body: campaignPayload(values) }), {
            fields: campaignFormFields,
            setError: form.setError,
            failed: messages.campaignUpdateFailed,
            succeeded: messages.campaignUpdated,
          });
          if (saved) navigate(`/campaigns/${id}`);
        }}
      />
    </>
  );
}
