/**
 * The common body of the AI provider fakes: a node:http server on 127.0.0.1 (random port) that
 * records every request and answers according to a per-test script of scenes. Each provider fake
 * (openai-fake.ts, …) turns a scene into that provider's wire format.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';

/**
 * ok: a valid answer; malformed: output that is not the asked-for JSON; invalid: JSON that breaks
 * the rules (unknown call to action, missing field) or bytes that are no image; slow: answers after
 * `slowMs`; rate_limited: 429 with Retry-After; server_error: 503. A wrong key always gets the
 * provider's auth error, whatever the script says.
 */
export type Scene = 'ok' | 'malformed' | 'invalid' | 'slow' | 'rate_limited' | 'server_error';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  raw: Buffer;
  /** The body as JSON when it parses. */
  json: unknown;
  /** ms since the fake started. */
  at: number;
}

export interface Exchange {
  req: http.IncomingMessage;
  res: http.ServerResponse;
  record: RecordedRequest;
  url: URL;
  /** The scene for this request (the next scripted one, or 'ok'). */
  scene: Scene;
  baseUrl: string;
}

export interface ScriptedServer {
  url: string;
  requests: RecordedRequest[];
  /** Scenes for the next requests, in order; afterwards every request is 'ok'. */
  script(...scenes: Scene[]): void;
  /** Forgets scenes a failed test left unused. */
  reset(): void;
  close(): Promise<void>;
}

export const VALID_KEY = 'test-key';
/** In every fake's 'server_error' body: an upstream's words, which must never reach a user (issue 15). */
export const UPSTREAM_MARKER = 'upstream-says-7f3a9c';
export const RETRY_AFTER_SECONDS = 1;
/** The header a 'rate_limited' answer carries (Gemini says it in the body instead). */
export const RETRY_AFTER_HEADER = { 'retry-after': String(RETRY_AFTER_SECONDS) };

export interface ScriptedServerOptions {
  /** Paths (prefixes) that take a scene; others (e.g. file downloads) are always 'ok'. */
  scriptedPaths?: (path: string) => boolean;
  slowMs?: number;
  handle(exchange: Exchange): Promise<void> | void;
}

export async function startScriptedServer(opts: ScriptedServerOptions): Promise<ScriptedServer> {
  const requests: RecordedRequest[] = [];
  const queue: Scene[] = [];
  const started = performance.now();
  const slowMs = opts.slowMs ?? 2_000;
  let baseUrl = '';

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks);
      let json: unknown;
      try {
        json = raw.length ? JSON.parse(raw.toString('utf8')) : undefined;
      } catch {}
      const url = new URL(req.url ?? '/', baseUrl);
      const record: RecordedRequest = {
        method: req.method ?? 'GET',
        path: url.pathname,
        headers: req.headers,
        raw,
        json,
        at: performance.now() - started,
      };
      requests.push(record);
      const scripted = opts.scriptedPaths?.(url.pathname) ?? true;
      const scene: Scene = scripted ? (queue.shift() ?? 'ok') : 'ok';
      const run = () =>
        Promise.resolve(opts.handle({ req, res, record, url, scene: scene === 'slow' ? 'ok' : scene, baseUrl })).catch((err) => {
          if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
          res.end(String(err));
        });
      if (scene === 'slow') {
        const timer = setTimeout(run, slowMs);
        res.on('close', () => clearTimeout(timer));
      } else {
        void run();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: baseUrl,
    requests,
    script: (...scenes) => queue.push(...scenes),
    reset: () => queue.splice(0),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export function sendJson(res: http.ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  if (res.destroyed) return;
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}

export function sendBytes(
  res: http.ServerResponse,
  status: number,
  bytes: Buffer,
  contentType: string,
  headers: Record<string, string> = {},
): void {
  if (res.destroyed) return;
  res.writeHead(status, { 'content-type': contentType, 'content-length': String(bytes.length), ...headers });
  res.end(bytes);
}

/** GET /files/redirect?to=<url> answers 302 to <url> (a result URL that redirects); true when it did. */
export function redirectIfAsked(url: URL, res: http.ServerResponse): boolean {
  if (url.pathname !== '/files/redirect') return false;
  res.writeHead(302, { location: url.searchParams.get('to') ?? '/' });
  res.end();
  return true;
}

export const bearer = (req: http.IncomingMessage) => /^Bearer\s+(.+)$/i.exec(req.headers.authorization ?? '')?.[1];

/** Five valid Vietnamese variations, as a well-behaved model would write them. */
export function goodVariations() {
  return [
    {
      headline: 'Trà Zen: ngủ ngon mỗi đêm',
      primaryText: 'Trà thảo mộc Zen giúp bạn thư giãn sau ngày dài.',
      description: 'Giao hàng toàn quốc',
      callToAction: 'SHOP_NOW',
    },
    {
      headline: 'Dành cho cha mẹ bận rộn',
      primaryText: 'Một tách trà Zen, một buổi tối nhẹ nhàng hơn.',
      description: 'Thử ngay hôm nay',
      callToAction: 'LEARN_MORE',
    },
    {
      headline: 'Ưu đãi trà Zen tuần này',
      primaryText: 'Đặt trà Zen hôm nay để nhận quà tặng kèm.',
      description: 'Số lượng có hạn',
      callToAction: 'GET_OFFER',
    },
    {
      headline: 'Vì sao chọn trà Zen?',
      primaryText: 'Nguyên liệu hữu cơ, hương vị dịu nhẹ, dễ uống.',
      description: 'Hữu cơ 100%',
      callToAction: 'LEARN_MORE',
    },
    {
      headline: 'Trà Zen cho giấc ngủ sâu',
      primaryText: 'Hàng nghìn gia đình đã chọn trà Zen mỗi tối.',
      description: 'Mua ngay',
      callToAction: 'SHOP_NOW',
    },
  ];
}

/** Valid JSON that breaks the rules: an unknown call to action and a missing primary text. */
export function invalidVariations() {
  return [
    { headline: 'Trà Zen', description: 'Mua ngay', callToAction: 'BUY_IT_NOW' },
    { headline: 'Trà Zen 2', primaryText: 'Thử ngay', description: 'Mua', callToAction: 'CLICK_HERE' },
  ];
}

/** The variations a text answer carries in this scene: invalid ones for 'invalid', else good ones. */
export const variationsFor = (scene: Scene) => (scene === 'invalid' ? invalidVariations() : goodVariations());

/** A text answer as a chat model writes it: the JSON as text, or prose for 'malformed'. */
export const variationsText = (scene: Scene) =>
  scene === 'malformed' ? MALFORMED_TEXT : JSON.stringify({ variations: variationsFor(scene) });

/** Text that a model sometimes sends instead of JSON: prose and a cut-off object. */
export const MALFORMED_TEXT = 'Sure! Here are your ads:\n{"variations": [{"headline": "Trà Zen", "primaryText": "Ngủ ngon';

let samplePng: Buffer | undefined;
/** A real (small) PNG the image fakes answer with. */
export async function samplePicture(): Promise<Buffer> {
  samplePng ??= await sharp({ create: { width: 96, height: 64, channels: 3, background: '#3a86ff' } })
    .png()
    .toBuffer();
  return samplePng;
}

export const NOT_AN_IMAGE = Buffer.from('<html><body>definitely not an image</body></html>');

/** The bytes an image answer carries in this scene: the sample picture for 'ok', else no image at all. */
export const pictureFor = async (scene: Scene): Promise<Buffer> => (scene === 'ok' ? await samplePicture() : NOT_AN_IMAGE);
