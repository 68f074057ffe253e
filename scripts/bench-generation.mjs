// The generation section of `npm run bench`: the server's own time for POST /api/ads/generate with
// 5 variations, images included, once with BUILTIN (copy from templates, PNG creatives rendered with
// sharp) and once with OpenAI aimed at a zero-latency OpenAI-compatible fake started in this
// process (so what is measured is our work: prompt building, SDK, validation, image decoding and
// fitting, storage, the transaction; not a model's thinking time).
//
// Requests run one after another (one user, one generation at a time, as in the wizard) after a
// warm-up. Reported: p50/p99/mean/max of the wall time seen by the client on 127.0.0.1, and the time
// the fake itself spent answering during each generation (summed over its requests), which is
// included in the wall time and shows that it is negligible.
//
// Used by scripts/bench.mjs: startOpenAiFake() before the server starts (its URL goes into the
// server's OPENAI_BASE_URL), benchGeneration() once the server is up.
import http from 'node:http';
import sharp from 'sharp';
import { printResultTable } from './bench-table.mjs';

export const FAKE_OPENAI_KEY = 'bench-key';

/** Five distinct English variations, within Facebook's limits, as a model would answer. */
const variations = [
  {
    headline: 'Sleep better with Zen Tea',
    primaryText: 'Organic herbal tea that helps busy parents unwind.',
    description: 'Free shipping',
    callToAction: 'SHOP_NOW',
  },
  {
    headline: 'Your evening, calmer',
    primaryText: 'One cup of Zen Tea, one quieter night.',
    description: 'Try it today',
    callToAction: 'SHOP_NOW',
  },
  {
    headline: 'Zen Tea offer this week',
    primaryText: 'Order Zen Tea today and get a gift box.',
    description: 'While stocks last',
    callToAction: 'SHOP_NOW',
  },
  {
    headline: 'Why parents pick Zen Tea',
    primaryText: 'Organic leaves, a gentle taste, easy to enjoy.',
    description: '100% organic',
    callToAction: 'SHOP_NOW',
  },
  {
    headline: 'Zen Tea for deep sleep',
    primaryText: 'Thousands of families drink Zen Tea every night.',
    description: 'Order now',
    callToAction: 'SHOP_NOW',
  },
];

/**
 * A minimal OpenAI API on 127.0.0.1 that answers at once: chat completions with the variations as
 * JSON, image generations with a 1024×1024 PNG (the size gpt-image models return).
 */
export async function startOpenAiFake() {
  const picture = await sharp({
    create: { width: 1024, height: 1024, channels: 3, background: { r: 58, g: 134, b: 255 } },
  })
    .png()
    .toBuffer();
  const imageJson = JSON.stringify({
    created: 0,
    data: [{ b64_json: picture.toString('base64') }],
    usage: { input_tokens: 60, output_tokens: 4160, total_tokens: 4220 },
  });
  let busyMs = 0;
  const server = http.createServer((req, res) => {
    const started = performance.now();
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      const send = (status, body) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(body);
        busyMs += performance.now() - started;
      };
      if (req.headers.authorization !== `Bearer ${FAKE_OPENAI_KEY}`)
        return send(
          401,
          JSON.stringify({ error: { message: 'Incorrect API key provided', type: 'invalid_request_error', code: 'invalid_api_key' } }),
        );
      if (req.url === '/v1/chat/completions') {
        const { n } = (() => {
          try {
            const body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
            return { n: body.response_format?.json_schema?.schema?.properties?.variations?.maxItems ?? 5 };
          } catch {
            return { n: 5 };
          }
        })();
        return send(
          200,
          JSON.stringify({
            id: 'chatcmpl-bench',
            object: 'chat.completion',
            created: 0,
            model: 'gpt-4.1-mini',
            choices: [
              {
                index: 0,
                message: { role: 'assistant', content: JSON.stringify({ variations: variations.slice(0, n) }), refusal: null },
                finish_reason: 'stop',
              },
            ],
            usage: { prompt_tokens: 1200, completion_tokens: 400, total_tokens: 1600 },
          }),
        );
      }
      if (req.url === '/v1/images/generations') return send(200, imageJson);
      return send(404, JSON.stringify({ error: { message: `no route ${req.url}` } }));
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}/v1`,
    /** ms the fake has spent answering since it started. */
    busyMs: () => busyMs,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];

async function timeGenerations(base, token, body, runs, warmup, fake) {
  const wall = [];
  const inFake = [];
  for (let i = 0; i < warmup + runs; i++) {
    const fakeBefore = fake?.busyMs() ?? 0;
    const started = performance.now();
    const res = await fetch(`${base}/api/ads/generate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });
    const json = await res.json();
    const ms = performance.now() - started;
    if (res.status !== 200 || json.variations?.length !== body.numberOfVariations || json.variations.some((v) => !v.imageUrl)) {
      throw new Error(`generate (${body.textProvider}) failed: ${res.status} ${JSON.stringify(json).slice(0, 300)}`);
    }
    if (i >= warmup) {
      wall.push(ms);
      inFake.push((fake?.busyMs() ?? 0) - fakeBefore);
    }
  }
  const sorted = [...wall].sort((a, b) => a - b);
  const fakeSorted = [...inFake].sort((a, b) => a - b);
  return {
    p50: quantile(sorted, 0.5),
    p99: quantile(sorted, 0.99),
    mean: wall.reduce((a, b) => a + b, 0) / wall.length,
    max: sorted.at(-1),
    fakeP50: quantile(fakeSorted, 0.5),
    runs,
  };
}

/**
 * Measures both providers against a running server (started with OPENAI_API_KEY=FAKE_OPENAI_KEY and
 * OPENAI_BASE_URL=fake.url); returns rows for the table.
 */
export async function benchGeneration({ base, token, campaignId, fake, runs = 30, warmup = 3, log = console.log }) {
  const body = (provider) => ({
    campaignId,
    adType: 'PAGE_POST_AD',
    name: 'Bench ad',
    prompt: 'Write an ad for "Zen Tea", an organic herbal tea for busy parents that helps you sleep better',
    language: 'en',
    adLinks: [''],
    promptStyle: 'Dynamic',
    textProvider: provider,
    imageProvider: provider,
    numberOfVariations: 5,
    callToAction: 'SHOP_NOW',
    isPreview: true,
  });
  const rows = [];
  for (const [label, provider, withFake] of [
    ['BUILTIN (offline templates + sharp PNG 1080×1080)', 'BUILTIN', false],
    ['OPENAI → zero-latency fake (SDK, JSON check, JPEG fit 1080×1080)', 'OPENAI', true],
  ]) {
    log(`generation: ${label}, 5 variations with images, ${runs} runs after ${warmup} warm-up...`);
    rows.push({ label, ...(await timeGenerations(base, token, body(provider), runs, warmup, withFake ? fake : undefined)) });
  }
  return rows;
}

export function printGenerationTable(rows, meta) {
  const head = ['POST /api/ads/generate, 5 variations + images', 'p50 ms', 'p99 ms', 'mean ms', 'max ms', 'in fake p50 ms', 'runs'];
  const body = rows.map((r) => [
    r.label,
    r.p50.toFixed(0),
    r.p99.toFixed(0),
    r.mean.toFixed(0),
    r.max.toFixed(0),
    r.label.startsWith('OPENAI') ? r.fakeP50.toFixed(1) : '-',
    String(r.runs),
  ]);
  printResultTable(head, body, meta);
}
