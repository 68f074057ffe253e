/**
 * Our campaign objectives → Facebook's outcome-based objectives (the only ones that can create
 * campaigns since Marketing API v17), with an ad-set optimization goal valid for each and the
 * promoted object the ad set needs. Decision 080 holds the table and the reasons.
 */
import type { CampaignObjective } from '@ads-creative/contracts/campaigns';

export type OutcomeObjective =
  | 'OUTCOME_AWARENESS'
  | 'OUTCOME_TRAFFIC'
  | 'OUTCOME_ENGAGEMENT'
  | 'OUTCOME_LEADS'
  | 'OUTCOME_APP_PROMOTION'
  | 'OUTCOME_SALES';

/** What the ad set must promote, beyond the page every creative names. */
export type PromotedObjectKind = 'none' | 'page' | 'app' | 'pixel' | 'catalog';

export interface ObjectivePlan {
  objective: OutcomeObjective;
  optimizationGoal: string;
  promotedObject: PromotedObjectKind;
}

export const OBJECTIVE_MAP: Record<CampaignObjective, ObjectivePlan> = {
  BRAND_AWARENESS: { objective: 'OUTCOME_AWARENESS', optimizationGoal: 'AD_RECALL_LIFT', promotedObject: 'none' },
  REACH: { objective: 'OUTCOME_AWARENESS', optimizationGoal: 'REACH', promotedObject: 'none' },
  // Our creatives are images: THRUPLAY needs a video, so video-view campaigns optimise for reach.
  VIDEO_VIEWS: { objective: 'OUTCOME_AWARENESS', optimizationGoal: 'REACH', promotedObject: 'none' },
  // Store visits need a place page set (location pages) this app does not manage: awareness by reach.
  STORE_TRAFFIC: { objective: 'OUTCOME_AWARENESS', optimizationGoal: 'REACH', promotedObject: 'none' },
  TRAFFIC: { objective: 'OUTCOME_TRAFFIC', optimizationGoal: 'LINK_CLICKS', promotedObject: 'none' },
  ENGAGEMENT: { objective: 'OUTCOME_ENGAGEMENT', optimizationGoal: 'POST_ENGAGEMENT', promotedObject: 'none' },
  LEAD_GENERATION: { objective: 'OUTCOME_LEADS', optimizationGoal: 'LEAD_GENERATION', promotedObject: 'page' },
  APP_INSTALLS: { objective: 'OUTCOME_APP_PROMOTION', optimizationGoal: 'APP_INSTALLS', promotedObject: 'app' },
  CONVERSIONS: { objective: 'OUTCOME_SALES', optimizationGoal: 'OFFSITE_CONVERSIONS', promotedObject: 'pixel' },
  CATALOG_SALES: { objective: 'OUTCOME_SALES', optimizationGoal: 'OFFSITE_CONVERSIONS', promotedObject: 'catalog' },
};
