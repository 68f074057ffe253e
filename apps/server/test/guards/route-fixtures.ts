/**
 * One entry per operation of the OpenAPI document: how the guard tests fill its path, query and
 * body with user A's data (owner-data.ts). A new route fails the guards until it has its entry
 * here (docs/decisions/065-route-guards.md): add `'METHOD /api/path/{param}': { ... }`, and when
 * the route works on a new kind of data, give user A one of it in owner-data.ts.
 */
import { TEST_PASSWORD as password, type TestApp } from '../helpers/test-app.ts';
import { TEST_START } from '../helpers/test-clock.ts';
import type { RequestParts } from './openapi-operations.ts';
import { type Caller, type OwnerData, renewPreview, renewRecommendation, renewSpareAd, renewSpareCampaign } from './owner-data.ts';

export interface RouteFixture {
  /** Why anyone may call it without signing in. Only listed operations may be public. */
  public?: string;
  params?: (a: OwnerData) => Record<string, string>;
  query?: (a: OwnerData) => Record<string, string>;
  body?: (a: OwnerData) => unknown;
  /** A multipart upload of one image in the field `file`. */
  multipart?: true;
  /**
   * What user B's call with A's fixture must do. 'not-found' (the default for a path with ids):
   * 404 (or 401). 'own-data': any answer below 500 that shows nothing of A and changes nothing of A.
   */
  otherUser?: 'not-found' | 'own-data';
  /**
   * Calls of user B that put one of A's ids among B's own (B's ad with A's content, B's preview saved
   * into A's ad): each may answer anything below 500 but must change and show nothing of A's.
   */
  mixed?: (a: OwnerData, b: OwnerData) => Pick<RequestParts, 'params' | 'query' | 'body'>[];
  /** The call signs its caller out: the guards sign in again after it. */
  endsSession?: true;
  /** A successful call used up A's data that the fixture points at: make new (the malformed-input test calls it after every 2xx). */
  renew?: (t: TestApp, a: Caller, data: OwnerData) => Promise<Partial<OwnerData>>;
  /**
   * A 503 that a valid call answers by design today (the feature needs an integration this server
   * does not have); the malformed-input test accepts exactly this code for this operation.
   */
  unavailable?: { code: 'NOT_CONFIGURED'; why: string };
}

const id = (n: number) => ({ id: String(n) });

/** A save-existing body: a preview's variation saved as an ad (`extra` adds targetAdId or drops adId). */
const saveBody = (preview: OwnerData, variationId: number, extra: Record<string, unknown> = {}) => ({
  adId: preview.previewAdId,
  campaignId: preview.campaignId,
  name: 'Guard saved',
  callToAction: 'SHOP_NOW',
  selectedVariation: { id: variationId, headline: 'Saved', body: 'Saved body', callToAction: 'SHOP_NOW' },
  ...extra,
});

