/** How codes read on screen: ad types, objectives, budget types and calls to action. */
import { CALL_TO_ACTION_LABELS, callToActionLabel, callToActions } from '@ads-creative/contracts/ads';

/** 'PAGE_POST_AD' → 'PAGE POST AD' (spec 1 §2: underscores as spaces); 'Unknown Type' when absent. */
export const adTypeLabel = (adType: string | null | undefined) => (adType ? adType.replaceAll('_', ' ') : 'Unknown Type');

/** 'BRAND_AWARENESS' → 'Brand Awareness'. */
export const humanizeCode = (code: string) =>
  code
    .toLowerCase()
    .split('_')
    .filter(Boolean)
    .map((w) => w[0].toUpperCase() + w.slice(1))
    .join(' ');

/** The list card's call to action: the English and Vietnamese label, the raw code when unknown, 'None' when absent. */
export const callToActionText = (code: string | null | undefined) => callToActionLabel(code, (raw) => raw);

/** Options of a call-to-action dropdown. */
export const callToActionOptions = callToActions.map((code) => ({ value: code, label: CALL_TO_ACTION_LABELS[code] }));
