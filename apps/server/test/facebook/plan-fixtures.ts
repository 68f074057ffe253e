/** A campaign and an ad as the publish plan sees them (a traffic campaign with a link ad), with overrides. */
import type { PlanAd, PlanCampaign } from '../../src/modules/facebook/publish/publish-plan.ts';

export const planCampaign = (over: Partial<PlanCampaign> = {}): PlanCampaign => ({
  id: 7,
  name: 'Summer sale',
  objective: 'TRAFFIC',
  budgetType: 'DAILY',
  dailyBudget: '25.5',
  totalBudget: null,
  targetAudience: 'Runners in Vietnam',
  startDate: null,
  endDate: null,
  pixelId: null,
  conversionEvent: null,
  appId: null,
  appStoreUrl: null,
  catalogId: null,
  productSetId: null,
  fbCampaignId: null,
  fbAdSetId: null,
  ...over,
});

export const planAd = (over: Partial<PlanAd> = {}): PlanAd => ({
  id: 42,
  name: 'Shoe ad',
  adType: 'PAGE_POST_AD',
  headline: 'Run lighter',
  primaryText: 'Our lightest shoe yet.',
  description: 'Free returns',
  callToAction: 'SHOP_NOW',
  destinationUrl: 'https://shop.example/shoes',
  imageUrl: '/api/media/1/a.png',
  fbImageHash: null,
  fbCreativeId: null,
  fbAdId: null,
  ...over,
});
