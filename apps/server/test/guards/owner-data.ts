/**
 * User A of the guard tests owns one of everything the API manages, created through the API as a
 * client would; every name carries OWNER_MARK so that a leak to user B shows in B's answers.
 * What a guard's own calls may use up (a deleted campaign, a saved preview) has spares and renewers.
 */
import { fileForm, pngImage } from '../../src/modules/uploads/test-images.ts';
import { providerSeed, seedRecommendation } from '../helpers/recommendation-fixtures.ts';
import type { TestApp } from '../helpers/test-app.ts';

/** Text in A's data only: no answer to another user may contain it. */
export const OWNER_MARK = 'SECRET-OF-A';

/** A user's one of everything (A's, or B's for the mixed-id calls of the isolation test). */
export interface OwnerData {
  /** Text in every name of this user's data. */
  mark: string;
  campaignId: number;
  /** A's saved ad (in campaignId) with generated contents. */
  adId: number;
  contentId: number;
  /** An unsaved generation preview and its variation. */
  previewAdId: number;
  previewVariationId: number;
  /** A's upload, as `/api/media/<key>` and as the key. */
  fileUrl: string;
  mediaKey: string;
  /** A campaign and an ad of A's that the delete routes may delete. */
  spareCampaignId: number;
  spareAdId: number;
  /** A PENDING recommendation of A's (inserted as the engine run stores one; accept, dismiss and schedule use it up). */
  recommendationId: number;
}

export type Caller = { headers: Record<string, string> };

/** The image every upload fixture sends. */
export const fixtureImage = () => pngImage(32, 24);

const api =
  (t: TestApp, a: Caller) =>
  async (method: 'POST' | 'PUT', url: string, payload?: unknown, expected = 200) => {
    const res = await t.app.inject({ method, url, headers: a.headers, payload: payload as object });
    if (res.statusCode !== expected) throw new Error(`seeding ${method} ${url}: ${res.statusCode} ${res.body}`);
    return res.json();
  };

const newCampaign = (t: TestApp, a: Caller, mark: string) =>
  api(t, a)('POST', '/api/campaigns', { name: `Campaign ${mark}`, objective: 'CONVERSIONS' }, 201) as Promise<{ id: number }>;

const newAd = (t: TestApp, a: Caller, mark: string, campaignId: number, mediaFileUrl?: string) =>
  api(t, a)(
    'POST',
    '/api/ads',
    { name: `Ad ${mark}`, headline: `Headline ${mark}`, callToAction: 'SHOP_NOW', campaignId, mediaFileUrl },
    201,
  ) as Promise<{ id: number }>;

/** A new spare campaign (for a delete that used up the last). */
export const renewSpareCampaign = async (t: TestApp, a: Caller, data: Pick<OwnerData, 'mark'>) => ({
  spareCampaignId: (await newCampaign(t, a, data.mark)).id,
});

/** A new spare ad (for a delete that used up the last). */
export const renewSpareAd = async (t: TestApp, a: Caller, data: OwnerData) => ({
  spareAdId: (await newAd(t, a, data.mark, data.campaignId)).id,
});

/** A new generation preview (for a save that used up the last); BUILTIN copy on A's upload, so no picture is drawn. */
export async function renewPreview(t: TestApp, a: Caller, data: Pick<OwnerData, 'mark' | 'campaignId' | 'fileUrl'>) {
  const preview = await api(t, a)('POST', '/api/ads/generate', {
    campaignId: data.campaignId,
    name: `Preview ${data.mark}`,
    prompt: `Preview ${data.mark}`,
    textProvider: 'BUILTIN',
    imageProvider: null,
    mediaFileUrl: data.fileUrl,
    numberOfVariations: 1,
    callToAction: 'SHOP_NOW',
  });
  return { previewAdId: preview.adId as number, previewVariationId: preview.variations[0].id as number };
}

let recommendationTargets = 0;
/** A new PENDING recommendation (for an accept, dismiss or schedule that used up the last): a provider switch named with the mark. */
export async function renewRecommendation(t: TestApp, a: Caller, data: Pick<OwnerData, 'mark'>) {
  const me = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: a.headers });
  if (me.statusCode !== 200) throw new Error(`seeding a recommendation: ${me.statusCode} ${me.body}`);
  const seed = providerSeed('OPENAI');
  const target = { kind: 'provider', id: `guard-${++recommendationTargets}`, name: `Provider ${data.mark}` };
  return { recommendationId: await seedRecommendation(t, me.json().id, { ...seed, target, title: `Switch ${data.mark}` }) };
}

/** Gives a user one of everything, through the API, every name carrying `mark`. */
export async function seedOwnerData(t: TestApp, a: Caller, mark = OWNER_MARK): Promise<OwnerData> {
  const call = api(t, a);
  await call('PUT', '/api/user/profile', { name: `Owner ${mark}` });
  const campaign = await newCampaign(t, a, mark);
  const { fileUrl } = await uploadImage(t, a.headers);
  const ad = await newAd(t, a, mark, campaign.id, fileUrl);
  const contents = await call('POST', `/api/ads/${ad.id}/generate-content`, { prompt: `Copy ${mark}`, provider: 'BUILTIN' });
  await call('PUT', '/api/user/ai-keys', { provider: 'OPENAI', apiKey: `sk-${mark}`, model: 'gpt-4o-mini' });
  await call('POST', '/api/dashboard/config', { note: mark });
  const data = {
    mark,
    campaignId: campaign.id,
    adId: ad.id,
    contentId: contents[0].id,
    fileUrl,
    mediaKey: fileUrl.replace(/^.*\/api\/media\//, ''),
  };
  return {
    ...data,
    ...(await renewPreview(t, a, data)),
    ...(await renewSpareCampaign(t, a, data)),
    spareAdId: (await newAd(t, a, mark, campaign.id)).id,
    ...(await renewRecommendation(t, a, data)),
  };
}

async function uploadImage(t: TestApp, headers: Record<string, string>): Promise<{ fileUrl: string }> {
  const form = fileForm(await fixtureImage());
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/upload/image',
    headers: { ...headers, ...form.headers },
    payload: form.payload,
  });
  if (res.statusCode !== 200) throw new Error(`seeding an upload: ${res.statusCode} ${res.body}`);
  return res.json();
}