export const routeFixtures: Record<string, RouteFixture> = {
  // health and public configuration
  'GET /api/health': { public: 'liveness probe' },
  'GET /api/ready': { public: 'readiness probe' },
  'GET /api/public/config': { public: 'the legal pages read the contact address before sign-in' },

  // accounts (auth.routes.ts, facebook-auth.routes.ts)
  'POST /api/auth/register': {
    public: 'sign-up',
    body: () => ({ username: 'guardnewuser', email: 'guard-new@example.com', password }),
  },
  'POST /api/auth/login-app': { public: 'sign-in', body: () => ({ usernameOrEmail: 'guard-owner', password }) },
  'POST /api/auth/forgot-password': { public: 'password reset request', body: () => ({ email: 'guard-owner@example.com' }) },
  'POST /api/auth/reset-password': {
    public: 'password reset with the mailed token',
    body: () => ({ token: 'x'.repeat(43), newPassword: 'another horse battery' }),
  },
  'POST /api/auth/verify-email': {
    public: 'the confirmation link is opened by whoever has the mailbox, signed in or not',
    body: () => ({ token: 'x'.repeat(43) }),
  },
  'POST /api/auth/verify-email/resend': {},
  'GET /api/auth/providers': { public: 'the login page asks which sign-in methods exist' },
  'GET /api/auth/facebook': { public: 'starts Facebook login', query: () => ({ redirect: '/dashboard' }) },
  'GET /api/auth/facebook/callback': { public: "Facebook's redirect back", query: () => ({ code: 'code', state: 'state' }) },
  'POST /api/auth/facebook/session': {
    public: "/auth-success exchanges the Facebook login's single-use code (bound to the browser by a cookie) for a session",
    body: () => ({ code: 'x'.repeat(43) }),
  },
  'POST /api/auth/logout': { endsSession: true },
  'GET /api/auth/user': {},
  'GET /api/user/profile': {},
  'PUT /api/user/profile': { body: () => ({ name: 'Renamed by the guard' }) },

  // campaigns
  'GET /api/campaigns': { query: () => ({ page: '0', size: '5' }) },
  'POST /api/campaigns': { body: () => ({ name: 'Guard campaign', objective: 'REACH' }) },
  'GET /api/campaigns/{id}': { params: (a) => id(a.campaignId) },
  'PUT /api/campaigns/{id}': { params: (a) => id(a.campaignId), body: () => ({ name: 'Changed by the guard', status: 'PAUSED' }) },
  'DELETE /api/campaigns/{id}': { params: (a) => id(a.spareCampaignId), renew: renewSpareCampaign },
  // the audience reader (decision 179): reads text only, nothing of anyone's (without a Facebook connection, nothing is looked up)
  'POST /api/campaigns/targeting/parse': {
    body: () => ({ text: 'Phụ nữ 25-45 tuổi ở Hà Nội thích yoga', language: 'vi' }),
    otherUser: 'own-data',
  },

  // ads
  'GET /api/ads': { query: () => ({ page: '0', size: '5' }) },
  'POST /api/ads': {
    body: (a) => ({ name: 'Guard ad', headline: 'Guard headline', callToAction: 'SHOP_NOW', campaignId: a.campaignId }),
    otherUser: 'not-found',
  },
  'GET /api/ads/campaign/{id}': { params: (a) => id(a.campaignId), query: () => ({ page: '0', size: '5' }) },
  'GET /api/ads/{id}': { params: (a) => id(a.adId) },
  'PUT /api/ads/{id}': {
    params: (a) => id(a.adId),
    body: () => ({ headline: 'Changed by the guard', status: 'PAUSED' }),
    mixed: (a, b) => [{ params: id(b.adId), body: { campaignId: a.campaignId } }],
  },
  'DELETE /api/ads/{id}': { params: (a) => id(a.spareAdId), renew: renewSpareAd },
  'GET /api/ads/{id}/contents': { params: (a) => id(a.adId) },
  'POST /api/ads/{id}/select-content': {
    params: (a) => id(a.adId),
    query: (a) => ({ contentId: String(a.contentId) }),
    mixed: (a, b) => [{ params: id(b.adId), query: { contentId: String(a.contentId) } }],
  },
  // the user's angles (decision 183): A's content and ad are 404 to B
  'PUT /api/contents/{id}/tags': { params: (a) => id(a.contentId), body: () => ({ angles: ['OFFER', 'STORY'] }) },
  'PUT /api/ads/{id}/tags': { params: (a) => id(a.adId), body: () => ({ angles: ['BENEFIT'] }) },
  // the tags of a copy (decision 183): reads the body only, saves nothing
  'POST /api/creative/tag': {
    body: () => ({ headline: 'Zen Tea sale', primaryText: 'Get 30% off today', callToAction: 'SHOP_NOW', language: 'en' }),
    otherUser: 'own-data',
  },
  'POST /api/ads/{id}/publish': { params: (a) => id(a.adId), body: () => ({ delivery: 'PAUSED' }) },
  'POST /api/ads/{id}/facebook-status': { params: (a) => id(a.adId), body: () => ({ status: 'PAUSED' }) },
  'GET /api/ads/{id}/metrics': { params: (a) => id(a.adId), query: () => ({ timeRange: '30d' }) },

  // Facebook connection and sync (A is not connected in the guard app: the calls answer 400 or their own data)
  'POST /api/facebook/connect': { unavailable: { code: 'NOT_CONFIGURED', why: 'the guard app has no Facebook app id and secret' } },
  'GET /api/facebook/connection': {},
  'PUT /api/facebook/connection': { body: () => ({ adAccountId: 'act_100000001', pageId: '200000001' }) },
  'DELETE /api/facebook/connection': {},
  'GET /api/facebook/ad-accounts': {},
  'GET /api/facebook/pages': {},
  'POST /api/facebook/sync': {},
  'GET /api/facebook/sync': {},
  // targeting look-ups (targeting.routes.ts, decision 178): the guard app has no Facebook connection, so both answer 400
  'GET /api/facebook/targeting/search': { query: () => ({ type: 'location', q: 'Hanoi' }), otherUser: 'own-data' },
  'POST /api/facebook/reach-estimate': { body: () => ({ targeting: { countries: ['VN'] } }), otherUser: 'own-data' },
  // DSA names per ad account (dsa.routes.ts, decision 180): A lists no ad account in the guard app, so the PUT answers 400
  'GET /api/facebook/ad-accounts/dsa': { otherUser: 'own-data' },
  'PUT /api/facebook/ad-accounts/{id}/dsa': {
    params: () => ({ id: '100000001' }),
    body: () => ({ beneficiary: 'Maison Lumière', payor: 'Maison Lumière SAS' }),
    otherUser: 'own-data',
  },

  // Ad Library import (no extractor is configured in the guard app)
  'POST /api/meta-ad-library/validate-url': { body: () => ({ url: 'https://www.facebook.com/ads/library/?id=123456789' }) },
  'POST /api/meta-ad-library/extract': {
    body: () => ({ url: 'https://www.facebook.com/ads/library/?id=123456789' }),
    unavailable: { code: 'NOT_CONFIGURED', why: 'no Ad Library extractor is configured in the guard app' },
  },
  'GET /api/meta/ads/search': { query: () => ({ query: 'coffee', country: 'VN' }) },
  'GET /api/meta/ads/{id}': {
    params: () => id(123456789),
    otherUser: 'own-data',
    unavailable: { code: 'NOT_CONFIGURED', why: 'no Ad Library extractor is configured in the guard app' },
  },
  'GET /api/scrape-creators/scrape': {
    query: () => ({ id: '123456789' }),
    unavailable: { code: 'NOT_CONFIGURED', why: 'no Ad Library extractor is configured in the guard app' },
  },
  'POST /api/scrape-creators/scrape-batch': { body: () => ({ adIds: ['123456789'] }) },
  'GET /api/scrape/creators': {},
  'GET /api/scrape/creators/{id}/ads': { params: () => id(500000001), otherUser: 'own-data' },

  // AI generation
  'POST /api/ads/generate': {
    body: (a) => ({
      campaignId: a.campaignId,
      name: 'Guard preview',
      prompt: 'Summer shoes',
      textProvider: 'BUILTIN',
      imageProvider: null,
      mediaFileUrl: a.fileUrl,
      numberOfVariations: 1,
      callToAction: 'SHOP_NOW',
    }),
    otherUser: 'not-found',
  },
  'POST /api/ads/save-existing': {
    body: (a) => saveBody(a, a.previewVariationId),
    otherUser: 'not-found',
    mixed: (a, b) => [
      { body: saveBody(b, b.previewVariationId, { targetAdId: a.adId }) },
      { body: saveBody(b, a.previewVariationId) },
      { body: saveBody(b, a.previewVariationId, { adId: undefined }) },
    ],
    renew: renewPreview,
  },
  'POST /api/ads/{id}/generate-content': {
    params: (a) => id(a.adId),
    body: () => ({ prompt: 'More copy', provider: 'BUILTIN' }),
    mixed: (a, b) => [{ params: id(b.adId), body: { prompt: 'More copy', provider: 'BUILTIN', campaignId: a.campaignId, adId: a.adId } }],
  },
  'POST /api/ads/extract-from-library': {
    body: () => ({ adLinks: ['https://www.facebook.com/ads/library/?id=123456789'] }),
    unavailable: { code: 'NOT_CONFIGURED', why: 'no Ad Library extractor is configured in the guard app' },
  },

  // AI settings
  'GET /api/ai-providers': {},
  'GET /api/ai-providers/text': {},
  'GET /api/ai-providers/image': {},
  'GET /api/user/ai-keys': {},
  'PUT /api/user/ai-keys': { body: () => ({ provider: 'GEMINI', model: 'gemini-2.5-flash' }) },

  // dashboard
  'GET /api/dashboard': {},
  'GET /api/dashboard/config': {},
  'POST /api/dashboard/config': { body: () => ({ widgets: ['stats'] }) },

  // analytics (user B's calls answer B's own numbers; A's campaign and ad ids are 404 to B)
  'GET /api/analytics/dashboard': { query: () => ({ timeRange: '30d' }) },
  'GET /api/analytics/kpis': { query: () => ({ timeRange: '7d' }) },
  'GET /api/analytics/trends': { query: () => ({ timeRange: '30d', metric: 'ctr' }) },
  'GET /api/analytics/campaigns': {
    query: () => ({
      timeRange: '30d',
      status: 'DRAFT',
      objective: 'CONVERSIONS',
      sortBy: 'spent',
      sortDirection: 'desc',
      page: '0',
      size: '10',
    }),
  },
  'GET /api/analytics/ads': {
    query: () => ({
      timeRange: '30d',
      status: 'DRAFT',
      adType: 'PAGE_POST_AD',
      aiProvider: 'BUILTIN',
      sortBy: 'ctr',
      page: '0',
      size: '10',
    }),
  },
  'GET /api/analytics/ai-providers': { query: () => ({ timeRange: '90d' }) },
  'GET /api/analytics/budget': { query: () => ({ timeRange: '30d' }) },
  'GET /api/analytics/content': { query: () => ({ timeRange: '1y' }) },
  'GET /api/analytics/summary': { query: () => ({ timeRange: '30d' }) },
  'GET /api/analytics/filters': {},
  'GET /api/analytics/realtime': {},
  'GET /api/analytics/insights': { query: () => ({ timeRange: '30d' }) },
  'GET /api/analytics/compare': { query: () => ({ current: '30d', comparison: 'previous' }) },
  'GET /api/analytics/creative': { query: () => ({ timeRange: '90d', metric: 'CPA' }) },
  'GET /api/analytics/campaign/{id}': { params: (a) => id(a.campaignId), query: () => ({ timeRange: '30d' }) },
  'GET /api/analytics/ad/{id}': { params: (a) => id(a.adId), query: () => ({ timeRange: '30d' }) },
  'GET /api/analytics/dashboard/config': {},
  'POST /api/analytics/dashboard/config': { body: () => ({ defaultSections: ['kpis', 'trends'] }) },
  // A file, not JSON: CSV of everything, so the guard's search of B's answer for A's mark reads names as written.
  'GET /api/analytics/export/{type}': {
    params: () => ({ type: 'all' }),
    query: () => ({ format: 'csv', timeRange: '30d' }),
    otherUser: 'own-data',
  },

  // the score before saving (decision 185): A's campaign is 404 to B
  'POST /api/creative/score': {
    body: (a) => ({
      campaignId: a.campaignId,
      variations: [{ headline: '30 % off today', primaryText: 'Only today: 30 % off every plan.', callToAction: 'SHOP_NOW' }],
    }),
  },

  // optimization: acting on recommendations (recommendations.routes.ts); B's lists answer B's own
  'GET /api/optimization/recommendations': { query: () => ({ timeRange: '30d', priority: 'MEDIUM', page: '0', size: '12' }) },
  // The path names a type, not an object of A's: B gets B's own.
  'GET /api/optimization/recommendations/type/{type}': {
    params: () => ({ type: 'AI_PROVIDER_SWITCH' }),
    query: () => ({ timeRange: '90d' }),
    otherUser: 'own-data',
  },
  'GET /api/optimization/recommendations/priority/high': { query: () => ({ timeRange: '7d' }) },
  'GET /api/optimization/recommendations/{id}/status': { params: (a) => id(a.recommendationId) },
  'POST /api/optimization/recommendations/{id}/accept': { params: (a) => id(a.recommendationId), renew: renewRecommendation },
  'POST /api/optimization/recommendations/{id}/dismiss': {
    params: (a) => id(a.recommendationId),
    body: () => ({ reason: 'other', comment: 'Guard dismissal' }),
    renew: renewRecommendation,
  },
  'POST /api/optimization/recommendations/{id}/schedule': {
    params: (a) => id(a.recommendationId),
    // A day after the test app's clock start, which the guards never move.
    body: () => ({ scheduledFor: new Date(Date.parse(TEST_START) + 24 * 60 * 60 * 1000).toISOString() }),
    renew: renewRecommendation,
  },
  'POST /api/optimization/recommendations/{id}/unschedule': { params: (a) => id(a.recommendationId), renew: renewRecommendation },
  'POST /api/optimization/recommendations/{id}/revert': { params: (a) => id(a.recommendationId) },
  // B's batch with A's ids answers a NOT_FOUND result per id and changes nothing of A's.
  'POST /api/optimization/recommendations/batch': {
    body: (a) => ({ action: 'dismiss', ids: [a.recommendationId], reason: 'not_relevant' }),
    otherUser: 'own-data',
    renew: renewRecommendation,
  },
  'GET /api/optimization/summary': {},
  'GET /api/optimization/types': {},
  'GET /api/optimization/export': { query: () => ({ format: 'csv', timeRange: '30d' }), otherUser: 'own-data' },
  // optimization: running the engine, its settings and measured results; server notifications (user B sees B's own)
  'GET /api/optimization/settings': {},
  'PUT /api/optimization/settings': {
    body: () => ({ frequency: 'weekly', minConfidence: 0.75, autoAccept: false, excludedTypes: ['AD_SCHEDULING'] }),
  },
  'POST /api/optimization/recommendations/refresh': {},
  'GET /api/optimization/history': { query: () => ({ limit: '50', range: '90d' }) },
  'GET /api/optimization/categories': {},
  'GET /api/notifications': { query: () => ({ after: '0' }) },

  // uploads and media
  'POST /api/upload/media': { multipart: true },
  'POST /api/upload/image': { multipart: true },
  'GET /api/media/{*}': { public: '<img> tags and Facebook fetch media by unguessable key', params: (a) => ({ '*': a.mediaKey }) },
};
