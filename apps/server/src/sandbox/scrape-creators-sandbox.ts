/**
 * A local ScrapeCreators: GET /v1/facebook/adLibrary/ad?id=… with `x-api-key`, answering the ads of
 * the sandbox's Ad Library in ScrapeCreators' shape (camelCase top level, snake_case snapshot), 401
 * for a wrong key, 404 for an unknown id, and any status a test asks for next (402, 429, 500).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { ARCHIVED_ADS } from './ad-library-routes.ts';

export const SANDBOX_SCRAPECREATORS_KEY = 'sandbox-scrapecreators-key';

function asScrapeCreators(ad: (typeof ARCHIVED_ADS)[number]) {
  const body = ad.ad_creative_bodies[0] ?? '';
  const dynamic = body.includes('{{product.');
  return {
    adArchiveID: ad.id,
    pageID: ad.page_id,
    pageName: ad.page_name,
    isActive: true,
    snapshot: {
      page_name: ad.page_name,
      body: dynamic ? body : { text: body },
      title: ad.ad_creative_link_titles[0] ?? null,
      link_description: ad.ad_creative_link_descriptions[0] ?? null,
      cta_type: dynamic ? 'SHOP_NOW' : 'LEARN_MORE',
      images: dynamic ? [] : [{ original_image_url: `https://scontent.sandbox.example/${ad.id}.jpg` }],
      cards: dynamic
        ? [
            {
              body: 'Trail Pro 2 — waterproof, 280 g',
              title: 'Trail Pro 2',
              link_description: 'Now €129',
              cta_type: 'SHOP_NOW',
              original_image_url: `https://scontent.sandbox.example/${ad.id}-card1.jpg`,
            },
          ]
        : [],
    },
  };
}

export async function startScrapeCreatorsSandbox(opts: { apiKey?: string; port?: number } = {}) {
  const key = opts.apiKey ?? SANDBOX_SCRAPECREATORS_KEY;
  const requests: { id: string | null; apiKey: string | undefined }[] = [];
  const next: number[] = [];
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const apiKey = req.headers['x-api-key'] as string | undefined;
    requests.push({ id: url.searchParams.get('id'), apiKey });
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (url.pathname !== '/v1/facebook/adLibrary/ad') return send(404, { success: false, message: 'Not found' });
    const forced = next.shift();
    if (forced) return send(forced, { success: false, message: `status ${forced}` });
    if (apiKey !== key) return send(401, { success: false, message: 'Invalid API key' });
    const ad = ARCHIVED_ADS.find((a) => a.id === url.searchParams.get('id'));
    if (!ad) return send(404, { success: false, message: 'Ad not found' });
    return send(200, asScrapeCreators(ad));
  });
  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    apiKey: key,
    requests,
    /** The next request answers this status (402 no credits, 429, 500 …). */
    failNext(status: number) {
      next.push(status);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
