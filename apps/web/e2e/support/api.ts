/**
 * Set-up over the API for the browser tests of campaigns and ads: a signed-in client (bearer token
 * from POST /api/auth/login-app) that seeds campaigns, ads and generated contents the way the app
 * makes them, so each test starts from the data it needs without clicking through other screens.
 */
import type { APIRequestContext } from '@playwright/test';
import { expect } from '@playwright/test';
import { apiToken, type TestUser } from './users.ts';

export interface SeededCampaign {
  id: number;
  name: string;
}
export interface SeededAd {
  id: number;
  name: string;
  headline: string | null;
  campaignId: number | null;
  campaignName: string | null;
  status: string;
}
export interface SeededContent {
  id: number;
  title: string | null;
  body: string | null;
  isSelected: boolean;
}
export interface Variation {
  id: number;
  headline: string;
  body: string;
  callToAction: string;
  imageUrl: string | null;
  mediaFileUrl: string | null;
}

type Body = Record<string, unknown>;

export class SeedApi {
  private constructor(
    private readonly request: APIRequestContext,
    private readonly token: string,
  ) {}

  /** Signs `user` in over the API. */
  static async as(request: APIRequestContext, user: TestUser): Promise<SeedApi> {
    return new SeedApi(request, await apiToken(request, user));
  }

  private async call<T>(method: 'get' | 'post', path: string, data?: Body): Promise<T> {
    const res = await this.request[method](`/api${path}`, { headers: { Authorization: `Bearer ${this.token}` }, data });
    expect(res.ok(), `${method.toUpperCase()} ${path}: ${res.status()} ${await res.text()}`).toBe(true);
    return (await res.json()) as T;
  }

  /** POST /api/campaigns: a DAILY campaign of $50 unless `over` says otherwise. */
  campaign(name: string, over: Body = {}): Promise<SeededCampaign> {
    return this.call('post', '/campaigns', { name, objective: 'TRAFFIC', budgetType: 'DAILY', dailyBudget: 50, ...over });
  }

  /** POST /api/ads: a saved ad without generated contents. */
  ad(name: string, over: Body = {}): Promise<SeededAd> {
    return this.call('post', '/ads', {
      name,
      headline: `${name} headline`,
      description: `${name} description`,
      primaryText: `${name} primary text`,
      callToAction: 'LEARN_MORE',
      ...over,
    });
  }

  contents(adId: number): Promise<SeededContent[]> {
    return this.call('get', `/ads/${adId}/contents`);
  }

  /**
   * An ad made through the real generation flow, as the wizard makes it: POST /api/ads/generate with
   * the built-in providers, then POST /api/ads/save-existing with the first variation chosen.
   */
  async generatedAd(campaignId: number, name: string, numberOfVariations = 3): Promise<{ ad: SeededAd; variations: Variation[] }> {
    const body = {
      campaignId,
      adType: 'PAGE_POST_AD',
      name,
      prompt: 'Handmade ceramic mugs for coffee lovers, free shipping this week',
      language: 'en',
      promptStyle: 'Dynamic',
      textProvider: 'BUILTIN',
      imageProvider: 'BUILTIN',
      numberOfVariations,
      callToAction: 'SHOP_NOW',
      adLinks: [],
      isPreview: true,
    };
    const generated = await this.call<{ status: string; adId: number; variations: Variation[] }>('post', '/ads/generate', body);
    expect(generated.variations).toHaveLength(numberOfVariations);
    const saved = await this.call<{ ad: SeededAd }>('post', '/ads/save-existing', {
      ...body,
      adId: generated.adId,
      selectedVariation: generated.variations[0],
      isPreview: false,
      saveExistingContent: true,
    });
    return { ad: saved.ad, variations: generated.variations };
  }
}
