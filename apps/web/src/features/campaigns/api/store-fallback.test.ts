/** The campaign calls' store fallbacks (spec 1 §8): the server's worded message, else the store's wording. */
import { describe, expect, it, vi } from 'vitest';
import { fetchCampaigns } from '../../../lib/api/campaigns.ts';
import { signedIn } from '../../../test/fake-server.ts';
import { fetchCampaignAds } from './campaign-ads-query.ts';
import { fetchCampaign } from './campaign-query.ts';
import { createCampaign } from './create-campaign.ts';
import { deleteCampaign } from './delete-campaign.ts';
import { updateCampaign } from './update-campaign.ts';

const body = {
  name: 'Summer Sale',
  objective: 'REACH' as const,
  budgetType: 'DAILY' as const,
  dailyBudget: 50,
  totalBudget: null,
  targetAudience: null,
  startDate: null,
  endDate: null,
};

describe('campaign calls', () => {
  it.each([
    ['GET /api/campaigns', 'Failed to fetch campaigns', () => fetchCampaigns(0)],
    ['GET /api/campaigns/7', 'Failed to fetch campaign details', () => fetchCampaign(7)],
    ['POST /api/campaigns', 'Failed to create campaign', () => createCampaign(body)],
    ['PUT /api/campaigns/7', 'Failed to update campaign', () => updateCampaign(7, { name: 'X' })],
    ['DELETE /api/campaigns/7', 'Failed to delete campaign', () => deleteCampaign(7)],
    ['GET /api/ads/campaign/7', 'Failed to fetch ads', () => fetchCampaignAds(7, 0)],
  ])("%s fails with '%s' when the server words nothing, keeping the status", async (route, fallback, call) => {
    signedIn({ [route]: () => ({ status: 502 }) });
    await expect(call()).rejects.toMatchObject({ name: 'ApiError', message: fallback, status: 502, code: undefined });
  });

  it("keeps the server's worded message and code", async () => {
    signedIn({ 'POST /api/campaigns': () => ({ status: 400, body: { code: 'VALIDATION_ERROR', message: 'Campaign name is required' } }) });
    await expect(createCampaign(body)).rejects.toMatchObject({
      message: 'Campaign name is required',
      code: 'VALIDATION_ERROR',
      status: 400,
    });
  });

  it('says the store wording, not the transport text, when the connection drops', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(updateCampaign(7, { name: 'X' })).rejects.toMatchObject({ message: 'Failed to update campaign', status: 0 });
  });

  it("asks for the page and size of a campaign's ads", async () => {
    const server = signedIn({
      'GET /api/ads/campaign/7': () => ({ body: { content: [], totalElements: 0, totalPages: 0, number: 2, size: 5 } }),
    });
    await fetchCampaignAds(7, 2);
    expect(String(server.spy.mock.calls[0][0])).toBe('/api/ads/campaign/7?page=2&size=5');
  });
});
