/**
 * The campaign pages' (detail, edit) alert when the campaign cannot be shown (spec 1 §2, §8): 'Failed to
 * load campaign details' with the reason ('Failed to fetch campaign details' when the server gave none)
 * and 'Try Again'; an id that is not a number never reaches the server.
 */
import { messages } from '@ads-creative/contracts/messages';
import { RecordLoadError } from '../../../components/record-load-error.tsx';

interface Props {
  /** The route's id as parsed; null when it is not a valid id. */
  id: number | null;
  campaign: { error: unknown; refetch: () => unknown };
}

export function CampaignLoadError({ id, campaign }: Props) {
  return (
    <RecordLoadError
      id={id}
      query={campaign}
      title={messages.campaignDetailsLoadFailed}
      fallback={messages.fetchCampaignFailed}
      retryLabel="Try Again"
    />
  );
}
