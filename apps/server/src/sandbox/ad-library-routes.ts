/**
 * The sandbox's Ad Library API: GET /ads_archive (search) and GET /{archived ad id}, with the
 * fields the app reads (ad_creative_bodies, ad_creative_link_titles, ad_creative_link_descriptions,
 * ad_snapshot_url, page_name). A handful of archived ads, one of them a dynamic ad.
 */
import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from './sandbox-context.ts';

export const ARCHIVED_ADS = [
  {
    id: '1122334455667788',
    page_id: '500000001',
    page_name: 'Cà Phê Sáng',
    ad_creative_bodies: ['Bắt đầu ngày mới với ly cà phê rang xay tại chỗ. Giảm 20% cho đơn đầu tiên!'],
    ad_creative_link_titles: ['Cà phê rang xay mỗi sáng'],
    ad_creative_link_descriptions: ['Giao hàng miễn phí nội thành'],
    ad_reached_countries: ['VN'],
  },
  {
    id: '2233445566778899',
    page_id: '500000002',
    page_name: 'Trail Runners Co.',
    ad_creative_bodies: ['Lightweight trail shoes built for mud, rock and everything between. Free returns for 60 days.'],
    ad_creative_link_titles: ['Run every trail'],
    ad_creative_link_descriptions: ['Shop the autumn collection'],
    ad_reached_countries: ['DE', 'FR'],
  },
  {
    id: '3344556677889900',
    page_id: '500000002',
    page_name: 'Trail Runners Co.',
    ad_creative_bodies: ['{{product.name}} — now {{product.price}}'],
    ad_creative_link_titles: ['{{product.name}}'],
    ad_creative_link_descriptions: [],
    ad_reached_countries: ['DE'],
  },
];

/** As Facebook does, the snapshot URL carries the caller's access token. */
const withSnapshot = (ad: (typeof ARCHIVED_ADS)[number], token: string) => ({
  ...ad,
  ad_snapshot_url: `https://www.facebook.com/ads/archive/render_ad/?id=${ad.id}&access_token=${encodeURIComponent(token)}`,
});

/** GET /{id} of an archived ad (the Marketing routes' GET /{id} falls back to it). */
export function archivedAd(id: string, token: string) {
  const ad = ARCHIVED_ADS.find((a) => a.id === id);
  return ad ? withSnapshot(ad, token) : undefined;
}

export function registerAdLibraryRoutes(app: FastifyInstance, ctx: SandboxContext) {
  app.get('/ads_archive', async (request) => {
    ctx.personOf(request);
    const p = ctx.params(request);
    const terms = String(p.search_terms ?? '').toLowerCase();
    const countries = (Array.isArray(p.ad_reached_countries) ? p.ad_reached_countries : [p.ad_reached_countries]).map(String);
    const data = ARCHIVED_ADS.filter(
      (ad) =>
        (!terms || [ad.page_name, ...ad.ad_creative_bodies, ...ad.ad_creative_link_titles].some((t) => t.toLowerCase().includes(terms))) &&
        (countries.includes('ALL') || ad.ad_reached_countries.some((c) => countries.includes(c))),
    ).map((ad) => withSnapshot(ad, String(p.access_token ?? '')));
    return { data };
  });
}
