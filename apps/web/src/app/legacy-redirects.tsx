/** Old addresses that moved (spec 1 §2): the ad under a campaign now lives at /ads/{adId}. */
import { Navigate, useLocation, useParams } from 'react-router';

export function CampaignAdRedirect() {
  const { adId } = useParams();
  const { search } = useLocation();
  return <Navigate to={`/ads/${encodeURIComponent(adId ?? '')}${search}`} replace />;
}
