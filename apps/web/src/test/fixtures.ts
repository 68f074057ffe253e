/** Campaigns, ads, pages and dashboards as the server sends them, for the web tests. */
import type { Ad, AdContent } from '@ads-creative/contracts/ads';
import type { Campaign } from '@ads-creative/contracts/campaigns';
import type { Dashboard } from '@ads-creative/contracts/dashboard';
import type { Page } from '@ads-creative/contracts/paging';

// Midday UTC: the same calendar day in every time zone the tests may run in.
const CREATED = '2026-11-22T12:00:00.000Z';

export const aCampaign = (over: Partial<Campaign> = {}): Campaign => ({
  id: 1,
  name: 'Summer Sale',
  objective: 'BRAND_AWARENESS',
  status: 'ACTIVE',
  budgetType: 'DAILY',
  dailyBudget: 50,
  totalBudget: null,
  budget: 50,
  adCount: 0,
  totalAds: 0,
  targetAudience: null,
  startDate: null,
  endDate: null,
  pixelId: null,
  conversionEvent: null,
  appId: null,
  appStoreUrl: null,
  catalogId: null,
  productSetId: null,
  targeting: null,
  specialAdCategories: [],
  adAccountId: null,
  pageId: null,
  fbCampaignId: null,
  deliverySchedule: null,
  createdDate: CREATED,
  updatedDate: CREATED,
  ...over,
});

export const anAd = (over: Partial<Ad> = {}): Ad => ({
  id: 1,
  name: 'Sneakers ad',
  campaignId: 1,
  campaignName: 'Summer Sale',
  adType: 'PAGE_POST_AD',
  status: 'DRAFT',
  headline: 'Run faster',
  description: 'Free shipping',
  primaryText: 'Our lightest running shoe yet.',
  callToAction: 'SHOP_NOW',
  cta: 'SHOP_NOW',
  imageUrl: null,
  mediaFileUrl: null,
  videoUrl: null,
  destinationUrl: null,
  fbAdId: null,
  publishError: null,
  tags: null,
  createdDate: CREATED,
  updatedDate: CREATED,
  ...over,
});

export const aContent = (over: Partial<AdContent> = {}): AdContent => ({
  id: 1,
  adId: 1,
  title: 'Option A',
  body: 'Body A',
  isSelected: false,
  createdDate: CREATED,
  ...over,
});

/** One page of a list, 5 per page, as GET /api/campaigns and /api/ads answer. */
export const pageOf = <T>(content: T[], { number = 0, totalElements = content.length, size = 5 } = {}): Page<T> => ({
  content,
  totalElements,
  totalPages: Math.ceil(totalElements / size),
  number,
  size,
});

export const aDashboard = (over: Partial<Dashboard> = {}): Dashboard => ({
  stats: { totalCampaigns: 0, totalAds: 0, activeCampaigns: 0, activeAds: 0, totalSpent: 0 },
  campaigns: [],
  recentAds: [],
  metricsSources: [],
  ...over,
});
