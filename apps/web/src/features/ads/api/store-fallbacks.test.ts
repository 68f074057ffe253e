/** The ad and dashboard calls' store fallbacks (spec 1 §8): the server's worded message, else the store's wording. */
import { expect, it } from 'vitest';
import { fetchAd, fetchAdContents } from '../../../lib/api/ad.ts';
import { deleteAd } from '../../../lib/api/delete-ad.ts';
import { signedIn } from '../../../test/fake-server.ts';
import { fetchAds } from './ads-query.ts';
import { selectContent } from './select-content.ts';
import { updateAd } from './update-ad.ts';

const edit = { name: 'A', headline: 'H', description: null, primaryText: null, callToAction: 'SHOP_NOW' as const, imageUrl: null };

it.each([
  ['GET /api/ads', 'Failed to fetch ads', () => fetchAds(0)],
  ['GET /api/ads/7', 'Failed to fetch ad details', () => fetchAd(7)],
  ['GET /api/ads/7/contents', 'Failed to fetch ad contents', () => fetchAdContents(7)],
  ['POST /api/ads/7/select-content', 'Failed to select content', () => selectContent(7, 3)],
  ['PUT /api/ads/7', 'Failed to update ad', () => updateAd(7, edit)],
  ['DELETE /api/ads/7', 'Failed to delete ad', () => deleteAd(7)],
])("%s fails with '%s' when the server words nothing, keeping the status", async (route, fallback, call) => {
  signedIn({ [route]: () => ({ status: 502 }) });
  await expect(call()).rejects.toMatchObject({ name: 'ApiError', message: fallback, status: 502 });
});

it("keeps the server's worded message, code and field issues", async () => {
  const issues = [{ path: 'headline', message: 'Headline is required' }];
  signedIn({ 'PUT /api/ads/7': () => ({ status: 400, body: { code: 'VALIDATION_ERROR', message: 'Headline is required', issues } }) });
  await expect(updateAd(7, edit)).rejects.toMatchObject({ message: 'Headline is required', code: 'VALIDATION_ERROR', status: 400, issues });
});
